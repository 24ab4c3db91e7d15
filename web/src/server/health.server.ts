// Health endpoints for load balancers and orchestrators, answered before routing and never cached:
// /healthz says the process is alive (no database), /readyz says it can serve (the database answers
// within a second and holds every committed migration) and turns 503 as soon as a drain begins,
// so a balancer stops sending new work while in-flight requests finish.
import { checkReadiness } from '@kindred/cms/database'

import { isDraining } from './drain.server'
import { serverEnv } from './env.server'
import { json } from './http.server'

export const healthPaths = new Set(['/healthz', '/readyz'])

export async function healthResponse(pathname: string): Promise<Response> {
  if (pathname === '/healthz') return json(200, { status: 'ok' })
  if (isDraining()) return json(503, { status: 'draining' })
  const readiness = await checkReadiness(serverEnv().DATABASE_URL)
  return json(readiness.ready ? 200 : 503, { status: readiness.ready ? 'ready' : 'not-ready', database: readiness.database, detail: readiness.detail })
}
