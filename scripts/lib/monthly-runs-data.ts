// The data the monthly runs work through, written in plain SQL for the benchmark (100,000 members,
// 1,000,000 ledger entries) and for the tests that kill a run half way: businesses from
// scale-profiles, then for one Melbourne month either ledger entries with Kindred and between pairs
// of businesses (what the billing run invoices and states) or accepted collaborations with a code
// and a few days of clicks and sales (what the monthly report reports). Rows are made for the
// businesses `ids` only, so a test's rows stay apart from everyone else's.

type Client = { query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }

/** The ids of the scale businesses numbered `from`..`to` (slugs scale-from … scale-to), in order. */
export async function scaleBusinessIds(client: Client, from: number, to: number): Promise<number[]> {
  const { rows } = await client.query(`select id from business_profiles where slug like 'scale-%' and substring(slug from 7)::int between $1 and $2 order by substring(slug from 7)::int`, [from, to])
  return rows.map((row) => Number(row.id))
}

/** The number of scale members so far (the next batch starts after it). */
export async function scaleMemberCount(client: Client): Promise<number> {
  return Number((await client.query(`select count(*)::int as n from members where email like '%@scale.invalid'`)).rows[0]!.n)
}

/**
 * For `month` (YYYY-MM), in the middle of it: `perBusiness` platform-commission entries owed to
 * Kindred by each business of `ids`, and one commission entry each way between neighbours
 * (ids[0] and ids[1], ids[2] and ids[3], …), so each business has one invoice and one statement to
 * come. Answers the number of entries written.
 */
export async function seedBillingMonth(client: Client, ids: number[], month: string, perBusiness: number): Promise<number> {
  const at = `${month}-15T02:00:00Z`
  const kindred = await client.query(
    `insert into ledger_entries (kind, amount, payer_id, payee_is_kindred, status, source, created_at, updated_at)
     select 'platform-commission', 100 + (b.id * 7 + k) % 900, b.id, true, 'pending', 'bench:' || $2 || ':' || b.id || ':' || k, $3, $3
       from unnest($1::int[]) as b(id), generate_series(1, $4::int) as k`,
    [ids, month, at, perBusiness],
  )
  const pairs = await client.query(
    `with numbered as (select id, row_number() over () - 1 as n from unnest($1::int[]) as b(id)),
          pairs as (select a.id as low, b.id as high from numbered a join numbered b on b.n = a.n + 1 and a.n % 2 = 0)
     insert into ledger_entries (kind, amount, payer_id, payee_id, status, source, created_at, updated_at)
     select 'commission', case when way = 1 then 1200 else 500 end, case when way = 1 then low else high end, case when way = 1 then high else low end,
            'pending', 'bench:' || $2 || ':' || low || '-' || high || ':' || way, $3, $3
       from pairs, generate_series(1, 2) as way`,
    [ids, month, at],
  )
  return Number((kindred as unknown as { rowCount: number }).rowCount) + Number((pairs as unknown as { rowCount: number }).rowCount)
}

/**
 * For `month`: the members who run the businesses `ids` on Growth (which has the report), an
 * accepted collaboration between neighbours (ids[0] and ids[1], …) with one code each (BN and the
 * collaboration's id in the codes' alphabet), and clicks,
 * scans and sales on three days of the month, as the daily rollups hold them. Answers the members.
 */
export async function seedReportMonth(client: Client, ids: number[], month: string): Promise<number[]> {
  await client.query(`update members set plan = 'growth', plan_status = 'active', trial_ends_at = null where id in (select member_id from business_profiles where id = any($1::int[]))`, [ids])
  await client.query(
    `with numbered as (select id, row_number() over () - 1 as n from unnest($1::int[]) as b(id)),
          pairs as (select a.id as low, b.id as high from numbered a join numbered b on b.n = a.n + 1 and a.n % 2 = 0),
          made as (
            insert into proposals (status, answered_at, from_id, to_id, channel, offer, model, message, created_at, updated_at)
            select 'accepted', $2::timestamptz, low, high, 'in-store-space', 'brand-exposure', 'reciprocal', 'A collaboration of the monthly runs benchmark.', $2::timestamptz, $2::timestamptz
              from pairs returning id, from_id, to_id),
          codes as (
            insert into offer_codes (code, collaboration_id, redeemer_id, promoter_id, offer_text, destination, created_at, updated_at)
            select 'BN' || (select string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (id / (32 ^ k)::int) % 32 + 1, 1), '' order by k) from generate_series(0, 4) as k), id, from_id, to_id, '10% off', '/', $2::timestamptz, $2::timestamptz from made returning id)
     insert into code_daily_stats (code_id, day, clicks, qr_scans, redemptions, revenue)
     select codes.id, $3 || '-' || lpad(d::text, 2, '0'), 3 + (codes.id + d) % 20, (codes.id + d) % 3, (codes.id + d) % 2, ((codes.id + d) % 2) * 2500
       from codes, unnest(array[3, 14, 27]) as d`,
    [ids, `${month}-02T02:00:00Z`, month],
  )
  const { rows } = await client.query(`select member_id from business_profiles where id = any($1::int[]) and member_id is not null order by member_id`, [ids])
  return rows.map((row) => Number(row.member_id))
}
