// The rest of the scale data set beside the partner profiles (scale-profiles.ts), straight in SQL:
// a session for every generated member, business types with their landing pages, CMS landing
// pages, and contact messages in the admin's inbox. Deterministic, marked so it can be told apart:
// slugs and paths start with `scale-`, contact emails end in @scale.invalid.

type Client = { query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }

/** One live session per generated member without one (secret hashes that match no token). */
export async function generateScaleSessions(client: Client): Promise<number> {
  const { rows } = await client.query(
    `with added as (
       insert into member_sessions (id, member_id, expires_at, last_seen_at, user_agent, secret_hash, created_at, updated_at)
       select md5('scale-session-' || m.id), m.id, now() + interval '30 days', now() - (m.id % 30) * interval '1 day',
              'Mozilla/5.0 (scale)', md5('scale-secret-' || m.id), now() - (m.id % 60) * interval '1 day', now()
         from members m
        where m.email like '%@scale.invalid'
          and not exists (select 1 from member_sessions s where s.member_id = m.id)
       returning 1)
     select count(*)::int as n from added`,
  )
  return Number(rows[0]!.n)
}

const icons = ['store', 'coffee', 'flower', 'wine', 'cart', 'ruler', 'home', 'wrench', 'rocket', 'megaphone']
const trades =
  'Bakers|Florists|Barbers|Bookshops|Bike Shops|Butchers|Cheesemongers|Chocolatiers|Delis|Dog Groomers|Framers|Gelaterias|Gift Shops|Hair Salons|Hardware Stores|Jewellers|Nail Bars|Nurseries|Opticians|Photographers|Potters|Printers|Record Stores|Shoe Repairs|Surf Shops|Tattoo Studios|Toy Shops|Vets|Yarn Stores|Zero Waste Stores'.split(
    '|',
  )

const literal = (values: string[]) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::text[]`

/**
 * `count` published business types (`/scale-type-n`), each a landing page with its own SEO text
 * and sections, ordered after the hand-made ones. Skips numbers that exist already.
 */
export async function generateScaleBusinessTypes(client: Client, count: number): Promise<void> {
  await client.query(
    `with picked as (
       select g as n, (${literal(trades)})[1 + g % ${trades.length}] as trade, (${literal(icons)})[1 + g % ${icons.length}] as icon
         from generate_series(1, $1::int) g)
     insert into business_types (slug, "order", nav_label, icon, card_description, seo_title, meta_description, keywords,
                                 headline, intro_text, cta_text, section1_title, section1_content, section2_title, section2_content,
                                 _status, created_at, updated_at)
     select 'scale-type-' || n, 1000 + n, trade || ' ' || n, icon::enum_business_types_icon,
            'Partnerships for ' || lower(trade) || ' (' || n || ').',
            'Partnerships for ' || trade || ' ' || n || ' | Kindred',
            'How ' || lower(trade) || ' find local partners: shared space, packaging inserts and newsletters (' || n || ').',
            lower(trade) || ', partnerships, local business ' || n,
            'Grow your ' || lower(trade) || ' business with local partners',
            'Independent ' || lower(trade) || ' team up with nearby businesses to reach new customers. Variant ' || n || '.',
            'Find partners',
            'Why partner', 'Share customers with businesses your customers already love, without paying for ads.',
            'How it works', 'Create a profile, browse the directory, propose a collaboration and run it from your dashboard.',
            'published', now() - (n % 700) * interval '1 day', now() - (n % 90) * interval '1 day'
       from picked
     on conflict (slug) do nothing`,
    [count],
  )
}

/** `count` published CMS landing pages (`/scale-guide-n`): title and SEO only, no blocks. */
export async function generateScalePages(client: Client, count: number): Promise<void> {
  await client.query(
    `insert into pages (title, path, seo_title, seo_description, seo_keywords, _status, created_at, updated_at)
     select 'Partnership guide ' || g, '/scale-guide-' || g, 'Partnership guide ' || g || ' | Kindred',
            'A guide to local partnerships, number ' || g || '.', 'partnerships, guide', 'published',
            now() - (g % 700) * interval '1 day', now() - (g % 90) * interval '1 day'
       from generate_series(1, $1::int) g
      where not exists (select 1 from pages p where p.path = '/scale-guide-' || g)`,
    [count],
  )
}

/**
 * `count` contact messages over three years, newest first in the inbox. Statuses as an inbox looks
 * after a while: most answered, some spam, a few in progress, about 2 % new (the recent ones).
 */
export async function generateScaleContactMessages(client: Client, count: number, log: (message: string) => void = () => {}): Promise<void> {
  const start = Number((await client.query(`select count(*)::int as n from contact_messages where email like '%@scale.invalid'`)).rows[0]!.n)
  const batch = 50_000
  for (let from = start + 1; from <= start + count; from += batch) {
    const to = Math.min(start + count, from + batch - 1)
    await client.query(
      `insert into contact_messages (status, name, email, company, type, message, answered_at, created_at, updated_at)
       select s.status::enum_contact_messages_status, 'Scale Sender ' || g, 'sender-' || g || '@scale.invalid', 'Company ' || (g % 5000),
              (array['partnership-opportunities', 'new-channels', 'other'])[1 + g % 3]::enum_contact_messages_type,
              'Hello, we would like to talk about a partnership. Message ' || g || '.',
              case when s.status = 'answered' then s.at + interval '1 day' end, s.at, s.at
         from generate_series($1::int, $2::int) g
         cross join lateral (
           select now() - (($3::int - g) * interval '473 seconds') as at,
                  case when g > $3::int - $4::int then 'new'
                       when g % 20 = 0 then 'in-progress'
                       when g % 7 = 0 then 'spam'
                       else 'answered' end as status) s`,
      [from, to, start + count, Math.ceil(count / 50)],
    )
    log(`contact messages: ${to - start} of ${count}`)
  }
}

/** Planner statistics and the visibility map for the tables the scale data fills. */
export async function analyzeScaleTables(client: Client): Promise<void> {
  for (const table of ['member_sessions', 'business_types', 'pages', 'contact_messages']) await client.query(`vacuum analyze ${table}`)
}
