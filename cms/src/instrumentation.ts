// Next.js calls register() once when a CMS server starts (`next dev`, `next start`). It loads .env
// and checks the environment (a bad value stops start-up with the variable's name), then starts the
// outbox worker, so admin replies and every other queued email are retried even when no site
// process runs, and the job runner, so scheduled publishing happens with nobody in the admin.
// `next build` and the Payload CLI (migrate, generate, seed) never get here.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { checkEnvAtStart } = await import('./env')
  const env = checkEnvAtStart('cms')
  // Next gives the staff throttles only X-Forwarded-For, which a client reaching the CMS directly
  // writes itself (decision 0032): said once at start, where whoever deploys it reads.
  const loopback = ['127.0.0.1', 'localhost', '::1'].includes(env.HOST)
  if (!loopback && !env.TRUST_PROXY) {
    console.warn(`[cms] HOST=${env.HOST} without TRUST_PROXY: clients reach the admin directly and choose the address its sign-in limits see. Put a proxy in front and set TRUST_PROXY (README, "Running more than one process").`)
  }
  const { startCmsMailWorker } = await import('./mail/cms-worker')
  startCmsMailWorker()
  const { startCmsJobRunner } = await import('./jobs/cms-runner')
  startCmsJobRunner()
}
