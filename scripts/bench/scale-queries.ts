// The hot queries of the small-vs-large benchmark, as the application and Payload send them (the
// contact list and the business type lookup are Payload's own SELECTs, reduced to what decides the
// plan), with EXPLAIN (ANALYZE, BUFFERS) on the large database.
import type pg from 'pg'

import { directoryStatements } from '../../web/src/partners/directory-query'
import { partnerCard } from './partner-card'

const queries: { label: string; sql: string; params?: unknown[] }[] = [
  {
    label: 'admin contact list: status new, newest first, 10 (Payload REST)',
    sql: `select id, status, name, email, type, created_at from contact_messages where status = 'new' order by created_at desc limit 10`,
  },
  { label: 'admin contact list: its total (Payload counts every list)', sql: `select count(*) from contact_messages where status = 'new'` },
  {
    label: 'login: the member by email',
    sql: `select id, password_hash from members where email = $1`,
    params: ['scale-77777@scale.invalid'],
  },
  {
    label: 'profile read: session validation',
    sql: `select s.id, s.member_id, s.expires_at, m.email from member_sessions s join members m on m.id = s.member_id where s.id = $1`,
    params: [''],
  },
  { label: 'business page: the type by slug', sql: `select id, slug, headline from business_types where slug = $1 and _status = 'published'`, params: ['scale-type-1500'] },
  {
    label: 'sitemap: business types, slug and date only',
    sql: `select slug, updated_at from business_types where _status = 'published' order by "order"`,
  },
]

export async function hotQueries(client: pg.Client): Promise<string[]> {
  const session = await client.query(`select id from member_sessions order by id limit 1 offset 5000`)
  const plans: string[] = []
  for (const { label, sql, params } of queries) {
    const values = label.startsWith('profile read') ? [session.rows[0]?.id ?? ''] : params
    await client.query(sql, values) // warm
    const { rows } = await client.query(`explain (analyze, buffers) ${sql}`, values)
    plans.push(`${label}\n    ${rows.map((row) => row['QUERY PLAN']).join('\n    ')}`)
  }
  // "candles" is one lexeme, "candl", as PostgreSQL's English stemmer makes it.
  for (const [filters, search] of [
    [{ q: 'candles' }, { exact: ['candl'], prefix: null }],
    [{ type: 'coffee-shop', location: 'Fitzroy' }, null],
  ] as const) {
    const statements = directoryStatements(filters, { page: 1, pageSize: 24, search: search && { exact: [...search.exact], prefix: null }, ...partnerCard })
    await client.query(statements.page, statements.params)
    const { rows } = await client.query(`explain (analyze, buffers) ${statements.page}`, statements.params)
    plans.push(`partners ${new URLSearchParams(filters)}\n    ${rows.map((row) => row['QUERY PLAN']).join('\n    ')}`)
  }
  return plans
}
