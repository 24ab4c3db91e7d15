// `pnpm migrate` without the stack runner: migrate the database in DATABASE_URL, then exit.
import { closePayload, migrate, openPayload } from '../../scripts/lib/payload'

const payload = await openPayload()
await migrate(payload)
await closePayload(payload)
process.exit(0)
