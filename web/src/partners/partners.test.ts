// The partners vocabulary, slugs, URL filters and the directory SQL, without a database.
import { describe, expect, it } from 'vitest'

import { channelOptions, modelOptions, offerOptions, partnerEventKinds, profileSlugPattern, proposalStatusOptions } from '../../../cms/src/fields/partnerOptions'

import { directoryQuery, directoryStatements, lexemesStatement, optionList, searchPrefix, searchWords } from './directory-query'
import { placeOf } from './place'
import { boundedInput } from './input'
import { businessProfileSchema, channels, directoryFilterSchema, firstStartDay, models, offers, proposalSchema, proposalStatuses, readDirectoryFilters } from './partners.schema'
import { activityKinds, directorySearch, filterNames, hasFilters, isFilteredView, slugPattern } from './partners.options'
import { slugBaseFor, slugify } from './slug'

describe('the vocabulary', () => {
  it('has no option with a comma, so a card’s lists travel comma-joined (optionList)', () => {
    for (const value of [...channels, ...offers, ...models]) expect(value).not.toContain(',')
    expect(optionList('newsletter,in-store-space')).toEqual(['newsletter', 'in-store-space'])
    expect(optionList('')).toEqual([])
    expect(optionList(null)).toEqual([])
  })

  it('is the same in the site and in the CMS', () => {
    expect(channelOptions.map((option) => option.value)).toEqual([...channels])
    expect(offerOptions.map((option) => option.value)).toEqual([...offers])
    expect(modelOptions.map((option) => option.value)).toEqual([...models])
    expect(proposalStatusOptions.map((option) => option.value)).toEqual([...proposalStatuses])
  })

  it("lists as activity every event the CMS records but a profile view, and the account's creation", () => {
    expect([...activityKinds]).toEqual(['account-created', ...partnerEventKinds.filter((kind) => kind !== 'profile-viewed')])
  })

  it('the admin accepts the slugs the site finds, and no other', () => {
    expect(profileSlugPattern.source).toBe(slugPattern.source)
  })
})

describe('slugify', () => {
  it.each([
    ['Café Olé & Co.', 'cafe-ole-and-co'],
    ['  The  Daily   Grind!! ', 'the-daily-grind'],
    ['ÆON 42', 'aeon-42'],
    ['Đà Lạt Café', 'da-lat-cafe'],
    ['Straße 9 & Smørrebrød', 'strasse-9-and-smorrebrod'],
    ['Καφενείο Ελληνικό', 'kafeneio-elliniko'],
    ['Пекарня Хлеб', 'pekarnya-khleb'],
    ['咖啡店', ''],
    ['---', ''],
    ['x'.repeat(80), 'x'.repeat(60)],
    ["Bob's Bagels & Brews", 'bobs-bagels-and-brews'],
    ['Bob’s Bagels', 'bobs-bagels'],
    // Cut after the last whole word that fits in 60.
    ["Bob's Bagels & Brews — the very long named neighbourhood bakery of Northcote", 'bobs-bagels-and-brews-the-very-long-named-neighbourhood'],
    [`${'a'.repeat(59)} b`, 'a'.repeat(59)],
    [`${'a'.repeat(60)} b`, 'a'.repeat(60)],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug)
  })

  it('cuts to a shorter length on whole words too', () => {
    expect(slugify('The Daily Grind Coffee Roasters', 20)).toBe('the-daily-grind')
  })

  it('gives a profile saved without an address the one its editor showed: room for "-2", and never too short', () => {
    expect(slugBaseFor('Café Olé & Co.')).toBe('cafe-ole-and-co')
    expect(slugBaseFor('ab')).toBe('ab-business')
    expect(slugBaseFor('咖啡店')).toBe('business')
    expect(slugBaseFor('x'.repeat(80))).toBe('x'.repeat(55))
    expect(slugBaseFor('   ')).toBe('')
  })
})

describe('the slug rule', () => {
  it.each(['abc', 'cafe-ole', 'a1-b2-c3', 'x'.repeat(60)])('accepts %s', (slug) => expect(slugPattern.test(slug)).toBe(true))
  it.each(['-bob-', 'bob-', '-bob', 'bob--bagels', 'ab', 'x'.repeat(61), 'Bob', 'bob_s', 'bob s'])('refuses %s', (slug) => expect(slugPattern.test(slug)).toBe(false))
})

describe('readDirectoryFilters (URL search params, lenient)', () => {
  it('keeps known values and drops the rest', () => {
    expect(readDirectoryFilters({ q: ' coffee ', type: 'coffee-shop', channel: 'newsletter', offer: 'nope', model: 'commission', location: '', page: '2' })).toEqual({
      q: 'coffee',
      type: 'coffee-shop',
      channel: 'newsletter',
      model: 'commission',
      page: 2,
    })
    expect(readDirectoryFilters({ page: '1' })).toEqual({})
    // A link typed with capitals means the lower-case values.
    expect(readDirectoryFilters({ type: 'Coffee-Shop', channel: 'Newsletter', offer: ' DISCOUNT ' })).toEqual({ type: 'coffee-shop', channel: 'newsletter', offer: 'discount' })
    expect(readDirectoryFilters({ page: '0' })).toEqual({})
    expect(readDirectoryFilters({ q: 'x'.repeat(101), page: '99999' })).toEqual({})
  })

  it('drops text with control characters (a NUL byte would fail the database query)', () => {
    expect(readDirectoryFilters({ type: '^4\u00006 $pt|', location: 'Fitz\u0000roy', q: 'wine\u0007', channel: 'newsletter' })).toEqual({ channel: 'newsletter' })
  })
})

describe("directorySearch (the route's search, laid over the address's)", () => {
  it('names every filter, so one read as absent replaces what the address said', () => {
    const search = directorySearch({ q: 'x'.repeat(101), channel: 'billboard', location: 'Fitzroy', page: '0' })
    expect({ q: 'typed', channel: 'billboard', page: '0', ...search }).toEqual({ location: 'Fitzroy' })
    expect(Object.keys(search).sort()).toEqual(['channel', 'location', 'model', 'offer', 'page', 'q', 'type'])
  })
  it('counts only the filters set', () => {
    const none = directorySearch({})
    expect([hasFilters(none), isFilteredView(none), filterNames(none)]).toEqual([false, false, []])
    const paged = directorySearch({ page: '3' })
    expect([hasFilters(paged), isFilteredView(paged)]).toEqual([false, true])
    expect(filterNames(directorySearch({ type: 'wine-bar', location: '3065', page: '2' }))).toEqual(['type', 'location'])
  })
})

describe('directoryFilterSchema (the API, strict)', () => {
  it('reads empty parameters as absent and pages as numbers', () => {
    expect(directoryFilterSchema.parse({ q: '', type: '', channel: '', page: '3' })).toEqual({ page: 3 })
  })
  it('refuses unknown options', () => {
    expect(directoryFilterSchema.safeParse({ channel: 'billboard' }).success).toBe(false)
  })
})

describe('the profile and proposal schemas', () => {
  const profile = { name: 'A', businessType: 'coffee-shop', description: 'd', suburb: 's', postcode: '3000', channels: ['newsletter'], offers: ['discount'], models: ['reciprocal'], listed: true }
  it('reads a website written without https:// as https, and refuses what is no web address', () => {
    const website = (value: string) => businessProfileSchema.safeParse({ ...profile, website: value })
    expect(website(' bakery.com.au/menu ').data?.website).toBe('https://bakery.com.au/menu')
    expect(website('http://bakery.com.au').data?.website).toBe('http://bakery.com.au')
    expect(website('bakery.com.au:8443/shop').data?.website).toBe('https://bakery.com.au:8443/shop')
    expect(website('//bakery.com.au').data?.website).toBe('https://bakery.com.au')
    // Scheme and host in lower case; the path as written.
    expect(website('HTTP://Bakery.COM.au/Menu').data?.website).toBe('http://bakery.com.au/Menu')
    expect(website('Bakery.com.au/Menu?Day=Mon').data?.website).toBe('https://bakery.com.au/Menu?Day=Mon')
    for (const bad of ['ftp://bakery.com.au', 'localhost', 'mailto:hello@bakery.com.au', 'not a url']) expect(website(bad).success, bad).toBe(false)
  })

  it('keeps a website in the form its link opens: the site it shows, never a path on Kindred', () => {
    const website = (value: string) => businessProfileSchema.safeParse({ ...profile, website: value })
    // On an http page a browser reads "http:bakery.com.au" as a path of that page.
    expect(website('http:bakery.com.au').data?.website).toBe('http://bakery.com.au')
    expect(website('https:///bakery.com.au/menu').data?.website).toBe('https://bakery.com.au/menu')
    expect(website('https://bakery.com.au/').data?.website).toBe('https://bakery.com.au')
    expect(website('https://bakery.com.au/our menu').data?.website).toBe('https://bakery.com.au/our%20menu')
    // A name that looks like another site's (a Cyrillic "а") shows what it is.
    expect(website('https://\u0430pple.com').data?.website).toBe('https://xn--pple-43d.com')
    for (const bad of ['https://bakery..com.au', 'https://-bakery-.com.au', 'https://10.0.0.1/admin', 'http://[::1]/', 'https://bakery.com.au.123']) {
      expect(website(bad).error?.issues[0]?.message, bad).toBe('Please enter a web address, such as https://example.com.au')
    }
  })

  it('refuses a website with a user or password in it, which reads as one site and opens another', () => {
    const website = (value: string) => businessProfileSchema.safeParse({ ...profile, website: value })
    for (const bad of ['https://trusted.example@evil.example', 'https://user:pw@evil.example/', 'bakery.com.au@evil.example', 'https://:pw@evil.example']) {
      expect(website(bad).error?.issues[0]?.message, bad).toBe('Please enter a web address, such as https://example.com.au')
    }
    expect(website('https://bakery.com.au/@menu').success).toBe(true)
  })

  it('says a postcode sent as a number must be text, and refuses one of zeros', () => {
    const field = (change: object) => businessProfileSchema.safeParse({ ...profile, ...change }).error?.issues[0]?.message
    expect(field({ postcode: 3065 })).toBe('Postcode must be text')
    expect(field({ postcode: undefined })).toBe('Postcode is required')
    for (const zeros of ['0000', '00000']) expect(field({ postcode: zeros })).toBe('Please enter a 4-digit postcode (5 digits in the United States)')
    expect(field({ postcode: '0800' })).toBeUndefined()
  })

  it('keeps a suburb without the state or postcode typed after it, so the directory finds it by what its card shows', () => {
    const suburb = (value: string) => businessProfileSchema.parse({ ...profile, suburb: value }).suburb
    for (const written of ['Fitzroy, VIC', 'Fitzroy VIC 3065', 'Fitzroy, VIC 3065', 'Fitzroy 3065', ' Fitzroy ']) expect(suburb(written), written).toBe('Fitzroy')
    for (const kept of ['Fitzroy Nth', 'Melbourne CBD', 'Box Hill', 'St Kilda East']) expect(suburb(kept)).toBe(kept)
    // Nothing but a state stays as typed rather than becoming empty.
    expect(suburb('VIC')).toBe('VIC')
  })

  it('asks for the suburb by its name when what is typed has no letter in it', () => {
    const field = (suburb: string) => businessProfileSchema.safeParse({ ...profile, suburb }).error?.issues[0]?.message
    for (const nameless of ['3065', '-', '...', '\u{1F377}\u{1F377}']) expect(field(nameless), nameless).toBe("Please enter the suburb's name, such as Fitzroy")
    for (const named of ['Fitzroy', 'Ōtautahi', 'Saint-Tropez', '北区']) expect(field(named), named).toBeUndefined()
  })

  it('refuses a name that turns itself around, and a name or message with nothing visible in it is required', () => {
    const field = (change: object) => businessProfileSchema.safeParse({ ...profile, ...change }).error?.issues[0]?.message
    expect(field({ name: '\u202eslarolF ecilA' })).toBe('Business name contains characters that are not allowed')
    expect(field({ description: 'Fine wines \u2067and more' })).toBe('Description contains characters that are not allowed')
    expect(field({ name: ' \u200b\u200b ' })).toBe('Business name is required')
    expect(businessProfileSchema.parse({ ...profile, name: 'Cafe\u0301' }).name).toBe('Café')
    const message = (value: string) => proposalSchema.safeParse({ toPartner: 'abc', channel: 'newsletter', offer: 'discount', model: 'reciprocal', message: value }).error?.issues[0]?.message
    expect(message('\u200b\u200b\u200b')).toBe('Message is required')
    expect(message('Shall we?')).toBeUndefined()
  })

  it('drops duplicate options and turns an empty website into null', () => {
    expect(businessProfileSchema.parse({ ...profile, channels: ['newsletter', 'newsletter'], website: '' })).toMatchObject({ channels: ['newsletter'], website: null })
  })
  it('accepts today as a start date but not last month', () => {
    const today = new Date().toISOString().slice(0, 10)
    const base = { toPartner: 'abc', channel: 'newsletter', offer: 'discount', model: 'reciprocal', message: 'Hi' }
    expect(proposalSchema.safeParse({ ...base, startDate: today }).success).toBe(true)
    expect(proposalSchema.safeParse({ ...base, startDate: new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10) }).success).toBe(false)
  })
  it('says a field is required when it is missing, and must be text when it is something else', () => {
    const base = { toPartner: 'abc', channel: 'newsletter', offer: 'discount', model: 'reciprocal' }
    const messageError = (message: unknown) => proposalSchema.safeParse({ ...base, message }).error?.issues.find((issue) => issue.path[0] === 'message')?.message
    expect([messageError(undefined), messageError(null), messageError('  ')]).toEqual(['Message is required', 'Message is required', 'Message is required'])
    expect([messageError(42), messageError(['Hi'])]).toEqual(['Message must be text', 'Message must be text'])
  })
  it("starts no earlier than today: the browser's own day, or on the server the earliest today anywhere", () => {
    // 16:57 UTC on 27 November: already the 28th in Melbourne, still the 27th in UTC−12.
    const now = Date.UTC(2026, 10, 27, 16, 57)
    expect(firstStartDay(now, false)).toBe('2026-11-27')
    // Just after midnight UTC, UTC−12 is still on the day before.
    expect(firstStartDay(Date.UTC(2026, 10, 28, 0, 30), false)).toBe('2026-11-27')
    expect(firstStartDay(now, true)).toBe(new Date(now).toLocaleDateString('en-CA'))
    const base = { toPartner: 'abc', channel: 'newsletter', offer: 'discount', model: 'reciprocal', message: 'Hi' }
    const yesterday = new Date(Date.now() - 36 * 3_600_000).toISOString().slice(0, 10)
    expect(proposalSchema.safeParse({ ...base, startDate: yesterday }).success).toBe(false)
  })
})

describe('directoryQuery', () => {
  it('only listed businesses, newest first, without filters', () => {
    expect(directoryQuery({})).toEqual({ where: 'where p.listed', params: [], terms: null, filtered: false })
  })

  it('keeps words of letters and digits, at most 8, and stems them in PostgreSQL (the last a prefix on request)', () => {
    expect(searchWords("Joe's  café & bar | !")).toEqual(['joe', 's', 'café', 'bar'])
    expect(searchWords('&|!():*')).toEqual([])
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8)
    expect(lexemesStatement(['wine', 'ba'], true).params).toEqual(['wine', 'ba'])
    expect(lexemesStatement(['wine', 'ba'], false).params).toEqual(['wine ba', ''])
  })

  it('matches a cut-off last word by what its letters and its stem share', () => {
    expect(searchPrefix('Potty', 'potti')).toBe('pott') // "pottery" cut short: stemming turned y into i
    expect(searchPrefix('bakerie', 'bakeri')).toBe('bakeri') // the stem of a whole word is what was indexed
    expect(searchPrefix('flor', 'flor')).toBe('flor')
    expect(searchPrefix('Crém', 'crem')).toBe('crem') // the index has no accents, so the typed letters lose theirs
    expect(searchPrefix('the', null)).toBeNull() // a stop word has no lexeme
  })

  it('searches the word index: every lexeme must match, a prefix counts each profile once', () => {
    const exact = directoryQuery({ q: 'wine bar' }, { exact: ['wine', 'bar'], prefix: null })
    expect(exact).toMatchObject({ where: 'where p.listed', params: ['wine', 'bar'], filtered: true })
    expect(exact.terms).toContain('where t0.lexeme = $1')
    expect(exact.terms).toContain('join business_profile_terms t1 on t1.profile_id = t0.profile_id and t1.lexeme = $2')
    expect(exact.terms).toContain('t0.weight + t1.weight as rank')
    const prefixed = directoryQuery({ q: 'wine ba' }, { exact: ['wine'], prefix: 'ba' })
    expect(prefixed.params).toEqual(['wine', 'ba'])
    expect(prefixed.terms).toContain('tp.lexeme >= $2 and tp.lexeme < $2 || chr(1114111) group by tp.profile_id')
    expect(directoryQuery({ q: 'flor' }, { exact: [], prefix: 'flor' }).terms).toMatch(/^select x.profile_id as id, x.weight as rank/)
    // Stop words only: no free-text filter at all.
    expect(directoryQuery({ q: 'the' }, { exact: [], prefix: null })).toMatchObject({ terms: null, filtered: false })
  })

  it('reads no profile row to rank free text alone, and joins the profiles for other filters', () => {
    const options = { page: 1, pageSize: 24, columns: 'p.id', search: { exact: ['wine'], prefix: null } }
    expect(directoryStatements({ q: 'wine' }, options).page).toContain('from terms h\n')
    expect(directoryStatements({ q: 'wine', type: 'wine-bar' }, options).page).toContain('from terms h join business_profiles p on p.id = h.id where p.listed and p.business_type = $2')
  })

  it('binds every value as a parameter', () => {
    const built = directoryQuery({ type: "x'; drop table members; --", channel: 'newsletter', offer: 'discount', model: 'commission', location: 'Fitzroy North' })
    expect(built.params).toEqual(["x'; drop table members; --", 'newsletter', 'discount', 'commission', 'Fitzroy North'])
    expect(built.where).not.toContain('drop table')
    expect(built.where).toContain('lower(p.suburb) = lower($5)')
    expect(directoryQuery({ location: '3065' }).where).toContain('p.postcode = $1')
  })

  it('reads a location as a suburb, a postcode, or both as a card shows them', () => {
    expect(placeOf('Fitzroy')).toEqual({ suburb: 'Fitzroy', postcode: null })
    expect(placeOf('3065')).toEqual({ suburb: null, postcode: '3065' })
    for (const written of ['Fitzroy 3065', 'Fitzroy, 3065', 'Fitzroy, VIC 3065', 'fitzroy vic 3065', 'Fitzroy,VIC,3065']) {
      expect(placeOf(written), written).toEqual({ suburb: written.startsWith('f') ? 'fitzroy' : 'Fitzroy', postcode: '3065' })
    }
    expect(placeOf('Box Hill 3128')).toEqual({ suburb: 'Box Hill', postcode: '3128' })
    expect(placeOf('Fitzroy Nth 3068')).toEqual({ suburb: 'Fitzroy Nth', postcode: '3068' })
    expect(placeOf('Brooklyn, NY 11201')).toEqual({ suburb: 'Brooklyn', postcode: '11201' })
    expect(placeOf('VIC 3065')).toEqual({ suburb: 'VIC', postcode: '3065' }) // one word is a suburb, not a state
    // A state without a postcode is left out too; other short words are part of the name.
    for (const written of ['Fitzroy VIC', 'Fitzroy, VIC', 'Fitzroy, vic']) expect(placeOf(written), written).toEqual({ suburb: 'Fitzroy', postcode: null })
    expect(placeOf('Melbourne CBD')).toEqual({ suburb: 'Melbourne CBD', postcode: null })
    expect(placeOf('Melbourne CBD 3000')).toEqual({ suburb: 'Melbourne CBD', postcode: '3000' })
    expect(placeOf('Fitzroy Nth')).toEqual({ suburb: 'Fitzroy Nth', postcode: null })
    // Two capitals are a US state only before a ZIP code.
    expect(placeOf('Fitzroy NY 3065')).toEqual({ suburb: 'Fitzroy NY', postcode: '3065' })
    expect(directoryQuery({ location: 'Fitzroy 3065', type: 'wine-bar' })).toMatchObject({
      where: 'where p.listed and p.business_type = $1 and p.postcode = $2 and lower(p.suburb) = lower($3)',
      params: ['wine-bar', '3065', 'Fitzroy'],
    })
  })
})

describe('boundedInput', () => {
  it('reads a plain object, refuses one too large (413) or not representable as JSON (400), reads anything else as empty', () => {
    expect(boundedInput({ name: 'Ada' })).toEqual({ name: 'Ada' })
    expect(boundedInput(null)).toEqual({})
    expect(boundedInput(['a'])).toEqual({})
    expect(() => boundedInput({ description: 'x'.repeat(60_000) })).toThrow(expect.objectContaining({ status: 413 }))
    expect(() => boundedInput({ page: 10n })).toThrow(expect.objectContaining({ status: 400 }))
  })
})
