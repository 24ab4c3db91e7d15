// Generates many members and listed business profiles straight in SQL (generate_series), for the
// directory benchmark and for trying the directory at scale in development. Deterministic: profile
// n always gets the same words. 100,000 profiles took 2–3 minutes on two busy shared cores.
// Rows are marked by their email domain (@scale.invalid) so they can be told apart and removed.

type Client = { query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }

const types = ['fashion-boutique', 'coffee-shop', 'wellness-studio', 'wine-bar', 'ecommerce-brand', 'interior-designer', 'real-estate', 'trades-services', 'startup-tech']

// Per type: nouns for names and phrases for descriptions, in the order of `types`.
const nouns = [
  ['Boutique', 'Threads', 'Wardrobe', 'Atelier', 'Tailors', 'Vintage'],
  ['Roasters', 'Bakehouse', 'Espresso', 'Cafe', 'Kitchen', 'Pantry'],
  ['Yoga', 'Pilates', 'Wellness', 'Studio', 'Movement', 'Spa'],
  ['Cellar', 'Wine Bar', 'Bottle Shop', 'Vintners', 'Taproom', 'Winery'],
  ['Goods', 'Supply', 'Store', 'Candles', 'Skincare', 'Stationery'],
  ['Interiors', 'Design', 'Architects', 'Living', 'Spaces', 'Furniture'],
  ['Realty', 'Property', 'Estate Agents', 'Homes', 'Rentals', 'Agency'],
  ['Carpentry', 'Electrical', 'Plumbing', 'Gardens', 'Builders', 'Painting'],
  ['Labs', 'Software', 'Analytics', 'Apps', 'Digital', 'Delivery'],
]
const phrases = [
  'independent fashion from local designers|curated vintage and slow fashion|linen clothing and accessories|handmade jewellery and leather goods|menswear, tailoring and alterations|sustainable basics and organic cotton',
  'specialty coffee and sourdough pastries|small batch roastery and espresso bar|brunch, cakes and single origin coffee|artisan bakery with croissants and bread|vegan cafe with house made granola|tea room with scones and loose leaf tea',
  'yoga, pilates and meditation classes|reformer pilates for every level|massage, naturopathy and wellness workshops|barre, boxing and strength training|hot yoga and breathwork|day spa with facials and treatments',
  'natural wine and small plates|bottle shop with a monthly wine club|craft beer, cider and local gin|cocktail bar with live jazz|cellar door for a yarra valley winery|whisky and sake tasting room',
  'handmade candles shipped australia wide|natural skincare made in small batches|stationery and gifts sold online|pet treats and accessories delivered weekly|ceramics and homewares from local potters|organic baby clothes and toys',
  'residential interiors and styling|architecture for shops and homes|furniture, ceramics and lighting|kitchen and bathroom renovations|heritage restoration and joinery|workplace and hospitality fit outs',
  'boutique real estate agency|property management and rentals|sales and auctions for families|commercial leasing for retailers|buyers advocacy and appraisals|apartments and off the plan sales',
  'licensed electricians for homes and shops|garden care and landscaping|carpentry and shop fit outs|plumbing and gas fitting|painting and decorating|cleaning for offices and cafes',
  'software for independent retailers|same day bike delivery|analytics for small business|online booking for studios|loyalty cards and gift vouchers|websites and online stores for makers',
]
const adjectives =
  'Juniper Saltbush Wattle Banksia Ironbark Bluestone Laneway Copper Linden Willow Harbour Golden Acacia Coastal Granite Maple Olive Ember Ochre Sage Meadow Cedar Tidal Little Grand Quiet Bright Northern Southern Hidden Lucky Honest Humble Wild Velvet Silver Paper Corner Market Garden Rose Fig Lemon Pepper Clover Fern Hazel Aspen Riverside Hillside Parkside Station Union Smith Brunswick Chapel Lygon High Swan Albert'.split(
    ' ',
  )
// Real Melbourne suburbs and postcodes.
const suburbs =
  'Fitzroy 3065|Collingwood 3066|Abbotsford 3067|Richmond 3121|Cremorne 3121|South Yarra 3141|Prahran 3181|Windsor 3181|St Kilda 3182|Elwood 3184|Brighton 3186|Hampton 3188|Sandringham 3191|Carlton 3053|Carlton North 3054|Parkville 3052|Brunswick 3056|Brunswick East 3057|Brunswick West 3055|Coburg 3058|Pascoe Vale 3044|Northcote 3070|Thornbury 3071|Preston 3072|Reservoir 3073|Fairfield 3078|Alphington 3078|Clifton Hill 3068|Ivanhoe 3079|Heidelberg 3084|Kew 3101|Balwyn 3103|Hawthorn 3122|Camberwell 3124|Canterbury 3126|Surrey Hills 3127|Box Hill 3128|Doncaster 3108|Malvern 3144|Armadale 3143|Toorak 3142|Caulfield 3162|Elsternwick 3185|Glen Iris 3146|Ashburton 3147|Footscray 3011|Seddon 3011|Yarraville 3013|Kingsville 3012|Williamstown 3016|Newport 3015|Altona 3018|Sunshine 3020|Maribyrnong 3032|Ascot Vale 3032|Moonee Ponds 3039|Essendon 3040|Kensington 3031|Flemington 3031|North Melbourne 3051|West Melbourne 3003|Melbourne 3000|Docklands 3008|Southbank 3006|South Melbourne 3205|Port Melbourne 3207|Albert Park 3206|Middle Park 3206'.split(
    '|',
  )

/** Option tables inserted before business_profiles_models in each batch, whose card trigger the generator skips. */
const listsFilledLater = ['business_profiles_channels', 'business_profiles_offers']

const literal = (values: string[]) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::text[]`

/** Inserts `count` members with one listed profile each (every twentieth unlisted), in batches. */
export async function generateScaleProfiles(client: Client, count: number, log: (message: string) => void = () => {}): Promise<void> {
  const start = Number((await client.query(`select count(*)::int as n from members where email like '%@scale.invalid'`)).rows[0]!.n)
  const batch = 20_000
  // The word index's trigger would fill business_profile_terms row by row; one set-based insert at
  // the end is several times faster. The cards' list trigger recomputes all three option lists, so
  // only the last option table's insert keeps it: each batch's profiles are rewritten once, not
  // three times. The transaction brings the triggers back whatever happens.
  await client.query('begin')
  try {
    await client.query('alter table business_profiles disable trigger business_profile_terms_sync')
    for (const table of listsFilledLater) await client.query(`alter table ${table} disable trigger ${table}_card_insert`)
    for (let from = start + 1; from <= start + count; from += batch) {
      const to = Math.min(start + count, from + batch - 1)
      await insertBatch(client, from, to)
      log(`scale profiles: ${to - start} of ${count}`)
    }
    await client.query(
      `insert into business_profile_terms (lexeme, profile_id, weight, created_at)
       select u.lexeme, p.id, max(case w when 'A' then 10 when 'B' then 4 when 'C' then 2 else 1 end), p.created_at
         from business_profiles p, unnest(p.search) as u, unnest(u.weights) as w
        where p.listed and p.slug like 'scale-%' and substring(p.slug from 7)::int between $1 and $2
        group by u.lexeme, p.id`,
      [start + 1, start + count],
    )
    for (const table of listsFilledLater) await client.query(`alter table ${table} enable trigger ${table}_card_insert`)
    await client.query('alter table business_profiles enable trigger business_profile_terms_sync')
    await client.query('commit')
  } catch (error) {
    await client.query('rollback')
    throw error
  }
  // Statistics for the planner and the visibility map for index-only scans, as autovacuum would.
  for (const table of ['members', 'business_profiles', 'business_profiles_channels', 'business_profiles_offers', 'business_profiles_models', 'business_profile_terms'])
    await client.query(`vacuum analyze ${table}`)
}

async function insertBatch(client: Client, from: number, to: number): Promise<void> {
  await client.query(
    `insert into members (email, first_name, last_name, email_verified, created_at, updated_at)
     select 'scale-' || g || '@scale.invalid', 'Scale', 'Member ' || g, g % 4 <> 0, now() - (g % 1500) * interval '1 day', now()
       from generate_series($1::int, $2::int) g`,
    [from, to],
  )
  // Words picked by multiplying n with different primes, so they vary independently.
  await client.query(
    `with picked as (
       select g as n, (g % 9) + 1 as t, ${literal(adjectives)} as adjectives, ${literal(suburbs)} as places
         from generate_series($1::int, $2::int) g),
     words as (
       select n, t,
         adjectives[1 + ((n::bigint * 2654435761) >> 7) % array_length(adjectives, 1)] as adjective,
         adjectives[1 + ((n::bigint * 2246822519) >> 5) % array_length(adjectives, 1)] as second,
         places[1 + ((n::bigint * 3266489917) >> 9) % array_length(places, 1)] as place,
         (${literal(types)})[t] as business_type,
         (array[${nouns.map(literal).join(',')}])[t][1 + (n / 9) % 6] as noun,
         string_to_array((${literal(phrases)})[t], '|') as lines
       from picked)
     insert into business_profiles (member_id, slug, name, business_type, description, suburb, postcode, listed, listed_by_owner, created_at, updated_at)
     select m.id, 'scale-' || w.n, w.adjective || ' ' || w.noun, w.business_type,
            initcap(w.lines[1 + ((w.n::bigint * 668265263) >> 4) % 6]) || ' in ' || regexp_replace(w.place, ' \\d+$', '') || '. ' ||
              'Looking for partners such as ' || lower(w.second) || ' businesses nearby for ' || w.lines[1 + ((w.n::bigint * 374761393) >> 6) % 6] || '.',
            regexp_replace(w.place, ' \\d+$', ''), substring(w.place from '\\d+$'), w.n % 20 <> 0, w.n % 20 <> 0,
            now() - (w.n % 1500) * interval '1 day' + (w.n % 86400) * interval '1 second', now()
       from words w join members m on m.email = 'scale-' || w.n || '@scale.invalid'`,
    [from, to],
  )
  // One to three options of each kind, from bits of n.
  for (const [table, values, shift] of [
    ['business_profiles_channels', ['in-store-space', 'packaging-flyer', 'newsletter'], 0],
    ['business_profiles_offers', ['brand-exposure', 'product-sample', 'consignment', 'discount'], 3],
    ['business_profiles_models', ['paid-placement', 'commission', 'reciprocal'], 7],
  ] as const) {
    await client.query(
      `insert into ${table} ("order", parent_id, value)
       select row_number() over (partition by p.id order by v.i), p.id, v.value::text::${enumOf(table)}
         from business_profiles p
         join lateral unnest(${literal([...values])}) with ordinality as v(value, i)
           on ((((substring(p.slug from 7)::int * 2654435761::bigint) >> ${shift}) % ${2 ** values.length - 1} + 1) >> (v.i::int - 1)) & 1 = 1
        where p.slug like 'scale-%' and substring(p.slug from 7)::int between $1 and $2`,
      [from, to],
    )
  }
}

const enumOf = (table: string) => `enum_${table}`
