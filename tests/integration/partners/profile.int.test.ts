// GET and PUT /auth/business-profile (decision 0040): the member's own profile, its field errors,
// slugs (made from the name, editable, unique), and who may call it.
import { beforeAll, describe, expect, it } from 'vitest'

import { deleteAccount } from '~/auth/handlers/account.server'
import { login } from '~/auth/handlers/login.server'
import { register } from '~/auth/handlers/register.server'
import { currentSlugOf, findListedPartner } from '~/partners/profiles.server'
import { query } from '~/server/db.server'
import { payload } from '~/server/payload.server'

import { beyondThePool } from '../../support/pool'
import { bearer, call, cookieHeader, cookieValue, ensureBusinessType, validRegistration } from '../auth/support'
import { api, ensureBusinessTypes, newMember, origin, ownProfileKeys, profileBody } from './support'

beforeAll(ensureBusinessTypes)

const put = (token: string, body: unknown) => api('PUT', '/auth/business-profile', { token, body })

describe('GET /auth/business-profile', () => {
  it('answers 200 with profile null for a member without one', async () => {
    const member = await newMember()
    const response = await api('GET', '/auth/business-profile', { token: member.token })
    expect(response.status).toBe(200)
    expect(response.json).toEqual({ success: true, profile: null })
  })

  it('answers 401 without a session, or with a bad token', async () => {
    expect((await api('GET', '/auth/business-profile')).status).toBe(401)
    const bad = await api('GET', '/auth/business-profile', { token: 'not-a-token' })
    expect(bad.status).toBe(401)
    expect(bad.json).toMatchObject({ success: false, errorMessage: expect.any(String) })
  })
})

describe('PUT /auth/business-profile', () => {
  it('creates the profile: 200 with the Partner fields and listed, nothing private', async () => {
    const member = await newMember()
    const body = profileBody({ name: 'Café Olé & Co', channels: ['newsletter', 'in-store-space', 'newsletter'], website: '' })
    const response = await put(member.token, body)
    expect(response.status).toBe(200)
    const profile = response.json.profile
    expect(Object.keys(profile).sort()).toEqual(ownProfileKeys)
    expect(profile).toMatchObject({
      name: 'Café Olé & Co',
      businessType: 'coffee-shop',
      suburb: 'Fitzroy',
      postcode: '3065',
      channels: ['newsletter', 'in-store-space'],
      offers: ['brand-exposure'],
      models: ['reciprocal'],
      website: null,
      listed: true,
      verified: true,
      collaborations: 0,
    })
    expect(profile.slug).toMatch(/^cafe-ole-and-co(-\d+)?$/)
    expect(profile.memberSince).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(response.text).not.toContain(member.email)
    expect(response.text).not.toMatch(/"id"|memberId|"phone"/)
    const again = await api('GET', '/auth/business-profile', { token: member.token })
    expect(again.json.profile).toEqual(profile)
  })

  it('makes a unique slug from the name, and keeps it when the name changes', async () => {
    const name = `Twin Peaks Bakery ${Date.now()}`
    const first = await put((await newMember()).token, profileBody({ name }))
    const secondMember = await newMember()
    const second = await put(secondMember.token, profileBody({ name }))
    expect(second.json.profile.slug).toBe(`${first.json.profile.slug}-2`)
    const renamed = await put(secondMember.token, profileBody({ name: 'Something Else Entirely' }))
    expect(renamed.json.profile.slug).toBe(second.json.profile.slug)
  })

  it('spells a slug in Latin letters when the name is in another alphabet, and falls back to "business" for scripts without one', async () => {
    const greek = await put((await newMember()).token, profileBody({ name: `Καφενείο Ελληνικό ${Date.now()}` }))
    expect(greek.json.profile.slug).toMatch(/^kafeneio-elliniko-\d+$/)
    const chinese = await put((await newMember()).token, profileBody({ name: '咖啡店' }))
    expect(chinese.status).toBe(200)
    expect(chinese.json.profile.slug).toMatch(/^business(-\d+)?$/)
  })

  it('pads a slug made from a very short name to three characters', async () => {
    const response = await put((await newMember()).token, profileBody({ name: 'Q' }))
    expect(response.status).toBe(200)
    expect(response.json.profile.slug).toMatch(/^q-business(-\d+)?$/)
  })

  it('takes a chosen slug, and answers 409 when another business has it', async () => {
    const slug = `chosen-${Date.now()}`
    const owner = await newMember()
    expect((await put(owner.token, profileBody({ slug }))).json.profile.slug).toBe(slug)
    // The owner may save again with the same slug.
    expect((await put(owner.token, profileBody({ slug }))).status).toBe(200)
    const other = await newMember()
    const taken = await put(other.token, profileBody({ slug }))
    expect(taken.status).toBe(409)
    expect(taken.json).toMatchObject({ success: false, errorMessage: expect.any(String), errors: { slug: expect.any(String) } })
    expect((await api('GET', '/auth/business-profile', { token: other.token })).json.profile).toBeNull()
  })

  it('keeps a changed slug as a former address: it leads to the business while listed, and no other business may take it', async () => {
    const stamp = Date.now()
    const [first, second, third] = [`first-${stamp}`, `second-${stamp}`, `third-${stamp}`]
    const owner = await newMember()
    await put(owner.token, profileBody({ slug: first }))
    expect(await currentSlugOf(first)).toBeNull() // in use: not a former address
    await put(owner.token, profileBody({ slug: second }))
    expect(await currentSlugOf(first)).toBe(second)
    await put(owner.token, profileBody({ slug: third }))
    expect([await currentSlugOf(first), await currentSlugOf(second)]).toEqual([third, third])

    // Unlisted, the business has no address at all; listed again, the old ones lead to it again.
    await put(owner.token, profileBody({ slug: third, listed: false }))
    expect(await currentSlugOf(first)).toBeNull()
    await put(owner.token, profileBody({ slug: third }))
    expect(await currentSlugOf(first)).toBe(third)

    // A former address stays the business's: another business is refused it, and its links keep
    // leading to the business that shared them.
    const other = await newMember()
    expect(await put(other.token, profileBody({ slug: first }))).toMatchObject({ status: 409, json: { success: false, errors: { slug: expect.any(String) } } })
    expect(await currentSlugOf(first)).toBe(third)
    // The owner may go back to one: in use again, it is no longer a former address.
    await put(owner.token, profileBody({ slug: second }))
    expect([await currentSlugOf(second), await currentSlugOf(third), await currentSlugOf(first)]).toEqual([null, second, second])

    // Staff changing it in the admin (plain SQL here, as any writer) is kept the same way.
    await query(`update business_profiles set slug = $1 where slug = $2`, [`staff-${stamp}`, second])
    expect(await currentSlugOf(second)).toBe(`staff-${stamp}`)
    expect(await currentSlugOf('Not A Slug')).toBeNull()
  })

  it('keeps only addresses the public could have followed, at most five a business: renaming in a loop reserves nothing more', async () => {
    const stamp = Date.now().toString(36)
    const [owner, other] = [await newMember(), await newMember()]
    // Unlisted, the page was a 404 at every address it passed through: none is kept from anyone.
    await put(owner.token, profileBody({ slug: `hidden-0-${stamp}`, listed: false }))
    for (let i = 1; i <= 3; i++) expect((await put(owner.token, profileBody({ slug: `hidden-${i}-${stamp}`, listed: false }))).status).toBe(200)
    expect((await put(other.token, profileBody({ slug: `hidden-0-${stamp}`, listed: false }))).status).toBe(200)

    // Listed, the five latest former addresses lead to it and stay its own; older ones give way.
    for (let i = 0; i <= 7; i++) expect((await put(owner.token, profileBody({ slug: `shown-${i}-${stamp}` }))).status).toBe(200)
    const kept = await Promise.all([2, 3, 4, 5, 6].map((i) => currentSlugOf(`shown-${i}-${stamp}`)))
    expect(kept).toEqual(Array(5).fill(`shown-7-${stamp}`))
    expect([await currentSlugOf(`shown-0-${stamp}`), await currentSlugOf(`shown-1-${stamp}`)]).toEqual([null, null])
    expect((await put(other.token, profileBody({ slug: `shown-1-${stamp}`, listed: false }))).status).toBe(200)
    expect((await put(other.token, profileBody({ slug: `shown-6-${stamp}`, listed: false }))).status).toBe(409)
  })

  it('keeps an address that was ever public, whatever the listing at the rename: listed, unlisted, then renamed', async () => {
    const stamp = Date.now().toString(36)
    const [shown, renamed, later] = [`once-shown-${stamp}`, `renamed-${stamp}`, `later-${stamp}`]
    const [owner, other] = [await newMember(), await newMember()]
    expect((await put(owner.token, profileBody({ slug: shown }))).status).toBe(200)
    expect((await put(owner.token, profileBody({ slug: shown, listed: false }))).status).toBe(200)
    expect((await put(owner.token, profileBody({ slug: renamed, listed: false }))).status).toBe(200)
    // Its followers' links name it: nobody else may take it, nor get it made from a name.
    expect(await put(other.token, profileBody({ slug: shown }))).toMatchObject({ status: 409, json: { success: false, errors: { slug: 'This profile address is taken. Please choose another.' } } })
    expect((await put(other.token, profileBody({ name: shown.replace(/-/g, ' ') }))).json.profile.slug).toBe(`${shown}-2`)
    // Listed again, the old links lead to the business, as every former address does.
    expect((await put(owner.token, profileBody({ slug: renamed }))).status).toBe(200)
    expect(await currentSlugOf(shown)).toBe(renamed)
    // Back at it while unlisted and away again, it is still the address it showed.
    expect((await put(owner.token, profileBody({ slug: shown, listed: false }))).status).toBe(200)
    expect((await put(owner.token, profileBody({ slug: later, listed: false }))).status).toBe(200)
    expect((await put(other.token, profileBody({ slug: shown }))).status).toBe(409)
    // `renamed` was public too (listed at it a moment ago); an address never shown is not kept.
    expect((await put(other.token, profileBody({ slug: renamed }))).status).toBe(409)
    expect((await put(owner.token, profileBody({ slug: `never-shown-${stamp}`, listed: false }))).status).toBe(200)
    expect((await put(other.token, profileBody({ slug: later, listed: false }))).status).toBe(200)
  })

  it('lets a business whose type staff took down keep it, edit and unlist; nobody else may choose it', async () => {
    const slug = `withdrawn-${Date.now().toString(36)}`
    await ensureBusinessType(slug)
    const owner = await newMember()
    expect((await put(owner.token, profileBody({ businessType: slug }))).status).toBe(200)
    const cms = await payload()
    const { docs } = await cms.find({ collection: 'business-types', where: { slug: { equals: slug } }, limit: 1, overrideAccess: true })
    await cms.update({ collection: 'business-types', id: docs[0]!.id, data: { _status: 'draft' } as never, overrideAccess: true })

    const unlisted = await put(owner.token, profileBody({ businessType: slug, listed: false, description: 'Still here, for now.' }))
    expect(unlisted.status, unlisted.text).toBe(200)
    expect(unlisted.json.profile).toMatchObject({ businessType: slug, listed: false, description: 'Still here, for now.' })
    const other = await newMember()
    expect(await put(other.token, profileBody({ businessType: slug }))).toMatchObject({ status: 400, json: { errors: { businessType: 'Please choose a business type from the list.' } } })
    // Once the owner picks another type, the withdrawn one is not theirs to go back to.
    expect((await put(owner.token, profileBody({ businessType: 'coffee-shop' }))).status).toBe(200)
    expect((await put(owner.token, profileBody({ businessType: slug }))).status).toBe(400)
  })

  it('keeps the address of a business that has left Kindred: no other business may take it, and it leads nowhere', async () => {
    const leaving = await newMember()
    const slug = `leaving-${Date.now()}`
    expect((await put(leaving.token, profileBody({ name: 'Leaving Bakery', slug }))).status).toBe(200)
    const { password } = validRegistration(leaving.email)
    expect((await call(deleteAccount, { headers: bearer(leaving.token), body: { password } })).status).toBe(200)
    const other = await newMember()
    const claim = await put(other.token, profileBody({ slug }))
    expect(claim.status).toBe(409)
    expect(claim.json.errors).toEqual({ slug: 'This profile address is taken. Please choose another.' })
    expect((await api('GET', `/api/partners/${slug}`)).status).toBe(404)
    // A business named like it gets an address of its own.
    expect((await put(other.token, profileBody({ name: slug.replace(/-/g, ' ') }))).json.profile.slug).toBe(`${slug}-2`)
  })

  it("never makes a new business's address from the name of one another business used to have", async () => {
    const name = `Former Name ${Date.now().toString(36)}`
    const owner = await newMember()
    const made = (await put(owner.token, profileBody({ name }))).json.profile.slug as string
    await put(owner.token, profileBody({ name: 'Renamed Business', slug: `${made}-renamed` }))
    const newcomer = await newMember()
    const saved = await put(newcomer.token, profileBody({ name }))
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json.profile.slug).toBe(`${made}-2`)
    expect(await currentSlugOf(made)).toBe(`${made}-renamed`)
  })

  it('never gives away an address its business is leaving at that moment', async () => {
    for (let round = 0; round < 5; round++) {
      const stamp = `${Date.now().toString(36)}-${round}`
      const [owner, claimant] = [await newMember(), await newMember()]
      await put(owner.token, profileBody({ slug: `leaving-${stamp}` }))
      const [moved, claimed] = await Promise.all([put(owner.token, profileBody({ slug: `arrived-${stamp}` })), put(claimant.token, profileBody({ slug: `leaving-${stamp}` }))])
      expect([moved.status, claimed.status], claimed.text).toEqual([200, 409])
      expect(await currentSlugOf(`leaving-${stamp}`)).toBe(`arrived-${stamp}`)
    }
  })

  it("gives an account without a business type the profile's, and keeps one the member chose", async () => {
    const typeOf = async (id: number) => (await query('select business_type from members where id = $1', [id])).rows[0]!.business_type
    const member = await newMember()
    expect(await typeOf(member.id)).toBeNull()
    expect((await put(member.token, profileBody({ businessType: 'wine-bar' }))).status).toBe(200)
    expect(await typeOf(member.id)).toBe('wine-bar')
    // The account's type is the member's own from then on: a later profile change leaves it.
    expect((await put(member.token, profileBody({ businessType: 'coffee-shop' }))).status).toBe(200)
    expect(await typeOf(member.id)).toBe('wine-bar')
  })

  it('keeps saving an address stored under the older, looser rule; a new address follows the rule', async () => {
    const member = await newMember()
    expect((await put(member.token, profileBody())).status).toBe(200)
    const legacy = `-legacy-${Date.now().toString(36)}-`
    await query('update business_profiles set slug = $1 where member_id = $2', [legacy, member.id])
    // The editor sends the address it was given back with every save.
    const saved = await put(member.token, profileBody({ slug: legacy, description: 'Still here.' }))
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json.profile).toMatchObject({ slug: legacy, description: 'Still here.' })
    const changed = await put(member.token, profileBody({ slug: `-other-${Date.now().toString(36)}` }))
    expect(changed).toMatchObject({ status: 400, json: { errors: { slug: 'Use lowercase letters and digits, with single hyphens between words' } } })
  })

  it('updates in place: one profile per member', async () => {
    const member = await newMember()
    await put(member.token, profileBody({ listed: false }))
    const updated = await put(member.token, profileBody({ description: 'New words.', offers: ['discount', 'consignment'], listed: true }))
    expect(updated.json.profile).toMatchObject({ description: 'New words.', offers: ['discount', 'consignment'], listed: true })
    const { rows } = await query(`select count(*)::int as n from business_profiles where member_id = $1`, [member.id])
    expect(rows[0]!.n).toBe(1)
  })

  it('refuses with 409 a save from a page loaded before the profile last changed, and changes nothing', async () => {
    const member = await newMember()
    const loaded = (await put(member.token, profileBody({ description: 'As first saved.' }))).json.profile
    // Another tab unlists it and rewrites the description.
    const other = await put(member.token, profileBody({ description: 'Closed for renovations.', listed: false, updatedAt: loaded.updatedAt }))
    expect(other.status, other.text).toBe(200)
    expect(Date.parse(other.json.profile.updatedAt)).toBeGreaterThan(Date.parse(loaded.updatedAt))
    // The first tab, still on what it loaded, changes the suburb.
    const stale = await put(member.token, profileBody({ description: 'As first saved.', suburb: 'Fitzroy North', listed: true, updatedAt: loaded.updatedAt }))
    expect(stale.status).toBe(409)
    expect(stale.json).toEqual({ success: false, errorMessage: 'Your profile was just saved from somewhere else. Please reload and try again.' })
    const now = (await api('GET', '/auth/business-profile', { token: member.token })).json.profile
    expect(now).toMatchObject({ description: 'Closed for renovations.', suburb: 'Fitzroy', listed: false, updatedAt: other.json.profile.updatedAt })
    // From what it has now, it saves; a client that sends no version is answered as before.
    expect((await put(member.token, profileBody({ description: 'Open again.', updatedAt: now.updatedAt }))).status).toBe(200)
    expect((await put(member.token, profileBody({ description: 'Last word.' }))).status).toBe(200)
    expect((await put(member.token, profileBody({ updatedAt: 'yesterday-ish' }))).json.errors).toEqual({ updatedAt: expect.any(String) })
  })

  it('settles more concurrent saves than the pool has connections: one profile, each save answered 200', async () => {
    const member = await newMember()
    const burst = (label: string) => Promise.all(Array.from({ length: beyondThePool() }, (_, i) => put(member.token, profileBody({ description: `${label} ${i}.` }))))
    // First saves race to create it (two tabs, a double click): the losers update the winner's.
    for (const label of ['First', 'Again']) {
      const answers = await burst(label)
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
      const { rows } = await query(`select count(*)::int as n, max(description) as description from business_profiles where member_id = $1`, [member.id])
      expect(rows[0]).toMatchObject({ n: 1, description: expect.stringMatching(new RegExp(`^${label} \\d+\\.$`)) })
    }
  })

  it('counts characters, not code units: a name, suburb and description of emoji at their limits are saved whole', async () => {
    const member = await newMember()
    // A suburb needs a letter in it: one, then emoji to its limit.
    const [name, suburb, description] = [120, 80, 2000].map((count, i) => (i === 1 ? `V${'🍷'.repeat(count - 1)}` : '🍷'.repeat(count)))
    const saved = await put(member.token, profileBody({ name, suburb, description }))
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json.profile).toMatchObject({ name, suburb, description })
    const over = await put(member.token, profileBody({ name: '🍷'.repeat(121) }))
    expect(over.status).toBe(400)
    expect(over.json.errors).toEqual({ name: expect.stringMatching(/at most 120 characters/) })
  })

  it('takes turns with the account being deleted: the deletion answers 200, each save 200 or 409, and no profile outlives its member', async () => {
    // A save holds the member's row before it locks the profile, the order the deletion takes them
    // in; the other way round each would hold one and wait for the other's (a deadlock, once seen
    // in about one run in three with both cores busy).
    for (let round = 0; round < 12; round++) {
      const member = await newMember()
      expect((await put(member.token, profileBody())).status).toBe(200)
      const { password } = validRegistration(member.email)
      const [removal, ...saves] = await Promise.all([
        call(deleteAccount, { headers: bearer(member.token), body: { password } }),
        ...Array.from({ length: 3 }, (_, i) => put(member.token, profileBody({ description: `Round ${round}, save ${i}.` }))),
      ])
      expect(removal.status).toBe(200)
      for (const save of saves) {
        expect([200, 401, 409], JSON.stringify(save.json)).toContain(save.status)
        if (save.status === 409) expect(save.json.errorMessage).toMatch(/removed a moment ago/)
      }
      const { rows } = await query(`select count(*)::int as n from business_profiles where member_id = $1`, [member.id])
      expect(rows[0]!.n).toBe(0)
    }
  })

  it('gives a slug several businesses ask for at once to one of them; the others get 409 on the slug', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => newMember()))
    const slug = `contested-${Date.now()}`
    const answers = await Promise.all(members.map((member) => put(member.token, profileBody({ slug }))))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    for (const answer of answers.filter(({ status }) => status !== 200)) {
      expect(answer).toMatchObject({ status: 409, json: { success: false, errors: { slug: expect.any(String) } } })
    }
    const { rows } = await query(`select count(*)::int as n from business_profiles where slug = $1`, [slug])
    expect(rows[0]!.n).toBe(1)
  })

  it('gives businesses of one name saved at once an address each: nobody who chose none is told theirs is taken', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => newMember()))
    const name = `Concurrent Cafe ${Date.now().toString(36)}`
    const answers = await Promise.all(members.map((member) => put(member.token, profileBody({ name }))))
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    const base = name.toLowerCase().replace(/ /g, '-')
    const slugs = answers.map((answer) => answer.json.profile.slug as string).sort()
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`, `${base}-4`, `${base}-5`, `${base}-6`].sort())
  })

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(121) }, 'name'],
    [{ slug: 'ab' }, 'slug'],
    [{ slug: 'Has Spaces!' }, 'slug'],
    [{ slug: 'a'.repeat(61) }, 'slug'],
    [{ slug: '-bob-' }, 'slug'],
    [{ slug: 'bob--bagels' }, 'slug'],
    [{ businessType: '' }, 'businessType'],
    [{ businessType: 'not-a-type' }, 'businessType'],
    [{ description: '' }, 'description'],
    [{ description: 'x'.repeat(2001) }, 'description'],
    [{ suburb: '' }, 'suburb'],
    [{ postcode: '30' }, 'postcode'],
    [{ postcode: 'abcd' }, 'postcode'],
    [{ channels: [] }, 'channels'],
    [{ channels: ['billboard'] }, 'channels.0'],
    [{ offers: [] }, 'offers'],
    [{ models: ['free-lunch'] }, 'models.0'],
    [{ website: 'javascript:alert(1)' }, 'website'],
    [{ website: 'not a url' }, 'website'],
    [{ website: 'https://example.com/\u0000menu' }, 'website'],
    [{ website: 'https://example.com/\u0007' }, 'website'],
    [{ listed: 'yes' }, 'listed'],
    [{ instagram: 'fitzroy beans' }, 'instagram'],
    [{ instagram: 'a'.repeat(31) }, 'instagram'],
    [{ instagram: 'https://www.facebook.com/fitzroybeans' }, 'instagram'],
  ])('answers 400 with a field error for %j', async (change, field) => {
    const member = await newMember()
    const response = await put(member.token, { ...profileBody(), ...change })
    expect(response.status).toBe(400)
    expect(response.json.success).toBe(false)
    expect(response.json.errorMessage).toEqual(expect.any(String))
    expect(Object.keys(response.json.errors ?? {})).toContain(field)
    expect((await api('GET', '/auth/business-profile', { token: member.token })).json.profile).toBeNull()
  })

  it('keeps an Instagram handle however it is written (@handle, a profile link), shows it on the public profile (not in the API’s Partner JSON), and clears it when left empty', async () => {
    const member = await newMember()
    for (const [written, kept] of [
      ['@Fitzroy.Beans_', 'fitzroy.beans_'],
      ['https://www.instagram.com/fitzroybeans/?hl=en', 'fitzroybeans'],
      ['instagram.com/fitzroybeans', 'fitzroybeans'],
      [' fitzroybeans ', 'fitzroybeans'],
    ]) {
      const saved = await put(member.token, profileBody({ name: 'Fitzroy Beans', instagram: written }))
      expect(saved.status, saved.text).toBe(200)
      expect(saved.json.profile.instagram, written).toBe(kept)
      // The public profile page shows it; the API's Partner JSON, whose keys are fixed, does not carry it.
      expect((await findListedPartner(saved.json.profile.slug))?.partner.instagram, written).toBe(kept)
      const shown = await api('GET', `/api/partners/${saved.json.profile.slug}`)
      expect(shown.status).toBe(200)
      expect(shown.json.partner).not.toHaveProperty('instagram')
    }
    const cleared = await put(member.token, profileBody({ name: 'Fitzroy Beans', instagram: '' }))
    expect(cleared.json.profile.instagram).toBeNull()
  })

  it('says why an Instagram handle is refused', async () => {
    const member = await newMember()
    const response = await put(member.token, profileBody({ instagram: 'fitzroy beans!' }))
    expect(response.status).toBe(400)
    expect(response.json.errors).toEqual({ instagram: 'Please enter an Instagram handle, such as @fitzroybeans: letters, digits, full stops and underscores' })
    const tooLong = await put(member.token, profileBody({ instagram: `@${'a'.repeat(31)}` }))
    expect(tooLong.json.errors).toEqual({ instagram: 'The Instagram handle must be at most 30 characters' })
  })

  it('refuses a business name with a web or email address in it, in the CMS words, on a new profile and a saved one', async () => {
    const refusal = 'A business name cannot contain a web address or an email address. Your website has a field of its own.'
    const member = await newMember()
    for (const name of ['Visit https://evil.example to confirm', 'www.evil.example', 'evil-login.com', 'Bakery (orders@bakery.example)']) {
      const response = await put(member.token, profileBody({ name }))
      expect(response.status, name).toBe(400)
      expect(response.json, name).toEqual({ success: false, errorMessage: refusal, errors: { name: refusal } })
    }
    expect((await api('GET', '/auth/business-profile', { token: member.token })).json.profile).toBeNull()
    const saved = await put(member.token, profileBody({ name: 'Dr. Who & Co. Café No.5' }))
    expect(saved.status, saved.text).toBe(200)
    const renamed = await put(member.token, profileBody({ name: 'Shop at evil.example', slug: saved.json.profile.slug }))
    expect(renamed.json.errors).toEqual({ name: refusal })
    expect((await api('GET', '/auth/business-profile', { token: member.token })).json.profile.name).toBe('Dr. Who & Co. Café No.5')
  })

  it('accepts a description of exactly 2,000 characters', async () => {
    const response = await put((await newMember()).token, profileBody({ description: 'x'.repeat(2000) }))
    expect(response.status).toBe(200)
  })

  it('answers 400 for a body that is not JSON, and 401 without a session', async () => {
    const member = await newMember()
    const notJson = await api('PUT', '/auth/business-profile', { token: member.token, raw: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(notJson.status).toBe(400)
    const broken = await api('PUT', '/auth/business-profile', { token: member.token, raw: '{"name":', headers: { 'content-type': 'application/json' } })
    expect(broken.status).toBe(400)
    expect((await api('PUT', '/auth/business-profile', { body: profileBody() })).status).toBe(401)
  })

  it('accepts the cookie session only with the CSRF header from our origin', async () => {
    const body = validRegistration()
    await call(register, { body })
    const signedIn = await call(login, { body: { email: body.email, password: body.password } })
    const cookie = cookieHeader(signedIn.cookies)
    const csrf = cookieValue(signedIn.cookies, 'kindred_csrf')!
    const withCookie = (headers: Record<string, string>) => api('PUT', '/auth/business-profile', { body: profileBody(), headers: { cookie, ...headers } })
    expect((await withCookie({ origin })).status).toBe(403)
    expect((await withCookie({ origin: 'https://evil.example', 'x-csrf-token': csrf })).status).toBe(403)
    expect((await withCookie({ origin, 'x-csrf-token': csrf })).status).toBe(200)
    expect((await api('GET', '/auth/business-profile', { headers: { cookie } })).json.profile).not.toBeNull()
  })
})
