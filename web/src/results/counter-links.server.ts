// The counter_links table's owner (decision 0104): a business's links to `/redeem/{token}`, the page
// where shop staff without accounts record sales. The token is the link's only credential: 160
// random bits, shown once inside the link's URL and stored only as its SHA-256, so a link is found by
// one probe of the unique index on the hash and a copy of the database cannot open any counter page.
// Deleting a link removes its row: the next request with its token finds nothing.
import { joinBusiness } from '~/server/businesses.server'
import { query } from '~/server/db.server'
import { publicUrl } from '~/server/env.server'
import { AppError } from '~/server/errors.server'
import { hashSecret, randomString } from '~/server/secrets.server'

export type CounterLink = { id: number; label: string; createdAt: string }
export type NewCounterLink = CounterLink & { url: string }
/** A live link as its page sees it: the business it records for. */
export type OpenCounterLink = { id: number; profileId: number; business: string }

/** 20 bytes: 160 bits, 32 base32 characters. */
const tokenBytes = 20
const tokenForm = /^[a-z2-7]{32}$/

const counterUrl = (token: string) => `${publicUrl()}/redeem/${token}`
const toLink = (row: Record<string, unknown>): CounterLink => ({ id: Number(row.id), label: String(row.label), createdAt: (row.created_at as Date).toISOString() })

/** A new link for the business; its URL (and so its token) is answered this once. */
export async function createCounterLink(profileId: number, label: string): Promise<NewCounterLink> {
  const token = randomString(tokenBytes)
  const { rows } = await query(`insert into counter_links (business_id, label, token_hash) values ($1, $2, $3) returning id, label, created_at`, [profileId, label, hashSecret(token)])
  return { ...toLink(rows[0]!), url: counterUrl(token) }
}

/** The business's links, newest first (labels only: their tokens are not kept). */
export async function listCounterLinks(profileId: number): Promise<CounterLink[]> {
  const { rows } = await query(`select id, label, created_at from counter_links where business_id = $1 order by created_at desc, id desc`, [profileId])
  return rows.map(toLink)
}

/** Deletes link `id` of the business: 404 when there is none, 403 when it is another business's. */
export async function deleteCounterLink(profileId: number | null, id: number): Promise<void> {
  const { rows } = await query(`delete from counter_links where id = $1 and business_id = $2 returning id`, [id, profileId])
  if (rows[0]) return
  const { rows: other } = await query(`select 1 from counter_links where id = $1`, [id])
  if (other[0]) throw new AppError('forbidden', 'Only the business that made this counter link can delete it.')
  throw new AppError('not-found', 'We could not find that counter link.')
}

/** The live link `token` opens, with its business's name, or null (unknown, deleted, or not a token at all). */
export async function openCounterLink(token: string): Promise<OpenCounterLink | null> {
  if (!tokenForm.test(token)) return null
  const { rows } = await query(`select l.id, l.business_id, coalesce(b.name, '') as name from counter_links l ${joinBusiness('b', 'l.business_id')} where l.token_hash = $1`, [hashSecret(token)])
  const row = rows[0]
  return row ? { id: Number(row.id), profileId: Number(row.business_id), business: String(row.name) } : null
}
