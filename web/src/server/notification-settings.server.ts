// Which emails a member wants (`/auth/notifications`, decision 0106), next to the members table: every
// feature that emails a member (partners' proposal emails, the workspace's messages, the monthly
// report) reads the choice here, and an unsubscribe link turns one off here. No row is the
// defaults. The table member_notification_settings is written and read only in this file.
import { isForeignKeyViolation } from '@kindred/cms/database'

import { db, type Queryable } from './db.server'

export const frequencies = ['instant', 'daily', 'off'] as const
export type Frequency = (typeof frequencies)[number]

export type NotificationSettings = { proposals: Frequency; messages: Frequency; monthlyReport: boolean }

/** What an email can be about, and so what its unsubscribe link turns off. */
export const categories = ['proposals', 'messages', 'monthlyReport'] as const
export type Category = (typeof categories)[number]

export const defaultNotificationSettings: NotificationSettings = { proposals: 'instant', messages: 'instant', monthlyReport: true }

const frequencyOf = (value: unknown, fallback: Frequency): Frequency => (frequencies.includes(value as Frequency) ? (value as Frequency) : fallback)

/** The member's choices, or the defaults when they never chose. */
export async function notificationSettingsOf(memberId: number, client?: Queryable): Promise<NotificationSettings> {
  const { rows } = await (client ?? (await db())).query(`select proposals::text as proposals, messages::text as messages, monthly_report from member_notification_settings where member_id = $1`, [
    memberId,
  ])
  const row = rows[0]
  if (!row) return { ...defaultNotificationSettings }
  return {
    proposals: frequencyOf(row.proposals, defaultNotificationSettings.proposals),
    messages: frequencyOf(row.messages, defaultNotificationSettings.messages),
    monthlyReport: row.monthly_report !== false,
  }
}

/** Those of the members `ids` who turned the monthly report off (as notificationSettingsOf reads it, for many at once). */
export async function monthlyReportTurnedOff(ids: number[], client?: Queryable): Promise<Set<number>> {
  if (!ids.length) return new Set()
  const { rows } = await (client ?? (await db())).query(`select member_id from member_notification_settings where member_id = any($1::int[]) and monthly_report = false`, [ids])
  return new Set(rows.map((row) => Number(row.member_id)))
}

/** Stores all three choices; returns them as stored. */
export async function saveNotificationSettings(memberId: number, settings: NotificationSettings, client?: Queryable): Promise<NotificationSettings> {
  await (client ?? (await db())).query(
    `insert into member_notification_settings (member_id, proposals, messages, monthly_report, updated_at, created_at)
     values ($1, $2, $3, $4, now(), now())
     on conflict (member_id) do update set proposals = excluded.proposals, messages = excluded.messages,
            monthly_report = excluded.monthly_report, updated_at = now()`,
    [memberId, settings.proposals, settings.messages, settings.monthlyReport],
  )
  return settings
}

/**
 * Turns one category off (an unsubscribe link), keeping the other choices; false when the member
 * no longer exists. One statement, so two clicks at once both leave it off.
 */
export async function turnOff(memberId: number, category: Category, client?: Queryable): Promise<boolean> {
  const column = { proposals: 'proposals', messages: 'messages', monthlyReport: 'monthly_report' }[category]
  const off = category === 'monthlyReport' ? 'false' : `'off'`
  try {
    await (client ?? (await db())).query(
      `insert into member_notification_settings (member_id, proposals, messages, monthly_report, updated_at, created_at)
       values ($1, $2, $3, $4, now(), now())
       on conflict (member_id) do update set ${column} = ${off}, updated_at = now()`,
      [
        memberId,
        category === 'proposals' ? 'off' : defaultNotificationSettings.proposals,
        category === 'messages' ? 'off' : defaultNotificationSettings.messages,
        category === 'monthlyReport' ? false : defaultNotificationSettings.monthlyReport,
      ],
    )
    return true
  } catch (error) {
    // A deleted member has nothing left to unsubscribe from.
    if (isForeignKeyViolation(error)) return false
    throw error
  }
}

/**
 * SQL for the member `memberIdColumn`'s choice for messages (`instant` when never chosen), for a
 * statement that picks whom to email; the table stays named only in this file.
 */
export const messagesFrequencySql = (memberIdColumn: string) => `coalesce((select ns.messages::text from member_notification_settings ns where ns.member_id = ${memberIdColumn}), 'instant')`
