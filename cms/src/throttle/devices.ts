// Which device tokens are still known (tables member_devices and staff_devices; collections in
// collections/DeviceTokens.ts). This module holds all SQL on those tables. A signed token
// (device-token.ts) is known only while a row holds its nonce, for its account, stamped with the
// password the account has now: a new password (reset, change, or none at all) ends every token
// issued under the old one, and deleting the account deletes its rows. Each account keeps its
// newest `devicesPerAccount`; a new token retires the oldest (decision 0096).
import { createHash } from 'node:crypto'

import type { Queryable } from './counter'

/** Known devices per account: a member's or staff member's browsers and apps, with room to spare. */
export const devicesPerAccount = 10

export type DeviceHolder = 'member' | 'staff'

const tables = {
  member: { devices: 'member_devices', owner: 'member_id' },
  staff: { devices: 'staff_devices', owner: 'staff_id' },
} as const satisfies Record<DeviceHolder, { devices: string; owner: string }>

/** What a device row keeps of the password it was issued under: a digest of its hash, never the hash. */
export function passwordStamp(passwordHash: string): string {
  return createHash('sha256').update(`kindred/device-password/v1\0${passwordHash}`).digest('hex')
}

/**
 * Records a token just issued to `ownerId`, who signed in with the password whose hash is
 * `passwordHash`, and retires the account's tokens beyond the newest `devicesPerAccount` and those
 * of an older password. Run it in a transaction: the advisory lock then makes two sign-ins of one
 * account take turns, so neither trims without seeing the other's token.
 */
export async function rememberDevice(tx: Queryable, holder: DeviceHolder, ownerId: number, nonce: string, passwordHash: string): Promise<void> {
  const { devices, owner } = tables[holder]
  const stamp = passwordStamp(passwordHash)
  await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [`${devices}:${ownerId}`])
  await tx.query(`insert into ${devices} (${owner}, nonce, password_stamp) values ($1, $2, $3)`, [ownerId, nonce, stamp])
  await tx.query(
    `delete from ${devices} where ${owner} = $1 and id not in (
       select id from ${devices} where ${owner} = $1 and password_stamp = $2 order by created_at desc, id desc limit $3)`,
    [ownerId, stamp, devicesPerAccount],
  )
}

/** Whether the token with `nonce` is one of `ownerId`'s known devices under the password whose hash is `passwordHash` now. */
export async function isRememberedDevice(db: Queryable, holder: DeviceHolder, ownerId: number, nonce: string, passwordHash: string | null): Promise<boolean> {
  if (!passwordHash) return false
  const { devices, owner } = tables[holder]
  const { rows } = await db.query(`select 1 from ${devices} where nonce = $1 and ${owner} = $2 and password_stamp = $3`, [nonce, ownerId, passwordStamp(passwordHash)])
  return rows.length > 0
}
