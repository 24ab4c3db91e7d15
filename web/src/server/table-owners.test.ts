// One owner for each table: SQL that names these tables is written only in their owner modules, so
// a change to a table (a column, a lock order) is a change to one file. Others use what the owner
// exports (members.server.ts also exports the pieces other statements embed: joinMember, …).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

const owners: Record<string, string[]> = {
  members: [
    'web/src/server/members.server.ts',
    // The CMS's own profile deletion holds the member first (decision 0085); the CMS cannot import the site.
    'cms/src/collections/BusinessProfiles/hooks/holdMemberBeforeDelete.ts',
  ],
  member_sessions: ['web/src/auth/session.server.ts'],
  member_tokens: ['web/src/auth/member-tokens.server.ts'],
  partner_events: ['web/src/partners/events.server.ts'],
  offer_codes: ['web/src/results/codes.server.ts'],
  redemptions: ['web/src/results/redemptions.server.ts'],
  ledger_entries: ['web/src/server/ledger.server.ts'],
  invoices: ['web/src/money/billing-store.server.ts'],
  statements: ['web/src/money/billing-store.server.ts'],
  invoice_counters: ['web/src/money/billing-store.server.ts'],
  code_clicks: ['web/src/results/rollups.server.ts'],
  code_daily_stats: ['web/src/results/rollups.server.ts'],
  counter_links: ['web/src/results/counter-links.server.ts'],
  api_keys: ['web/src/server/api-keys.server.ts'],
  monthly_reports: ['web/src/results/monthly-report.server.ts'],
  integrations: ['web/src/results/integrations.server.ts'],
  collaboration_messages: ['web/src/workspace/messages.server.ts'],
  collaboration_sides: ['web/src/workspace/messages.server.ts'],
  member_notification_settings: ['web/src/server/notification-settings.server.ts'],
  notification_digests: ['web/src/workspace/notifications.server.ts'],
  email_outbox: ['cms/src/mail/outbox.ts'],
  rate_limits: ['cms/src/throttle/counter.ts'],
  og_cards: ['cms/src/og-cards/store.ts'],
}

/** Application sources: not tests, migrations (generated) or generated types. */
function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith('migrations') && !name.endsWith('payload-types.ts'))
    .map((name) => path.join(dir, name))
}

/** The owned tables that `code`'s SQL names (`from`, `join`, `update`, `into`), comments left out. */
function tablesIn(code: string): string[] {
  const statements = code
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join('\n')
  return Object.keys(owners).filter((table) => new RegExp(`\\b(from|join|update|into)\\s+"?${table}"?(?![\\w.])`, 'i').test(statements))
}

const tablesNamed = (file: string) => tablesIn(readFileSync(path.join(root, file), 'utf8'))

describe('table owners', () => {
  it('SQL naming an owned table is written only in its owner', () => {
    const strays = [...sources('web/src'), ...sources('cms/src')].flatMap((file) => [...tablesNamed(file)].filter((table) => !owners[table]!.includes(file)).map((table) => `${table} in ${file}`))
    expect(strays).toEqual([])
  })

  it('reads a statement for the tables it names, and passes over comments and module names', () => {
    expect(tablesIn('await db.query(`select s.id from member_sessions s join members m on m.id = s.member_id`)')).toEqual(['members', 'member_sessions'])
    expect(tablesIn("await tx.query('update members set phone = $2 where id = $1')")).toEqual(['members'])
    expect(tablesIn('// Every feature reads members through members.server.ts.\nimport { x } from "~/server/members.server"')).toEqual([])
    expect(tablesNamed('web/src/server/members.server.ts')).toEqual(['members'])
  })
})
