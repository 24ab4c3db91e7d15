// GET /api/partners and /api/partners/{slug} (decision 0040): every filter, pagination, the JSON
// shape with nothing private, trust signals, and unlisting by support taking effect at once.
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { contentTtlMs } from '~/server/cache.server'
import { listedBusinessTypes, typesNamedBy } from '~/partners/profiles.server'

import { testPayload, createStaff } from '../../support/payload'
import { ensureBusinessType } from '../auth/support'
import { api, emailTo, ensureBusinessTypes, memberWithProfile, newMember, partnerKeys, profileBody, proposalBody, type Json } from './support'

// Words no other test uses, so each filter's result here is exactly what this file created.
const run = Date.now().toString(36)
const word = (name: string) => `${name}${run}`.replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!)
const suburb = `Testvale ${word('x')}`
const postcode = String(3000 + (Date.now() % 900))

type Partner = Json
let alpha: Awaited<ReturnType<typeof memberWithProfile>>
let beta: Awaited<ReturnType<typeof memberWithProfile>>
let hidden: Awaited<ReturnType<typeof memberWithProfile>>

const search = async (query: string) => {
  const response = await api('GET', `/api/partners?${query}`)
  expect(response.status, response.text).toBe(200)
  return response.json as { success: boolean; items: Partner[]; total: number; page: number; pageSize: number }
}
const slugs = (result: { items: Partner[] }) => result.items.map((item) => item.slug).sort()

beforeAll(async () => {
  await ensureBusinessTypes()
  alpha = await memberWithProfile({
    name: `Florentine ${word('alpha')} Flowers`,
    businessType: 'fashion-boutique',
    description: `Hand-tied bouquets and ${word('orchid')} arrangements for weddings.`,
    suburb,
    postcode,
    channels: ['in-store-space', 'newsletter'],
    offers: ['discount'],
    models: ['commission'],
  })
  beta = await memberWithProfile({
    name: `Brewhouse ${word('beta')}`,
    businessType: 'wine-bar',
    description: 'Natural wines, small plates and a monthly newsletter.',
    suburb: suburb.toUpperCase(),
    postcode: '3999',
    channels: ['packaging-flyer'],
    offers: ['product-sample', 'brand-exposure'],
    models: ['reciprocal', 'paid-placement'],
  })
  hidden = await memberWithProfile({ name: `Hidden ${word('gamma')}`, suburb, postcode, listed: false })
})

describe('GET /api/partners', () => {
  it('answers the contract shape with Partner items and nothing private', async () => {
    const result = await search(`location=${encodeURIComponent(suburb)}`)
    expect(Object.keys(result).sort()).toEqual(['items', 'page', 'pageSize', 'success', 'total'])
    expect(result).toMatchObject({ success: true, total: 2, page: 1, pageSize: 24 })
    for (const item of result.items) expect(Object.keys(item).sort()).toEqual(partnerKeys)
    const text = JSON.stringify(result)
    for (const member of [alpha, beta]) expect(text).not.toContain(member.email)
    expect(text).not.toMatch(/"id"|"phone"|"email"|"listed"|member_?id/i)
  })

  it('leaves unlisted businesses out', async () => {
    const result = await search(`location=${encodeURIComponent(suburb)}`)
    expect(slugs(result)).toEqual([alpha.profile.slug, beta.profile.slug].sort())
    expect(result.items.map((item) => item.slug)).not.toContain(hidden.profile.slug)
    expect((await search(`q=${word('gamma')}`)).total).toBe(0)
  })

  it('finds by free text over name, description and suburb: whole words, else the last as a prefix', async () => {
    expect(slugs(await search(`q=${word('alpha')}`))).toEqual([alpha.profile.slug])
    expect(slugs(await search(`q=${encodeURIComponent(`${word('orchid')} ${word('nowhere')}`)}`))).toEqual([]) // every word must match
    expect(slugs(await search(`q=${word('orchid')}`))).toEqual([alpha.profile.slug])
    // Nothing has the whole word "flor…" cut short: the last word is then tried as a prefix.
    expect(slugs(await search(`q=${encodeURIComponent(`flowers ${word('alpha').slice(0, -3)}`)}`))).toEqual([alpha.profile.slug])
    expect(slugs(await search(`q=${encodeURIComponent(`${word('alpha').slice(0, -3)} flowers`)}`))).toEqual([])
    expect(slugs(await search(`q=${encodeURIComponent(word('x'))}`))).toEqual([alpha.profile.slug, beta.profile.slug].sort())
    expect(slugs(await search(`q=${encodeURIComponent(`${word('beta')} newsletters`)}`))).toEqual([beta.profile.slug])
  })

  it('finds words with or without their accents, whichever way they were written or typed', async () => {
    const token = word('accent')
    const cafe = await memberWithProfile({ name: `Café ${token}`, description: 'Crème brûlée, rosé and Đà Lạt coffee.', suburb, postcode })
    const plain = await memberWithProfile({ name: `Cafe ${token} Two`, description: 'Creme caramel and rose lemonade.', suburb, postcode })
    const both = [cafe.profile.slug, plain.profile.slug].sort()
    // The typed word first: as the last word it could be matched as a prefix instead.
    for (const typed of ['cafe', 'café', 'CAFÉ', 'creme', 'crème', 'rose', 'rosé']) {
      expect(slugs(await search(`q=${encodeURIComponent(`${typed} ${token}`)}`)), typed).toEqual(both)
    }
    expect(slugs(await search(`q=${encodeURIComponent(`brulee ${token}`)}`))).toEqual([cafe.profile.slug])
    expect(slugs(await search(`q=${encodeURIComponent(`da lat ${token}`)}`))).toEqual([cafe.profile.slug])
    // A cut-off last word, typed with or without its accent, is tried as a prefix of the unaccented words.
    expect(slugs(await search(`q=${encodeURIComponent(`${token} brûl`)}`))).toEqual([cafe.profile.slug])
    expect(slugs(await search(`q=${encodeURIComponent(`${token} brul`)}`))).toEqual([cafe.profile.slug])
    for (const member of [cafe, plain]) await api('PUT', '/auth/business-profile', { token: member.token, body: profileBody({ name: 'Unlisted again', listed: false }) })
  })

  it('finds a business named or described like a web or email address by the words in it', async () => {
    const token = word('host')
    const named = await memberWithProfile({ name: `Brew ${token}`, description: 'Coffee by the cup and by the bag.', suburb, postcode })
    // A member can no longer save a name like a web address (decision 0091), but a profile saved
    // before then keeps its name, and staff may write one in the admin.
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'business-profiles', where: { slug: { equals: named.profile.slug } }, overrideAccess: true, depth: 0 })
    await payload.update({ collection: 'business-profiles', id: docs[0]!.id, data: { name: `Brew${token}.co` }, overrideAccess: true, depth: 0 })
    const described = await memberWithProfile({ name: 'Corner Shop', description: `Write to hello@${token}shop.com.au or visit www.${token}market.com.au/stalls.`, suburb, postcode })
    expect(slugs(await search(`q=brew${token}`))).toEqual([named.profile.slug])
    expect(slugs(await search(`q=${encodeURIComponent(`brew${token}.co`)}`))).toEqual([named.profile.slug])
    expect(slugs(await search(`q=${token}shop`))).toEqual([described.profile.slug])
    expect(slugs(await search(`q=${encodeURIComponent(`${token}market stalls`)}`))).toEqual([described.profile.slug])
    for (const member of [named, described]) await api('PUT', '/auth/business-profile', { token: member.token, body: profileBody({ name: 'Unlisted again', listed: false }) })
  })

  it('ranks a match in the name above a match in the description', async () => {
    const token = word('rank')
    const inName = await memberWithProfile({ name: `${token} Studio`, description: 'Yoga and pilates.', suburb, postcode })
    const inText = await memberWithProfile({ name: 'Quiet Corner', description: `We also sell ${token} candles.`, suburb, postcode })
    const result = await search(`q=${token}`)
    expect(result.items.map((item) => item.slug)).toEqual([inName.profile.slug, inText.profile.slug])
    await api('PUT', '/auth/business-profile', { token: inName.token, body: profileBody({ name: 'Unlisted again', listed: false }) })
    await api('PUT', '/auth/business-profile', { token: inText.token, body: profileBody({ name: 'Unlisted too', listed: false }) })
  })

  it('follows every edit of a profile at once: new words are found, old ones and unlisted profiles are not', async () => {
    const before = word('before')
    const after = word('after')
    const member = await memberWithProfile({ name: `${before} Bakery`, description: 'Bread.', suburb, postcode })
    expect(slugs(await search(`q=${before}`))).toEqual([member.profile.slug])
    const save = (body: object) => api('PUT', '/auth/business-profile', { token: member.token, body: profileBody({ suburb, postcode, ...body }) })
    expect((await save({ name: 'Plain Bakery', description: `Bread and ${after} buns.` })).status).toBe(200)
    expect((await search(`q=${before}`)).total).toBe(0)
    expect(slugs(await search(`q=${encodeURIComponent(`${after} bakery`)}`))).toEqual([member.profile.slug])
    expect((await save({ name: 'Plain Bakery', description: `Bread and ${after} buns.`, listed: false })).status).toBe(200)
    expect((await search(`q=${after}`)).total).toBe(0)
    expect((await save({ name: 'Plain Bakery', description: `Bread and ${after} buns.`, listed: true })).status).toBe(200)
    expect(slugs(await search(`q=${after}`))).toEqual([member.profile.slug])
    await save({ name: 'Plain Bakery', listed: false })
  })

  it('filters by type, channel, offer, model, suburb (any case) and postcode', async () => {
    const at = `location=${encodeURIComponent(suburb)}`
    expect(slugs(await search(`${at}&type=fashion-boutique`))).toEqual([alpha.profile.slug])
    expect(slugs(await search(`${at}&type=wine-bar`))).toEqual([beta.profile.slug])
    expect(slugs(await search(`${at}&channel=newsletter`))).toEqual([alpha.profile.slug])
    expect(slugs(await search(`${at}&channel=packaging-flyer`))).toEqual([beta.profile.slug])
    expect(slugs(await search(`${at}&offer=brand-exposure`))).toEqual([beta.profile.slug])
    expect(slugs(await search(`${at}&model=commission`))).toEqual([alpha.profile.slug])
    expect(slugs(await search(`${at}&model=commission&offer=brand-exposure`))).toEqual([])
    expect(slugs(await search(`location=${encodeURIComponent(suburb.toLowerCase())}`))).toEqual([alpha.profile.slug, beta.profile.slug].sort())
    expect(slugs(await search(`location=${postcode}&q=${word('alpha')}`))).toEqual([alpha.profile.slug])
  })

  it('takes a suburb and postcode written together, as a card shows them: both must match', async () => {
    const at = (location: string) => search(`location=${encodeURIComponent(location)}`)
    expect(slugs(await at(`${suburb} ${postcode}`))).toEqual([alpha.profile.slug])
    expect(slugs(await at(`${suburb.toLowerCase()}, VIC ${postcode}`))).toEqual([alpha.profile.slug])
    expect(slugs(await at(`${suburb}, 3999`))).toEqual([beta.profile.slug])
    expect((await at(`${suburb} 3001`)).total).toBe(postcode === '3001' ? 1 : 0)
  })

  it('keeps a suburb typed with its state or postcode as the suburb alone, found by any way the card is written', async () => {
    const place = `Statesvale ${word('s')}`
    const member = await memberWithProfile({ suburb: `${place}, VIC ${postcode}`, postcode })
    const own = await api('GET', '/auth/business-profile', { token: member.token })
    expect(own.json.profile).toMatchObject({ suburb: place, postcode })
    const at = async (location: string) => slugs(await search(`location=${encodeURIComponent(location)}`))
    for (const written of [place, `${place} VIC`, `${place}, Vic`, `${place} ${postcode}`, `${place}, VIC ${postcode}`]) expect(await at(written), written).toEqual([member.profile.slug])
  })

  it('treats empty parameters (a GET form sent as is) as absent', async () => {
    const result = await search(`q=&type=&channel=&offer=&model=&page=&location=${encodeURIComponent(suburb)}`)
    expect(result.total).toBe(2)
  })

  it('pages 24 at a time, newest first', async () => {
    const token = word('paged')
    const created: string[] = []
    for (let i = 0; i < 25; i++) created.push((await memberWithProfile({ name: `${token} shop ${i}`, suburb: `Pageville ${run}` })).profile.slug)
    const first = await search(`q=${token}`)
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 24 })
    expect(first.items).toHaveLength(24)
    const second = await search(`q=${token}&page=2`)
    expect(second).toMatchObject({ total: 25, page: 2 })
    expect(second.items.map((item) => item.slug)).toEqual([created[0]])
    const byDate = await search(`location=${encodeURIComponent(`Pageville ${run}`)}`)
    expect(byDate.items[0]!.slug).toBe(created[24])
    expect((await search(`q=${token}&page=3`)).items).toEqual([])
  })

  it.each([
    ['channel=billboard', 'channel'],
    ['offer=free', 'offer'],
    ['model=barter', 'model'],
    ['type=Not%20A%20Slug', 'type'],
    ['type=no-such-business-type', 'type'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page=1e3', 'page'],
    ['page=0x10', 'page'],
    ['page=100000', 'page'],
    [`q=${'x'.repeat(101)}`, 'q'],
    [`location=${'x'.repeat(81)}`, 'location'],
  ])('answers 400 with a field error for %s', async (queryString, field) => {
    const response = await api('GET', `/api/partners?${queryString}`)
    expect(response.status).toBe(400)
    expect(response.json).toMatchObject({ success: false, errorMessage: expect.any(String) })
    expect(Object.keys(response.json.errors)).toContain(field)
  })

  it('answers a published type nobody is listed under with an empty list, not a 400', async () => {
    const quiet = `quiet-${run}`
    await ensureBusinessType(quiet)
    expect(await search(`type=${quiet}`)).toMatchObject({ success: true, items: [], total: 0 })
  })

  it('survives punctuation and stop words in free text', async () => {
    expect((await search(`q=${encodeURIComponent("'&|!:*()<->")}`)).success).toBe(true)
    expect((await search(`q=the`)).success).toBe(true)
  })
})

describe("the directory's type filter", () => {
  const outlast = () => new Promise((resolve) => setTimeout(resolve, contentTtlMs + 50))

  it('offers the types someone is listed under, and no other', async () => {
    const listedType = `dir-listed-${run}`
    const unlistedType = `dir-unlisted-${run}`
    await ensureBusinessType(listedType)
    await ensureBusinessType(unlistedType)
    const shown = await memberWithProfile({ businessType: listedType })
    await memberWithProfile({ businessType: unlistedType, listed: false })
    await outlast()
    const types = await listedBusinessTypes()
    expect(types).toContain(listedType)
    expect(types).not.toContain(unlistedType)
    expect(types).toEqual([...types].sort())

    const unlisted = await api('PUT', '/auth/business-profile', { token: shown.token, body: profileBody({ businessType: listedType, listed: false }) })
    expect(unlisted.status, unlisted.text).toBe(200)
    await outlast()
    expect(await listedBusinessTypes()).not.toContain(listedType)
  })
})

describe('business types named by the free text', () => {
  const outlast = () => new Promise((resolve) => setTimeout(resolve, contentTtlMs + 50))

  it('offers the listed types whose published names share a word with the search, never the one chosen', async () => {
    const cms = await testPayload()
    const kind = word('kind')
    const named = async (slug: string, navLabel: string) => {
      await ensureBusinessType(slug)
      const { docs } = await cms.find({ collection: 'business-types', where: { slug: { equals: slug } }, limit: 1, overrideAccess: true })
      await cms.update({ collection: 'business-types', id: docs[0]!.id, data: { navLabel, _status: 'published' } as never, overrideAccess: true })
    }
    const listedType = `dir-named-${run}`
    const emptyType = `dir-named-empty-${run}`
    await named(listedType, `${kind} Bakeries & Menders`)
    await named(emptyType, `${kind} Nobody Lists`)
    const owner = await memberWithProfile({ businessType: listedType })
    await outlast()

    expect(await typesNamedBy(kind)).toEqual([listedType]) // a type nobody is listed under leads nowhere
    expect(await typesNamedBy(`${kind} fitzroy`)).toEqual([listedType]) // one shared word is enough
    expect(await typesNamedBy('bakery')).toContain(listedType) // compared as searched: "bakeries" and "bakery" are one word
    expect(await typesNamedBy(kind, listedType)).toEqual([]) // already chosen
    expect(await typesNamedBy('the')).toEqual([]) // stop words name nothing

    // A draft name is not what visitors see.
    const { docs } = await cms.find({ collection: 'business-types', where: { slug: { equals: listedType } }, limit: 1, overrideAccess: true })
    await cms.update({ collection: 'business-types', id: docs[0]!.id, data: { navLabel: `${word('draft')} Makers` }, draft: true, overrideAccess: true })
    await outlast()
    expect(await typesNamedBy(word('draft'))).toEqual([])
    expect(await typesNamedBy(kind)).toEqual([listedType])

    await api('PUT', '/auth/business-profile', { token: owner.token, body: profileBody({ businessType: listedType, listed: false }) })
    await outlast()
    expect(await typesNamedBy(kind)).toEqual([])
  })
})

describe('GET /api/partners/{slug}', () => {
  it('answers 200 with the partner', async () => {
    const response = await api('GET', `/api/partners/${alpha.profile.slug}`)
    expect(response.status).toBe(200)
    expect(Object.keys(response.json).sort()).toEqual(['partner', 'success'])
    expect(Object.keys(response.json.partner).sort()).toEqual(partnerKeys)
    expect(response.json.partner).toMatchObject({ slug: alpha.profile.slug, verified: true, collaborations: 0, website: 'https://example.com' })
  })

  it('answers 404 for an unknown or unlisted business', async () => {
    for (const slug of ['no-such-business', hidden.profile.slug, 'x'.repeat(200)]) {
      const response = await api('GET', `/api/partners/${slug}`)
      expect(response.status).toBe(404)
      expect(response.json).toMatchObject({ success: false, errorMessage: expect.any(String) })
    }
  })

  it('shows trust signals: verified email, member since, collaborations agreed', async () => {
    const unverified = await memberWithProfile({}, { verified: false })
    const partner = (await api('GET', `/api/partners/${unverified.profile.slug}`)).json.partner
    expect(partner.verified).toBe(false)
    expect(partner.memberSince).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date()))
    // Two accepted proposals (one each way) and a declined one: two collaborations for each side.
    const other = await memberWithProfile()
    // Alpha lists a discount on commission; other, what profileBody lists.
    const toAlpha = { offer: 'discount', model: 'commission', commissionPercent: 10 }
    const send = async (from: typeof other, to: string, terms = {}) => (await api('POST', '/api/proposals', { token: from.token, body: proposalBody(to, terms) })).json.proposal.id
    const first = await send(other, alpha.profile.slug, toAlpha)
    await api('POST', `/api/proposals/${first}/accept`, { token: alpha.token })
    const second = await send(alpha, other.profile.slug)
    await api('POST', `/api/proposals/${second}/accept`, { token: other.token })
    const third = await send(other, alpha.profile.slug, toAlpha)
    await api('POST', `/api/proposals/${third}/decline`, { token: alpha.token })
    expect((await api('GET', `/api/partners/${alpha.profile.slug}`)).json.partner.collaborations).toBe(2)
    expect((await api('GET', `/api/partners/${other.profile.slug}`)).json.partner.collaborations).toBe(2)
  })
})

describe('moderation in the CMS', () => {
  it('support unlists a profile and it leaves the directory at once; support cannot edit its words', async () => {
    const payload = await testPayload()
    const support = await createStaff(payload, 'support')
    const target = await memberWithProfile({ name: `Moderated ${word('delta')}`, suburb, postcode })
    expect((await search(`q=${word('delta')}`)).total).toBe(1)
    const { docs } = await payload.find({ collection: 'business-profiles', where: { slug: { equals: target.profile.slug } }, overrideAccess: false, user: support })
    expect(docs).toHaveLength(1)
    await payload.update({ collection: 'business-profiles', id: docs[0]!.id, data: { listed: false, name: 'Renamed by support' }, overrideAccess: false, user: support })
    expect((await search(`q=${word('delta')}`)).total).toBe(0)
    expect((await api('GET', `/api/partners/${target.profile.slug}`)).status).toBe(404)
    const own = (await api('GET', '/auth/business-profile', { token: target.token })).json.profile
    expect(own).toMatchObject({ listed: false, name: `Moderated ${word('delta')}` })
  })

  it('a business support unlisted stays off the directory: the member cannot list it again until support lifts the hold', async () => {
    const payload = await testPayload()
    const support = await createStaff(payload, 'support')
    const body = profileBody({ name: `Held ${word('epsilon')}`, suburb, postcode })
    const { token, email } = await newMember()
    const saved = await api('PUT', '/auth/business-profile', { token, body })
    expect(saved.status, saved.text).toBe(200)
    const slug = String(saved.json.profile.slug)
    const profile = async () => (await payload.find({ collection: 'business-profiles', where: { slug: { equals: slug } }, overrideAccess: true })).docs[0]!
    // The member's own unlisting holds nothing.
    expect((await api('PUT', '/auth/business-profile', { token, body: { ...body, listed: false } })).status).toBe(200)
    expect((await api('PUT', '/auth/business-profile', { token, body: { ...body, listed: true } })).status).toBe(200)
    expect((await profile()).heldBySupport).toBe(false)

    await payload.update({ collection: 'business-profiles', id: (await profile()).id, data: { listed: false }, overrideAccess: false, user: support })
    expect(await profile()).toMatchObject({ listed: false, heldBySupport: true })
    // The owner hears of it by email, and may answer support.
    // Sent once support's save has committed, by the CMS's hook: wait for it to arrive.
    const told = await vi.waitFor(() => emailTo(email, new RegExp(`${body.name} is off the Kindred directory for now`)), { timeout: 30_000, interval: 100 })
    expect(told.text).toContain('http://localhost:3000/dashboard/business')
    const relisted = await api('PUT', '/auth/business-profile', { token, body: { ...body, listed: true } })
    expect(relisted.status).toBe(400)
    expect(relisted.json.errors).toEqual({ listed: expect.stringContaining('support team has taken your business off the directory') })
    expect((await search(`q=${word('epsilon')}`)).total).toBe(0)
    // Everything else stays the member's to edit.
    const edited = await api('PUT', '/auth/business-profile', { token, body: { ...body, description: `${body.description} Now with brunch.`, listed: false } })
    expect(edited.status, edited.text).toBe(200)
    expect(await profile()).toMatchObject({ listed: false, heldBySupport: true, description: expect.stringContaining('Now with brunch.') })

    // Lifting the hold leaves the business where its owner left it: the owner saved it unlisted during
    // the hold, so it stays off until they list it, and the email says they may.
    await payload.update({ collection: 'business-profiles', id: (await profile()).id, data: { heldBySupport: false }, overrideAccess: false, user: support })
    expect(await profile()).toMatchObject({ listed: false, heldBySupport: false })
    const released = await vi.waitFor(() => emailTo(email, new RegExp(`You can list ${body.name} on the Kindred directory again`)), { timeout: 30_000, interval: 100 })
    expect(released.text).toContain('List my business in the directory')
    expect(released.count).toBe(told.count + 1)
    expect((await search(`q=${word('epsilon')}`)).total).toBe(0)
    expect((await api('PUT', '/auth/business-profile', { token, body: { ...body, listed: true } })).status).toBe(200)
    expect((await search(`q=${word('epsilon')}`)).total).toBe(1)

    // Ticking the hold on a listed business takes it off the directory too.
    await payload.update({ collection: 'business-profiles', id: (await profile()).id, data: { heldBySupport: true }, overrideAccess: false, user: support })
    expect(await profile()).toMatchObject({ listed: false, heldBySupport: true })
    expect((await search(`q=${word('epsilon')}`)).total).toBe(0)
    await vi.waitFor(() => emailTo(email, new RegExp(`${body.name} is off the Kindred directory for now`)), { timeout: 30_000, interval: 100 })

    // Its owner had it listed: lifting the hold puts it back, and the owner hears of that too.
    await payload.update({ collection: 'business-profiles', id: (await profile()).id, data: { heldBySupport: false }, overrideAccess: false, user: support })
    expect(await profile()).toMatchObject({ listed: true, heldBySupport: false })
    const back = await vi.waitFor(() => emailTo(email, new RegExp(`${body.name} is back on the Kindred directory`)), { timeout: 30_000, interval: 100 })
    expect(back.count).toBe(released.count + 2)
    expect((await search(`q=${word('epsilon')}`)).total).toBe(1)
    // A save that changes nothing about the hold sends nothing.
    await payload.update({ collection: 'business-profiles', id: (await profile()).id, data: { description: `${body.description} Edited by support.` }, overrideAccess: false, user: support })
    expect((await emailTo(email)).count).toBe(back.count)
  })

  it('a member without a profile is not in the directory', async () => {
    const member = await newMember()
    expect(JSON.stringify(await search(`q=${encodeURIComponent(member.email)}`))).not.toContain(member.email)
  })
})
