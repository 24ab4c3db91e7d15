// The integrations table's owner (decision 0104): a business's Shopify or WooCommerce shop, sending
// its orders to `/api/integrations/{platform}/{token}`. The URL's token (160 random bits) is stored
// as its SHA-256, like a counter link's. The signing secret cannot be: verifying a webhook's HMAC
// needs the secret itself, so it is sealed (AES-256-GCM, key derived from AUTH_SECRET) and shown to
// the member once, when the integration is made. Deleting an integration removes its row, so its
// shop's next webhook finds nothing (404).
import { joinBusiness } from '~/server/businesses.server'
import { query } from '~/server/db.server'
import { publicUrl } from '~/server/env.server'
import { AppError } from '~/server/errors.server'
import { hashSecret, openSecret, randomString, sealSecret } from '~/server/secrets.server'

import type { IntegrationPlatform } from './results.options'

export type Integration = { id: number; platform: IntegrationPlatform; label: string; createdAt: string }
export type NewIntegration = Integration & { url: string; secret: string }
/** An integration as its webhook sees it: the business it records for, and the secret its shop signs with. */
export type OpenIntegration = { id: number; platform: IntegrationPlatform; profileId: number; secret: string }

const tokenBytes = 20
const tokenForm = /^[a-z2-7]{32}$/

const webhookUrl = (platform: IntegrationPlatform, token: string) => `${publicUrl()}/api/integrations/${platform}/${token}`
const toIntegration = (row: Record<string, unknown>): Integration => ({
  id: Number(row.id),
  platform: String(row.platform) as IntegrationPlatform,
  label: String(row.label),
  createdAt: (row.created_at as Date).toISOString(),
})

/** A new integration: its webhook URL and signing secret are answered this once. */
export async function createIntegration(profileId: number, platform: IntegrationPlatform, label: string): Promise<NewIntegration> {
  const token = randomString(tokenBytes)
  const secret = randomString(32)
  const { rows } = await query(
    `insert into integrations (business_id, platform, label, token_hash, sealed_secret) values ($1, $2, $3, $4, $5) returning id, platform::text as platform, label, created_at`,
    [profileId, platform, label, hashSecret(token), sealSecret(secret)],
  )
  return { ...toIntegration(rows[0]!), url: webhookUrl(platform, token), secret }
}

/** The business's integrations, newest first (without their URLs or secrets). */
export async function listIntegrations(profileId: number): Promise<Integration[]> {
  const { rows } = await query(`select id, platform::text as platform, label, created_at from integrations where business_id = $1 order by created_at desc, id desc`, [profileId])
  return rows.map(toIntegration)
}

/** Deletes integration `id` of the business: 404 when there is none, 403 when it is another business's. */
export async function deleteIntegration(profileId: number | null, id: number): Promise<void> {
  const { rows } = await query(`delete from integrations where id = $1 and business_id = $2 returning id`, [id, profileId])
  if (rows[0]) return
  const { rows: other } = await query(`select 1 from integrations where id = $1`, [id])
  if (other[0]) throw new AppError('forbidden', 'Only the business that made this integration can delete it.')
  throw new AppError('not-found', 'We could not find that integration.')
}

/** The integration of `platform` that `token` names, secret opened, or null (unknown, deleted, another platform's). */
export async function openIntegration(platform: IntegrationPlatform, token: string): Promise<OpenIntegration | null> {
  if (!tokenForm.test(token)) return null
  const { rows } = await query(
    `select i.id, i.platform::text as platform, i.business_id, i.sealed_secret from integrations i ${joinBusiness('b', 'i.business_id')}
      where i.token_hash = $1 and i.platform = $2 and b.id is not null`,
    [hashSecret(token), platform],
  )
  const row = rows[0]
  if (!row) return null
  return { id: Number(row.id), platform, profileId: Number(row.business_id), secret: openSecret(String(row.sealed_secret)) }
}
