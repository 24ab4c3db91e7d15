// The drawn cards (table og_cards, migration 20261129_014500_og_cards): one PNG per site path, with
// the key of the words it shows (text.ts). This module holds all SQL on that table. A path has one
// row, replaced when its words change, so the table holds at most one card per page and profile.
import type { Queryable } from '../throttle'
import { drawCard } from './draw'
import { cardKey, type CardText } from './text'

export type StoredCard = { key: string; png: Buffer }

/** The card stored for `path`, whatever words it shows; null when none is. */
export async function storedCard(db: Queryable, path: string): Promise<StoredCard | null> {
  const { rows } = await db.query(`select key, png from og_cards where path = $1`, [path])
  const row = rows[0]
  return row ? { key: String(row.key), png: row.png as Buffer } : null
}

/** Stores `png` as the card of `path`, in place of any other. */
export async function storeCard(db: Queryable, path: string, key: string, png: Buffer): Promise<void> {
  await db.query(
    `insert into og_cards (path, key, png) values ($1, $2, $3)
     on conflict (path) do update set key = excluded.key, png = excluded.png, drawn_at = now()`,
    [path, key, png],
  )
}

/** Draws the card of `path` and stores it; answers the PNG. */
export async function drawAndStore(db: Queryable, path: string, text: CardText): Promise<Buffer> {
  const png = await drawCard(text)
  await storeCard(db, path, cardKey(text), png)
  return png
}
