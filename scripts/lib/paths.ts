import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const dataDir = path.join(root, '.data')
export const cmsDir = path.join(root, 'cms')
export const webDir = path.join(root, 'web')
/** The CMS's HTTP server (Next.js behind a server that stamps each request's socket address); run it with `node`. */
export const cmsServer = path.join(cmsDir, 'server.ts')
