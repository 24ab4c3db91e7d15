// Readiness of the CMS process: the database answers within a second and holds every committed
// migration (the CMS never migrates itself; `pnpm migrate` is the release step).
import { checkReadiness } from '../../database/readiness'
import { serverEnv } from '../../env'

export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const readiness = await checkReadiness(serverEnv().DATABASE_URL)
  return Response.json(
    { status: readiness.ready ? 'ready' : 'not-ready', database: readiness.database, detail: readiness.detail },
    { status: readiness.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
