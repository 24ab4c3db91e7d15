// Emails being sent in the background, so a shutdown, a test or a benchmark can wait for them. Apart
// from mail.server, so waiting loads none of the CMS: a test that builds the CMS's config under its
// own environment must be the first to import it.

const inFlight = new Set<Promise<void>>()

/** Counts `sending` until it settles; it must not reject. */
export function trackDelivery(sending: Promise<void>): void {
  inFlight.add(sending)
  void sending.finally(() => inFlight.delete(sending))
}

/** Resolves when every background send has finished. */
export async function settleDeliveries(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight])
}

/**
 * Waits until fewer than `max` sends are in flight. A run that queues thousands of emails calls it
 * between items, so its sends keep pace with it instead of piling up and taking every connection.
 */
export async function roomForDeliveries(max: number): Promise<void> {
  while (inFlight.size >= max) await Promise.race([...inFlight])
}
