// Serving Open Graph cards (/og?path=…). Cards are drawn when their page is published or their
// profile saved (@kindred/cms/og-cards) and stored in the database; a request serves the stored
// PNG. A known path whose card is missing, or shows other words than its page now has (a renamed
// brand, a card stored before the path was drawn on save), is drawn here once and stored: one
// drawing at a time in the process and one per path, so a burst costs at most one drawing per
// known path (decision 0098). Each client is throttled first.
import { cardKey, drawAndStore, storedCard, type CardText } from '@kindred/cms/og-cards'

import { db } from '~/server/db.server'
import { serverEnv } from '~/server/env.server'
import { countAttempt, type Limit, type LimitResult } from '~/server/rate-limit.server'

export type { CardText }

/** Cards per client per window: a crawler fetching a card a second stays well under it; a flood does not. */
export function ogLimit(): Limit {
  return { max: serverEnv().OG_RATE_MAX, windowSeconds: serverEnv().OG_RATE_WINDOW_SECONDS }
}

/** Counts one card request for the client `ip` (its throttle key) and says whether it is within the limit. */
export async function hitOgLimit(ip: string, limit = ogLimit()): Promise<LimitResult> {
  return countAttempt(await db(), `og:${ip}`, limit)
}

/** Drawings under way by path: a second request for a path waits for the first one's. */
const drawing = new Map<string, Promise<Buffer>>()
/** The end of the last drawing queued: the process draws one card at a time. */
let queue: Promise<unknown> = Promise.resolve()

function drawOnce(path: string, text: CardText): Promise<Buffer> {
  const pending = drawing.get(path)
  if (pending) return pending
  const turn = queue.then(async () => drawAndStore(await db(), path, text))
  queue = turn.catch(() => undefined) // the next drawing waits for this one, however it ends; its caller gets the error
  const shared = turn.finally(() => drawing.delete(path))
  drawing.set(path, shared)
  return shared
}

/** The card of a known `path` showing `text`: the stored one when it shows those words, else drawn once now. */
export async function cardFor(path: string, text: CardText): Promise<{ png: Buffer; drawn: boolean }> {
  const stored = await storedCard(await db(), path)
  if (stored && stored.key === cardKey(text)) return { png: stored.png, drawn: false }
  return { png: await drawOnce(path, text), drawn: true }
}
