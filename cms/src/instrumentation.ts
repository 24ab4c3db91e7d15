// Next.js calls register() once when a CMS server starts (cms/server.ts, in either mode). It loads .env
// and checks the environment (a bad value stops start-up with the variable's name), then starts the
// outbox worker, so admin replies and every other queued email are retried even when no site
// process runs, and the job runner, so scheduled publishing happens with nobody in the admin.
// `next build` and the Payload CLI (migrate, generate, seed) never get here.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { checkEnvAtStart } = await import('./env')
  checkEnvAtStart('cms')
  // Only cms/server.ts hands the staff throttles the socket's address (decision 0100): said once at
  // start, where whoever deploys it reads, when the CMS was started some other way.
  const { stampsPeer } = await import('./throttle/peer')
  if (!stampsPeer()) {
    console.warn('[cms] started without cms/server.ts (`pnpm serve`, or `node server.ts` in cms/): the staff sign-in limits see no client address, and every client shares one per-address budget.')
  }
  const { startCmsMailWorker } = await import('./mail/cms-worker')
  startCmsMailWorker()
  const { startCmsJobRunner } = await import('./jobs/cms-runner')
  startCmsJobRunner()
}
