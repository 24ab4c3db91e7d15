// Random secrets and their hashes, the Lucia way; the platform keeps them (server/secrets.server.ts)
// so every feature makes and stores tokens alike.
export { hashSecret, randomString, secretMatches } from '~/server/secrets.server'
