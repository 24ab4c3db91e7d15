// `pnpm migrate` (or with `down`, `pnpm migrate:down`) without the stack runner, on the database in
// DATABASE_URL, then exit.
import { closePayload, migrate, openPayload, rollBack } from '../../scripts/lib/payload'

const payload = await openPayload()
if (process.argv[2] === 'down') await rollBack(payload)
else await migrate(payload)
await closePayload(payload)
process.exit(0)
