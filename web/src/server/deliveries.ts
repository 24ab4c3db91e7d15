// Emails being sent in the background, so a shutdown, a test or a benchmark can wait for them. Apart
// from mail.server, so waiting loads none of the CMS: a test that builds the CMS's config under its
// own environment must be the first to import it. The set is kept on a global: the built site bundles
// this module twice, once with the pages and once with the lifecycle plugin that waits at shutdown.

const registry = Symbol.for('kindred.site.deliveries')
type WithRegistry = typeof globalThis & { [registry]?: Set<Promise<void>> }
const inFlight = ((globalThis as WithRegistry)[registry] ??= new Set())

/** Counts `sending` until it settles; it must not reject. */
export function trackDelivery(sending: Promise<void>): void {
  inFlight.add(sending)
  void sending.finally(() => inFlight.delete(sending))
}

/** Resolves when every background send has finished. */
export async function settleDeliveries(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight])
}

/** How many background sends are on their way now. */
export const deliveriesInFlight = () => inFlight.size
