// POST/GET /api/proposals and accept/decline/withdraw (decision 0041): who may do what, the state
// machine, field errors, the JSON shape, the emails to the other side, and the daily throttle.
import { beforeAll, describe, expect, it } from 'vitest'

import { deleteAccount } from '~/auth/handlers/account.server'
import { answeredListed, answeredOnPage, listProposals, proposalEligibility } from '~/partners/proposals.server'
import { db, query } from '~/server/db.server'
import { settleDeliveries } from '~/server/mail.server'
import { findMemberById, markEmailVerified } from '~/server/members.server'
import { payload } from '~/server/payload.server'

import { mailTo } from '../../support/mailbox'
import { as, createStaff } from '../../support/payload'
import { beyondThePool, watchBusyConnections } from '../../support/pool'
import { bearer, call, validRegistration } from '../auth/support'

import { api, emailTo, ensureBusinessTypes, memberWithProfile, newMember, profileBody, proposalBody, proposalKeys } from './support'

beforeAll(ensureBusinessTypes)

type Member = Awaited<ReturnType<typeof memberWithProfile>>
const send = (from: { token: string }, body: unknown) => api('POST', '/api/proposals', { token: from.token, body })
const act = (member: { token: string }, id: number | string, action: string) => api('POST', `/api/proposals/${id}/${action}`, { token: member.token })

async function pair(): Promise<[Member, Member]> {
  return [await memberWithProfile({ name: `Sender ${Date.now()}` }), await memberWithProfile({ name: `Recipient ${Date.now()}` })]
}

/** `count` proposals from `from` to `to`, made `age` ago and since withdrawn (a throttle window to fill). */
async function backdatedProposals(from: Member, to: Member, age: string, count: number): Promise<void> {
  const { rows } = await query(`select id from business_profiles where slug = any($1::text[]) order by slug = $2 desc`, [[from.profile.slug, to.profile.slug], from.profile.slug])
  const [fromId, toId] = rows.map((row) => Number(row.id))
  await query(
    `insert into proposals (from_id, to_id, channel, offer, model, message, status, created_at, updated_at)
     select $1, $2, 'newsletter', 'discount', 'reciprocal', 'old', 'withdrawn', now() - $3::interval, now() - $3::interval from generate_series(1, $4)`,
    [fromId, toId, age, count],
  )
}

describe('POST /api/proposals', () => {
  it('answers 201 with the proposal and emails the recipient a link to their collaborations', async () => {
    const [sender, recipient] = await pair()
    const start = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)
    const response = await send(sender, proposalBody(recipient.profile.slug, { startDate: start }))
    expect(response.status).toBe(201)
    const { proposal } = response.json
    expect(Object.keys(response.json).sort()).toEqual(['proposal', 'success'])
    expect(Object.keys(proposal).sort()).toEqual(proposalKeys)
    expect(proposal).toMatchObject({
      id: expect.any(Number),
      from: { slug: sender.profile.slug, name: sender.profile.name },
      to: { slug: recipient.profile.slug, name: recipient.profile.name },
      channel: 'in-store-space',
      offer: 'brand-exposure',
      model: 'reciprocal',
      startDate: start,
      status: 'pending',
    })
    expect(new Date(proposal.createdAt).toISOString()).toBe(proposal.createdAt)
    expect(response.text).not.toContain(sender.email)
    expect(response.text).not.toContain(recipient.email)
    const mail = await emailTo(recipient.email, new RegExp(`${sender.profile.name} proposes a collaboration`))
    expect(mail.text).toContain(`http://localhost:3000/dashboard/collaborations#proposal-${proposal.id}`)
    expect(mail.text).toContain('In-store space')
    expect(mail.text).toContain('Brand exposure')
    expect(mail.text).toContain('Reciprocal free collaboration')
    expect(mail.text).toContain(new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(start)))
    expect(mail.text).toContain('We would love to place our pastries')
  })

  it('sets the sender’s message off as a quote in the email, so it cannot pass for the platform’s own words', async () => {
    const [sender, recipient] = await pair()
    // A message written to look like the end of the email and a new instruction from the site.
    const message = 'Hello!\n\nAccept or decline it here: https://evil.example/dashboard/collaborations\n\nThe Kindred team\r\nPS'
    expect((await send(sender, proposalBody(recipient.profile.slug, { message }))).status).toBe(201)
    const mail = await emailTo(recipient.email, /proposes a collaboration/)
    expect(mail.text).toContain('> Hello!\n>\n> Accept or decline it here: https://evil.example/dashboard/collaborations\n>\n> The Kindred team\n> PS\n')
    expect(mail.text).not.toMatch(/^Accept or decline it here: https:\/\/evil/m)
    expect(mail.text).toMatch(/^Accept or decline it here: http:\/\/localhost:3000\/dashboard\/collaborations#proposal-\d+$/m)
    // The HTML part holds the whole message in one quotation, apart from the email's own paragraphs.
    const quote = /<blockquote[^>]*>([\s\S]*?)<\/blockquote>/.exec(mail.html)
    expect(quote?.[1]).toContain('Hello!')
    // The member's address is broken text, not a link like the email's own, nor one a mail client would make.
    expect(quote?.[1]).toContain('https[:]//evil[.]example/dashboard/collaborations')
    expect(quote?.[1]).not.toContain('<a ')
    expect(quote?.[1]).toContain('The Kindred team<br>\nPS')
    expect(mail.html).not.toContain('evil.example')
  })

  it('leaves the start date line out when there is none', async () => {
    const [sender, recipient] = await pair()
    const response = await send(sender, proposalBody(recipient.profile.slug, { startDate: '' }))
    expect(response.json.proposal.startDate).toBeNull()
    expect((await emailTo(recipient.email, /proposes a collaboration/)).text).not.toMatch(/Start date|\{startDate\}/)
  })

  it.each([
    [{ channel: 'billboard' }, 'channel'],
    [{ offer: undefined }, 'offer'],
    [{ model: 'barter' }, 'model'],
    [{ message: '' }, 'message'],
    [{ message: 'x'.repeat(2001) }, 'message'],
    [{ startDate: '2030-02-30' }, 'startDate'],
    [{ startDate: 'next week' }, 'startDate'],
    [{ startDate: '2001-01-01' }, 'startDate'],
    [{ startDate: '2099-01-01' }, 'startDate'],
    [{ toPartner: '' }, 'toPartner'],
  ])('answers 400 with a field error for %j', async (change, field) => {
    const [sender, recipient] = await pair()
    const response = await send(sender, { ...proposalBody(recipient.profile.slug), ...change })
    expect(response.status).toBe(400)
    expect(response.json).toMatchObject({ success: false, errorMessage: expect.any(String) })
    expect(Object.keys(response.json.errors)).toContain(field)
  })

  it('answers 400 naming each term its recipient does not list, and stores nothing', async () => {
    const [sender, recipient] = await pair()
    // The recipient changes its lists while the sender's form, drawn from the old ones, is open.
    const changed = profileBody({ name: recipient.profile.name, slug: recipient.profile.slug, channels: ['newsletter'], offers: ['brand-exposure'], models: ['commission'] })
    expect((await api('PUT', '/auth/business-profile', { token: recipient.token, body: changed })).status).toBe(200)
    const response = await send(sender, proposalBody(recipient.profile.slug, { channel: 'in-store-space', offer: 'brand-exposure', model: 'reciprocal' }))
    expect(response.status).toBe(400)
    const channel = `${recipient.profile.name} does not list this channel. Please choose one of the channels on their profile.`
    const model = `${recipient.profile.name} does not list this collaboration model. Please choose one of the models on their profile.`
    expect(response.json).toEqual({ success: false, errorMessage: channel, errors: { channel, model } })
    const sent = () => query(`select count(*)::int as n from proposals r join business_profiles t on t.id = r.to_id where t.slug = $1`, [recipient.profile.slug])
    expect((await sent()).rows[0]!.n).toBe(0)
    // The terms it lists now go through.
    const listed = await send(sender, proposalBody(recipient.profile.slug, { channel: 'newsletter', model: 'commission', commissionPercent: 10 }))
    expect(listed.status, listed.text).toBe(201)
    expect((await sent()).rows[0]!.n).toBe(1)
  })

  it('answers 401 without a session', async () => {
    const [, recipient] = await pair()
    const response = await api('POST', '/api/proposals', { body: proposalBody(recipient.profile.slug) })
    expect(response.status).toBe(401)
    expect(response.json.success).toBe(false)
  })

  it('refuses in the words the CMS holds, as published a moment ago', async () => {
    const cms = await payload()
    const { messages } = await cms.findGlobal({ slug: 'directory', depth: 0 })
    // Other files' tests may read this message meanwhile: the edit keeps the word they look for.
    const edited = `Edited ${Date.now()}: a business cannot propose to its own profile.`
    const publish = (ownBusiness: string) => cms.updateGlobal({ slug: 'directory', data: { messages: { ...messages, ownBusiness }, _status: 'published' } as never, overrideAccess: true, depth: 0 })
    const [sender] = await pair()
    await publish(edited)
    try {
      const self = await send(sender, proposalBody(sender.profile.slug))
      expect(self.status).toBe(403)
      expect(self.json).toEqual({ success: false, errorMessage: edited })
    } finally {
      await publish(messages.ownBusiness)
    }
    expect((await send(sender, proposalBody(sender.profile.slug))).json.errorMessage).toBe(messages.ownBusiness)
  })

  it('answers 403 to oneself, for an unverified sender, for a sender without a listed profile, and for one support holds', async () => {
    const [sender, recipient] = await pair()
    const self = await send(sender, proposalBody(sender.profile.slug))
    expect(self.status).toBe(403)
    expect(self.json).toMatchObject({ success: false, errorMessage: expect.stringMatching(/own/) })

    const unverified = await memberWithProfile({}, { verified: false })
    expect((await send(unverified, proposalBody(recipient.profile.slug))).status).toBe(403)

    const noProfile = await newMember()
    expect((await send(noProfile, proposalBody(recipient.profile.slug))).status).toBe(403)

    const unlisted = await memberWithProfile({ listed: false })
    const refused = await send(unlisted, proposalBody(recipient.profile.slug))
    expect(refused.status).toBe(403)
    expect(refused.json.errorMessage).toMatch(/list/)

    // A business support has taken off the directory is told so, not to list itself: it cannot.
    const held = await memberWithProfile({ listed: true })
    await query(`update business_profiles set held_by_support = true, listed = false where slug = $1`, [held.profile.slug])
    const heldRefused = await send(held, proposalBody(recipient.profile.slug))
    expect(heldRefused.status).toBe(403)
    expect(heldRefused.json.errorMessage).toBe('Our support team has taken your business off the directory, so you cannot send proposals for now. Please contact us about listing it again.')
    expect(await proposalEligibility(await findMemberById(held.id), recipient.profile.slug)).toMatchObject({ heldBySupport: true, canPropose: false })
    const { rows } = await query(`select count(*)::int as n from proposals p join business_profiles b on b.id = p.to_id where b.slug = $1`, [recipient.profile.slug])
    expect(rows[0]!.n).toBe(0)
  })

  it('answers 404 for an unknown or unlisted partner', async () => {
    const [sender] = await pair()
    expect((await send(sender, proposalBody('no-such-business'))).status).toBe(404)
    const unlisted = await memberWithProfile({ listed: false })
    const response = await send(sender, proposalBody(unlisted.profile.slug))
    expect(response.status).toBe(404)
    expect(response.json).toMatchObject({ success: false, errorMessage: expect.any(String) })
  })

  it('answers an unknown, an unlisted and a held business byte for byte alike, here and on the profile page: nothing tells whether it exists', async () => {
    const [sender] = await pair()
    // Each had a past with the sender (a proposal awaiting an answer, one sent to the viewer, one
    // at the weekly limit), which a page or an answer for a business that is off the directory must not show.
    const unlisted = await memberWithProfile({ name: `Unlisted ${Date.now()}` })
    const held = await memberWithProfile({ name: `Held ${Date.now()}` })
    expect((await send(sender, proposalBody(unlisted.profile.slug))).status).toBe(201)
    expect((await send(held, proposalBody(sender.profile.slug))).status).toBe(201)
    await backdatedProposals(sender, held, '1 day', 3)
    expect((await api('PUT', '/auth/business-profile', { token: unlisted.token, body: profileBody({ name: unlisted.profile.name, slug: unlisted.profile.slug, listed: false }) })).status).toBe(200)
    const cms = await payload()
    const support = await createStaff(cms, 'support')
    const { docs } = await cms.find({ collection: 'business-profiles', where: { slug: { equals: held.profile.slug } }, ...as(support) })
    await cms.update({ collection: 'business-profiles', id: docs[0]!.id, data: { listed: false }, ...as(support) })
    const slugs = [`unknown-${Date.now().toString(36)}`, unlisted.profile.slug, held.profile.slug]

    const answers = await Promise.all(
      slugs.map(async (slug) => {
        const { status, text } = await send(sender, proposalBody(slug))
        return { status, text }
      }),
    )
    expect(answers[0]).toEqual({ status: 404, text: JSON.stringify({ success: false, errorMessage: 'We could not find that business in the directory.' }) })
    expect(answers.slice(1)).toEqual([answers[0], answers[0]])

    const viewer = await findMemberById(sender.id)
    const pages = await Promise.all(slugs.map(async (slug) => JSON.stringify(await proposalEligibility(viewer, slug))))
    expect(JSON.parse(pages[0]!)).toMatchObject({ signedIn: true, self: false, canPropose: false, standing: null, limitReached: null })
    expect(pages.slice(1)).toEqual([pages[0], pages[0]])
  })

  it('answers 400 to a second proposal between two businesses while one awaits an answer, either way', async () => {
    const [sender, recipient] = await pair()
    const first = (await send(sender, proposalBody(recipient.profile.slug))).json.proposal
    const again = await send(sender, proposalBody(recipient.profile.slug, { channel: 'newsletter' }))
    expect(again.status).toBe(400)
    expect(again.json).toEqual({ success: false, errorMessage: `Your proposal to ${recipient.profile.name} is still awaiting their answer. You can follow it up in your collaborations.` })
    const back = await send(recipient, proposalBody(sender.profile.slug))
    expect(back.status).toBe(400)
    expect(back.json).toEqual({ success: false, errorMessage: `${sender.profile.name} has already proposed a collaboration to you. Please answer it in your collaborations.` })
    const { rows } = await query(
      `select count(*)::int as n from proposals where id <> $1 and (from_id, to_id) in (select a.id, b.id from business_profiles a, business_profiles b where a.slug = any($2) and b.slug = any($2))`,
      [first.id, [sender.profile.slug, recipient.profile.slug]],
    )
    expect(rows[0]!.n).toBe(0)
    // Answered, the first one no longer stands in the way, whoever proposes next.
    expect((await act(recipient, first.id, 'decline')).status).toBe(200)
    const next = (await send(recipient, proposalBody(sender.profile.slug))).json.proposal
    expect((await act(recipient, next.id, 'withdraw')).status).toBe(200)
    expect((await send(sender, proposalBody(recipient.profile.slug))).status).toBe(201)
  })

  it('lets one of many concurrent proposals between two businesses through, from both sides at once', async () => {
    const [a, b] = await pair()
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? send(a, proposalBody(b.profile.slug)) : send(b, proposalBody(a.profile.slug)))))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 400)).toHaveLength(11)
    const { rows } = await query(`select count(*)::int as n from proposals p join business_profiles f on f.id = p.from_id where f.slug = any($1)`, [[a.profile.slug, b.profile.slug]])
    expect(rows[0]!.n).toBe(1)
  })

  it('answers 429 with Retry-After past 20 proposals in 24 hours, and counts only sent ones', async () => {
    const [sender, recipient] = await pair()
    // Nineteen sent "yesterday" morning (older than 24 hours) do not count; eighteen recent ones do.
    // They went to a third business: a business may send another only a few a week (its own test).
    const elsewhere = await memberWithProfile()
    await backdatedProposals(sender, elsewhere, '25 hours', 19)
    await backdatedProposals(sender, elsewhere, '23 hours', 18)
    const another = await memberWithProfile()
    expect((await send(sender, proposalBody('no-such-business'))).status).toBe(404)
    expect((await send(sender, proposalBody(recipient.profile.slug))).status).toBe(201)
    // Refused for another reason (one already awaits an answer), so it does not count either.
    expect((await send(sender, proposalBody(recipient.profile.slug))).status).toBe(400)
    expect((await send(sender, proposalBody(another.profile.slug))).status).toBe(201)
    const throttled = await send(sender, proposalBody((await memberWithProfile()).profile.slug))
    expect(throttled.status).toBe(429)
    expect(throttled.json).toMatchObject({ success: false, errorMessage: expect.stringMatching(/24 hours/) })
    const retryAfter = Number(throttled.headers.get('retry-after'))
    // The oldest counted proposal (23 hours old) leaves the window in about an hour.
    expect(retryAfter).toBeGreaterThan(3500)
    expect(retryAfter).toBeLessThanOrEqual(3600)
  })

  it('lets one business send another at most three proposals in 7 days, so send-and-withdraw cannot flood its inbox', async () => {
    const [sender, recipient] = await pair()
    for (let round = 0; round < 3; round++) {
      const sent = await send(sender, proposalBody(recipient.profile.slug))
      expect(sent.status, sent.text).toBe(201)
      expect((await act(sender, sent.json.proposal.id, 'withdraw')).status).toBe(200)
    }
    // Each email leaves in the background, so a proposal's own email can land after its withdrawal's.
    await settleDeliveries()
    const received = await mailTo(process.env.MAIL_DIR!, recipient.email)
    expect(received.filter((mail) => /withdrew their proposal/.test(mail.subject ?? ''))).toHaveLength(3)
    const mails = received.length
    const refused = await send(sender, proposalBody(recipient.profile.slug))
    expect(refused.status).toBe(429)
    expect(refused.json).toMatchObject({ success: false, errorMessage: expect.stringContaining(`You have sent ${recipient.profile.name} 3 proposals in the last 7 days`) })
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(7 * 86_400 - 120)
    expect(retryAfter).toBeLessThanOrEqual(7 * 86_400)
    // Nothing more reached the recipient.
    expect((await emailTo(recipient.email)).count).toBe(mails)
    // Other businesses, and the recipient proposing back, are not held by it.
    expect((await send(sender, proposalBody((await memberWithProfile()).profile.slug))).status).toBe(201)
    expect((await send(recipient, proposalBody(sender.profile.slug))).status).toBe(201)
  })

  it('counts only the last 7 days of proposals to one business', async () => {
    const [sender, recipient] = await pair()
    await backdatedProposals(sender, recipient, '8 days', 5)
    await backdatedProposals(sender, recipient, '6 days', 2)
    expect((await send(sender, proposalBody(recipient.profile.slug))).status).toBe(201)
    const { rows } = await query(`select id from proposals where status = 'pending' and to_id = (select id from business_profiles where slug = $1)`, [recipient.profile.slug])
    expect((await act(sender, Number(rows[0]!.id), 'withdraw')).status).toBe(200)
    const refused = await send(sender, proposalBody(recipient.profile.slug))
    expect(refused.status).toBe(429)
    // The older of the two counted ones leaves the window in about a day.
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(86_400)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(86_400 - 120)
  })

  it('lets concurrent sends past the limit through exactly up to it', async () => {
    const sender = await memberWithProfile()
    const recipients = await Promise.all(Array.from({ length: 24 }, () => memberWithProfile()))
    const answers = await Promise.all(recipients.map((recipient) => send(sender, proposalBody(recipient.profile.slug))))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses.filter((status) => status === 201)).toHaveLength(20)
    expect(statuses.filter((status) => status === 429)).toHaveLength(4)
  })

  it('refuses more concurrent sends than the pool has connections, each with its 429', async () => {
    const [sender, recipient] = await pair()
    await backdatedProposals(sender, await memberWithProfile(), '1 hour', 20)
    // Each send waits for the sender's lock inside its own transaction (one pooled connection each);
    // the refusal's words must come through that transaction, not from a connection the waiting
    // ones hold.
    const answers = await Promise.all(Array.from({ length: beyondThePool() }, () => send(sender, proposalBody(recipient.profile.slug))))
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 429))
  })
})

describe('GET /api/proposals', () => {
  it('lists received and sent proposals, newest first, with nothing private', async () => {
    const [a, b] = await pair()
    const [c, d] = [await memberWithProfile(), await memberWithProfile()]
    const first = (await send(b, proposalBody(a.profile.slug))).json.proposal
    const second = (await send(c, proposalBody(a.profile.slug))).json.proposal
    const third = (await send(a, proposalBody(d.profile.slug))).json.proposal
    const response = await api('GET', '/api/proposals', { token: a.token })
    expect(response.status).toBe(200)
    expect(Object.keys(response.json).sort()).toEqual(['incoming', 'outgoing', 'success'])
    expect(response.json.incoming.map((p: { id: number }) => p.id)).toEqual([second.id, first.id])
    expect(response.json.outgoing).toEqual([third])
    for (const member of [a, b, c, d]) expect(response.text).not.toContain(member.email)
  })

  it('keeps every proposal awaiting an answer, however many answered ones are newer; answered ones stop at the latest 200', async () => {
    const [a, b] = await pair()
    const waiting = (await send(b, proposalBody(a.profile.slug))).json.proposal
    await query(`update proposals set created_at = now() - interval '400 days' where id = $1`, [waiting.id])
    await backdatedProposals(b, a, '1 day', answeredListed + 5)
    const { incoming } = (await api('GET', '/api/proposals', { token: a.token })).json as { incoming: { id: number; status: string }[] }
    expect(incoming).toHaveLength(answeredListed + 1)
    expect(incoming.filter((p) => p.status === 'withdrawn')).toHaveLength(answeredListed)
    expect(incoming.at(-1)).toMatchObject({ id: waiting.id, status: 'pending' })
    // Still answerable from the list it appears in.
    expect((await act(a, waiting.id, 'accept')).status).toBe(200)
  })

  it('pages the dashboard: pending ones and the latest answered ones first, then older answered ones a page at a time, each side on its own', async () => {
    const [a, b] = await pair()
    const waiting = (await send(b, proposalBody(a.profile.slug))).json.proposal
    await query(`update proposals set created_at = now() - interval '400 days' where id = $1`, [waiting.id])
    await backdatedProposals(b, a, '1 day', answeredOnPage * 2 + 5)
    await backdatedProposals(a, b, '2 days', 3)
    const everyAnswered = ((await api('GET', '/api/proposals', { token: a.token })).json.incoming as { id: number; status: string }[]).filter((p) => p.status !== 'pending').map((p) => p.id)

    const seen: number[] = []
    const pageSizes: number[] = []
    let receivedBefore: number | undefined
    for (let page = 0; page < 10; page++) {
      const lists = await listProposals({ id: a.id, emailVerified: true }, { answered: answeredOnPage, pages: { receivedBefore } })
      // The pending one is on the first page only, above nothing older; the sent list keeps its first page.
      expect(lists.incoming.some((p) => p.id === waiting.id)).toBe(page === 0)
      expect(lists.outgoing).toHaveLength(3)
      expect(lists.olderOutgoing).toBeNull()
      const answered = lists.incoming.filter((p) => p.status !== 'pending')
      pageSizes.push(answered.length)
      seen.push(...answered.map((p) => p.id))
      if (lists.olderIncoming === null) break
      expect(lists.olderIncoming).toBe(answered.at(-1)!.id)
      receivedBefore = lists.olderIncoming
    }
    expect(pageSizes).toEqual([answeredOnPage, answeredOnPage, 5])
    // No gap and no repeat: the pages together are the API's list of answered ones.
    expect(seen).toEqual(everyAnswered)
  })

  it('answers empty lists for a member without a profile, and 401 without a session', async () => {
    const member = await newMember()
    expect((await api('GET', '/api/proposals', { token: member.token })).json).toEqual({ success: true, incoming: [], outgoing: [] })
    expect((await api('GET', '/api/proposals')).status).toBe(401)
  })
})

describe('POST /api/proposals/{id}/accept, /decline, /withdraw', () => {
  async function pending() {
    const [sender, recipient] = await pair()
    const { proposal } = (await send(sender, proposalBody(recipient.profile.slug))).json
    return { sender, recipient, id: proposal.id as number }
  }

  it('the recipient accepts: 200, the sender is emailed, both see it accepted', async () => {
    const { sender, recipient, id } = await pending()
    const response = await act(recipient, id, 'accept')
    expect(response.status).toBe(200)
    expect(Object.keys(response.json.proposal).sort()).toEqual(proposalKeys)
    expect(response.json.proposal).toMatchObject({ id, status: 'accepted' })
    expect(Date.parse(response.json.proposal.updatedAt)).toBeGreaterThanOrEqual(Date.parse(response.json.proposal.createdAt))
    const mail = await emailTo(sender.email, new RegExp(`${recipient.profile.name} accepted your proposal`))
    expect(mail.text).toContain(`http://localhost:3000/dashboard/collaborations#proposal-${id}`)
    expect((await api('GET', '/api/proposals', { token: sender.token })).json.outgoing[0]).toMatchObject({ id, status: 'accepted' })
  })

  it('waits while support holds either business: accepting is refused (409) and shares nothing, declining still answers', async () => {
    const hold = (slug: string, held: boolean) => query(`update business_profiles set held_by_support = $2, listed = not $2 where slug = $1`, [slug, held])
    const fromHeld = await pending()
    await hold(fromHeld.sender.profile.slug, true)
    const refused = await act(fromHeld.recipient, fromHeld.id, 'accept')
    expect(refused.status).toBe(409)
    expect(refused.json).toEqual({
      success: false,
      errorMessage: `Our support team has taken ${fromHeld.sender.profile.name} off the directory for now, so their proposal cannot be accepted. You can decline it, or wait until they are listed again.`,
    })
    expect((await api('GET', '/api/proposals', { token: fromHeld.recipient.token })).json.incoming[0]).toMatchObject({ id: fromHeld.id, status: 'pending' })
    // The collaborations page says it on the card, in accept's own words, before anyone presses;
    // the sender's page has nothing to say (withdrawing stays open).
    expect((await listProposals({ id: fromHeld.recipient.id, emailVerified: true })).acceptRefused).toEqual({ [fromHeld.id]: refused.json.errorMessage })
    expect((await listProposals({ id: fromHeld.sender.id, emailVerified: true })).acceptRefused).toEqual({})
    // Listed again, it can be accepted.
    await hold(fromHeld.sender.profile.slug, false)
    expect((await listProposals({ id: fromHeld.recipient.id, emailVerified: true })).acceptRefused).toEqual({})
    expect((await act(fromHeld.recipient, fromHeld.id, 'accept')).status).toBe(200)
    expect((await listProposals({ id: fromHeld.recipient.id, emailVerified: true })).acceptRefused).toEqual({})

    const toHeld = await pending()
    await hold(toHeld.recipient.profile.slug, true)
    const own = await act(toHeld.recipient, toHeld.id, 'accept')
    expect(own.status).toBe(409)
    expect(own.json.errorMessage).toBe('Our support team has taken your business off the directory, so you cannot accept proposals for now. You can still decline them.')
    expect((await listProposals({ id: toHeld.recipient.id, emailVerified: true })).acceptRefused).toEqual({ [toHeld.id]: own.json.errorMessage })
    expect((await act(toHeld.recipient, toHeld.id, 'decline')).status).toBe(200)
  })

  it('an unverified recipient cannot accept (403): accepting would hand the sender an address nobody has proven; declining still answers', async () => {
    const sender = await memberWithProfile({ listed: true })
    const recipient = await memberWithProfile({ listed: true }, { verified: false })
    const { proposal } = (await send(sender, proposalBody(recipient.profile.slug))).json
    const refused = await act(recipient, proposal.id, 'accept')
    expect(refused.status).toBe(403)
    expect(refused.json).toEqual({
      success: false,
      errorMessage: 'Please verify your email address before accepting proposals: accepting shares it with the other business. You can still decline.',
    })
    expect((await api('GET', '/api/proposals', { token: sender.token })).json.outgoing[0]).toMatchObject({ id: proposal.id, status: 'pending' })
    // The card says so in accept's words in place of the button; once verified, it may accept.
    expect((await listProposals({ id: recipient.id, emailVerified: false })).acceptRefused).toEqual({ [proposal.id]: refused.json.errorMessage })
    const other = await memberWithProfile({ listed: true }, { verified: false })
    const toDecline = (await send(sender, proposalBody(other.profile.slug))).json.proposal
    expect((await act(other, toDecline.id, 'decline')).status).toBe(200)
    await markEmailVerified(recipient.id)
    expect((await act(recipient, proposal.id, 'accept')).status).toBe(200)
  })

  it('an acceptance introduces the two members: each is emailed the other, replies reach them, and their collaborations name them', async () => {
    const { sender, recipient, id } = await pending()
    const declined = await pending()
    expect((await act(declined.recipient, declined.id, 'decline')).status).toBe(200)
    expect((await act(recipient, id, 'accept')).status).toBe(200)

    const toSender = await emailTo(sender.email, new RegExp(`${recipient.profile.name} accepted your proposal`))
    expect(toSender.replyTo).toBe(recipient.email)
    expect(toSender.text).toContain(`reach Ada Lovelace at ${recipient.profile.name}, or write to ${recipient.email}.`)
    const toRecipient = await emailTo(recipient.email, new RegExp(`You are collaborating with ${sender.profile.name}`))
    expect(toRecipient.replyTo).toBe(sender.email)
    expect(toRecipient.text).toContain(`You accepted the proposal ${sender.profile.name} sent to ${recipient.profile.name}`)
    expect(toRecipient.text).toContain(`or write to ${sender.email}.`)
    expect(toRecipient.text).toContain(`/dashboard/collaborations#proposal-${id}`)

    // The page's lists carry each side's contact for the accepted proposal only; the API's Proposal JSON
    // carries none (decision 0078).
    expect((await listProposals({ id: sender.id, emailVerified: true })).contacts).toEqual({ [id]: { person: 'Ada Lovelace', email: recipient.email } })
    expect((await listProposals({ id: recipient.id, emailVerified: true })).contacts).toEqual({ [id]: { person: 'Ada Lovelace', email: sender.email } })
    expect((await listProposals({ id: declined.sender.id, emailVerified: true })).contacts).toEqual({})
    const listed = (await api('GET', '/api/proposals', { token: sender.token })).json
    expect(Object.keys(listed).sort()).toEqual(['incoming', 'outgoing', 'success'])
    expect(listed.outgoing[0]).toMatchObject({ id, status: 'accepted' })
    expect(Object.keys(listed.outgoing[0]).sort()).toEqual(proposalKeys)
  })

  it('names a member by their address when a name stored before names were checked carries a link', async () => {
    const [sender, recipient] = await pair()
    await query(`update members set first_name = 'Visit https://evil.example' where id = any($1::int[])`, [[sender.id, recipient.id]])
    const sent = await send(sender, proposalBody(recipient.profile.slug))
    expect(sent.status).toBe(201)
    const proposed = await emailTo(recipient.email, /proposes a collaboration/)
    expect(proposed.text).toContain(`Hi ${recipient.email},`)
    expect((await act(recipient, sent.json.proposal.id, 'accept')).status).toBe(200)
    for (const mail of [proposed, await emailTo(sender.email, /accepted your proposal/), await emailTo(recipient.email, /You are collaborating/)]) {
      expect(mail.text).not.toContain('evil')
      expect(mail.html).not.toContain('evil')
    }
  })

  it('a decline or a withdrawal shares no contact', async () => {
    const declined = await pending()
    expect((await act(declined.recipient, declined.id, 'decline')).status).toBe(200)
    const mail = await emailTo(declined.sender.email, /declined your proposal/)
    expect(mail.replyTo).toBeNull()
    expect(mail.text).not.toContain(declined.recipient.email)
    const withdrawn = await pending()
    expect((await act(withdrawn.sender, withdrawn.id, 'withdraw')).status).toBe(200)
    const told = await emailTo(withdrawn.recipient.email, /withdrew their proposal/)
    expect(told.replyTo).toBeNull()
    expect(told.text).not.toContain(withdrawn.sender.email)
    expect((await listProposals({ id: withdrawn.recipient.id, emailVerified: true })).contacts).toEqual({})
  })

  it('sends and answers with one statement at a time on each connection (the email copy is read in turn within the transaction)', async () => {
    const stop = watchBusyConnections(await db())
    try {
      const { recipient, id } = await pending()
      expect((await act(recipient, id, 'accept')).status).toBe(200)
    } finally {
      expect(stop()).toEqual([])
    }
  })

  it('the recipient declines: 200 and the sender is emailed', async () => {
    const { sender, recipient, id } = await pending()
    expect((await act(recipient, id, 'decline')).json.proposal.status).toBe('declined')
    expect((await emailTo(sender.email, /declined your proposal/)).text).toContain('/dashboard/collaborations')
  })

  it('the sender withdraws: 200 and the recipient is emailed', async () => {
    const { sender, recipient, id } = await pending()
    expect((await act(sender, id, 'withdraw')).json.proposal.status).toBe('withdrawn')
    expect((await emailTo(recipient.email, new RegExp(`${sender.profile.name} withdrew their proposal`))).text).toContain('/dashboard/collaborations')
  })

  it('answers 403 when the wrong side acts, leaving the proposal pending', async () => {
    const { sender, recipient, id } = await pending()
    for (const [member, action] of [
      [sender, 'accept'],
      [sender, 'decline'],
      [recipient, 'withdraw'],
    ] as const) {
      const response = await act(member, id, action)
      expect(response.status).toBe(403)
      expect(response.json).toMatchObject({ success: false, errorMessage: expect.any(String) })
    }
    expect((await api('GET', '/api/proposals', { token: sender.token })).json.outgoing[0].status).toBe('pending')
  })

  it('answers 404 for an unknown proposal, a malformed id, an unknown action, and someone else’s proposal', async () => {
    const { id } = await pending()
    const stranger = await memberWithProfile()
    expect((await act(stranger, 2_000_000_000, 'accept')).status).toBe(404)
    expect((await act(stranger, 'abc', 'accept')).status).toBe(404)
    expect((await act(stranger, id, 'accept')).status).toBe(404)
    expect((await act(stranger, id, 'withdraw')).status).toBe(404)
    expect((await act(stranger, id, 'approve')).status).toBe(404)
  })

  it('answers 409 once the proposal is no longer pending', async () => {
    const { sender, recipient, id } = await pending()
    await act(recipient, id, 'accept')
    for (const [member, action] of [
      [recipient, 'accept'],
      [recipient, 'decline'],
      [sender, 'withdraw'],
    ] as const) {
      const response = await act(member, id, action)
      expect(response.status).toBe(409)
      expect(response.json).toMatchObject({ success: false, errorMessage: expect.stringMatching(/accepted/) })
    }
  })

  it('settles a race between accept and withdraw: exactly one wins', async () => {
    const { sender, recipient, id } = await pending()
    const [accept, withdraw] = await Promise.all([act(recipient, id, 'accept'), act(sender, id, 'withdraw')])
    expect([accept.status, withdraw.status].sort()).toEqual([200, 409])
  })

  it('settles more concurrent answers than the pool has connections: one 200, the rest 409', async () => {
    const { recipient, id } = await pending()
    // All but the first wait for the proposal's row lock inside their transactions.
    const answers = await Promise.all(Array.from({ length: beyondThePool() }, () => act(recipient, id, 'accept')))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(statuses.length - 1)
  })

  it('answers 401 without a session', async () => {
    const { id } = await pending()
    expect((await api('POST', `/api/proposals/${id}/accept`)).status).toBe(401)
  })
})

describe('where a member stands with a business (the profile page)', () => {
  const standing = async (viewer: { id: number }, slug: string) => (await proposalEligibility(await findMemberById(viewer.id), slug)).standing
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date())

  it('a pending proposal shows on both sides until answered; an accepted one stays; a declined one leaves nothing', async () => {
    const [sender, recipient] = await pair()
    expect(await standing(sender, recipient.profile.slug)).toBeNull()

    const first = (await send(sender, proposalBody(recipient.profile.slug))).json.proposal
    expect(await standing(sender, recipient.profile.slug)).toEqual({ id: first.id, status: 'pending', sent: true, on: today() })
    expect(await standing(recipient, sender.profile.slug)).toEqual({ id: first.id, status: 'pending', sent: false, on: today() })
    expect((await act(recipient, first.id, 'decline')).status).toBe(200)
    expect(await standing(sender, recipient.profile.slug)).toBeNull()

    const second = (await send(recipient, proposalBody(sender.profile.slug))).json.proposal
    expect((await act(sender, second.id, 'accept')).status).toBe(200)
    expect(await standing(sender, recipient.profile.slug)).toEqual({ id: second.id, status: 'accepted', sent: false, on: today() })
    expect(await standing(recipient, sender.profile.slug)).toEqual({ id: second.id, status: 'accepted', sent: true, on: today() })

    // A new proposal awaiting an answer comes before the agreed one.
    const third = (await send(sender, proposalBody(recipient.profile.slug))).json.proposal
    expect(await standing(recipient, sender.profile.slug)).toEqual({ id: third.id, status: 'pending', sent: false, on: today() })

    // Nobody else sees anything of it; a member without a profile stands nowhere.
    const other = await memberWithProfile({ name: `Other ${Date.now()}` })
    expect(await standing(other, sender.profile.slug)).toBeNull()
    expect(await standing(await newMember(), sender.profile.slug)).toBeNull()
    expect(await standing(sender, 'not a slug')).toBeNull()
  })
})

const eligibility = async (viewer: { id: number }, slug: string) => proposalEligibility(await findMemberById(viewer.id), slug)

/**
 * What the profile page tells a sender held by a limit, checked against what a send to that business
 * is answered: no form, the same words, the same moment to come back. The notice's words and moment.
 */
async function heldLikeASend(sender: Member, recipient: Member): Promise<{ message: string; until: number }> {
  const held = await eligibility(sender, recipient.profile.slug)
  expect(held.canPropose).toBe(false)
  const refused = await send(sender, proposalBody(recipient.profile.slug))
  expect(refused.status).toBe(429)
  expect(held.limitReached).toEqual({ until: expect.any(String), message: refused.json.errorMessage })
  const until = Date.parse(held.limitReached!.until)
  expect(Math.abs(until - (Date.now() + Number(refused.headers.get('retry-after')) * 1000))).toBeLessThan(5_000)
  return { message: held.limitReached!.message, until }
}

describe('a member at the weekly limit to one business (the profile page)', () => {
  it('is told when they may propose again, in the words a send is refused with, instead of being offered the form', async () => {
    const [sender, recipient] = await pair()
    await backdatedProposals(sender, recipient, '2 days', 2)
    expect(await eligibility(sender, recipient.profile.slug)).toMatchObject({ canPropose: true, limitReached: null })

    await backdatedProposals(sender, recipient, '1 day', 1)
    // The same rule, the same day and the same words as the refusal of a send.
    const { message, until } = await heldLikeASend(sender, recipient)
    expect(message).toContain(`You have sent ${recipient.profile.name} 3 proposals in the last 7 days`)
    expect(Math.abs(until - (Date.now() + 5 * 86_400_000))).toBeLessThan(120_000)

    // The other direction, another business, and a member without a listed profile are not held by it.
    expect(await eligibility(recipient, sender.profile.slug)).toMatchObject({ canPropose: true, limitReached: null })
    expect((await eligibility(sender, (await memberWithProfile()).profile.slug)).limitReached).toBeNull()
    expect((await eligibility(await newMember(), recipient.profile.slug)).limitReached).toBeNull()
    // An unverified sender is told to verify first, as a send would be (403 before the limit).
    await query(`update members set email_verified = false where id = $1`, [sender.id])
    expect(await eligibility(sender, recipient.profile.slug)).toMatchObject({ emailVerified: false, canPropose: false, limitReached: null })
  })

  it('gives way to a proposal awaiting an answer, as a send does, and lifts once the oldest counted proposal is a week old', async () => {
    const [sender, recipient] = await pair()
    await backdatedProposals(sender, recipient, '6 days', 2)
    const pending = (await send(sender, proposalBody(recipient.profile.slug))).json.proposal
    expect(await eligibility(sender, recipient.profile.slug)).toMatchObject({ limitReached: null, standing: { id: pending.id, status: 'pending' } })
    expect((await act(sender, pending.id, 'withdraw')).status).toBe(200)
    expect((await eligibility(sender, recipient.profile.slug)).limitReached).not.toBeNull()
    await query(`update proposals set created_at = created_at - interval '1 day' where to_id = (select id from business_profiles where slug = $1) and message = 'old'`, [recipient.profile.slug])
    expect(await eligibility(sender, recipient.profile.slug)).toMatchObject({ canPropose: true, limitReached: null })
  })
})

describe('a member at the daily limit (the profile page)', () => {
  it("is told when they may send again, in the words a send is refused with, on any business's page", async () => {
    const [sender, recipient] = await pair()
    const elsewhere = await memberWithProfile()
    await backdatedProposals(sender, elsewhere, '20 hours', 19)
    expect(await eligibility(sender, recipient.profile.slug)).toMatchObject({ canPropose: true, limitReached: null })

    await backdatedProposals(sender, elsewhere, '1 hour', 1)
    const { message, until } = await heldLikeASend(sender, recipient)
    expect(message).toMatch(/24 hours/)
    // The oldest counted proposal (20 hours old) leaves the window in about four hours.
    expect(Math.abs(until - (Date.now() + 4 * 3_600_000))).toBeLessThan(120_000)
    // The limit is the sender's: the business they wrote to may still propose to them.
    expect(await eligibility(recipient, sender.profile.slug)).toMatchObject({ canPropose: true, limitReached: null })
  })
})

describe('a member deleting their account while proposals move', () => {
  it('takes turns with sends and answers either way: none of them fails with a 5xx, nothing of the business is left but an accepted collaboration', async () => {
    // Each request holds both members' rows before it locks their businesses or proposals, the order
    // a deletion takes them in; the other way round each would hold what the other waits for.
    for (let round = 0; round < 12; round++) {
      const [leaving, b, c, d] = await Promise.all(Array.from({ length: 4 }, (_, i) => memberWithProfile({ name: `Round ${round} business ${i} ${Date.now()}` })))
      const received = await send(b!, proposalBody(leaving!.profile.slug))
      const sent = await send(leaving!, proposalBody(c!.profile.slug))
      expect([received.status, sent.status]).toEqual([201, 201])
      const { password } = validRegistration(leaving!.email)
      // The deletion checks the password before its transaction begins: the others start 30 ms later
      // each round, so the early rounds finish before it, the late ones after, and those between
      // meet its transaction (without the members held first, an answer there deadlocked in two
      // runs of two with both cores busy).
      const later = <T>(work: () => Promise<T>) => new Promise<T>((resolve) => setTimeout(() => resolve(work()), round * 30))
      const [removal, ...others] = await Promise.all([
        call(deleteAccount, { headers: bearer(leaving!.token), body: { password } }),
        ...[
          () => send(d!, proposalBody(leaving!.profile.slug)),
          () => send(leaving!, proposalBody(d!.profile.slug)),
          () => act(leaving!, received.json.proposal.id, 'accept'),
          () => act(c!, sent.json.proposal.id, 'decline'),
          () => act(b!, received.json.proposal.id, 'withdraw'),
        ].map(later),
      ])
      expect(removal.status).toBe(200)
      for (const answer of others) expect(answer.status, answer.text).toBeLessThan(500)
      const { rows } = await query(
        `select (select count(*) from business_profiles where member_id = $1)::int as profiles,
                (select count(*) from proposals r join business_profiles p on p.id in (r.from_id, r.to_id) where p.member_id = $1)::int as proposals`,
        [leaving!.id],
      )
      expect(rows[0]).toEqual({ profiles: 0, proposals: 0 })
      // An accept that won the race is kept for the business that stays, under the snapshot (0088);
      // one that lost found its proposal gone with the rest.
      const [, , accepted] = others
      const kept = await query('select status::text, to_id, to_name from proposals where id = $1', [received.json.proposal.id])
      expect(kept.rows).toEqual(accepted!.status === 200 ? [{ status: 'accepted', to_id: null, to_name: leaving!.profile.name }] : [])
    }
  })
})
