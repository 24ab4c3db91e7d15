// A proposal's money terms (decision 0107): a commission percent with the commission model, a fee in
// cents with a paid placement, neither with another model; in Proposal JSON and the emails.
import { beforeAll, describe, expect, it } from 'vitest'

import { api, emailTo, ensureBusinessTypes, memberWithProfile, proposalBody, proposalKeys } from '../partners/support'

beforeAll(ensureBusinessTypes)

const allModels = ['paid-placement', 'commission', 'reciprocal'] as ('paid-placement' | 'commission' | 'reciprocal')[]

async function pair() {
  const sender = await memberWithProfile({ models: allModels })
  const recipient = await memberWithProfile({ models: allModels })
  return { sender, recipient, send: (terms: Record<string, unknown>) => api('POST', '/api/proposals', { token: sender.token, body: proposalBody(recipient.profile.slug, terms) }) }
}

describe('POST /api/proposals: terms by model', () => {
  it('refuses a commission proposal without a percent, or with one outside 1-50 or not whole: 400 on commissionPercent', async () => {
    const { send } = await pair()
    for (const commissionPercent of [undefined, 0, 51, 12.5, -3, '12%', 1e9]) {
      const answer = await send({ model: 'commission', ...(commissionPercent !== undefined && { commissionPercent }) })
      expect(answer.status, `${commissionPercent}: ${answer.text}`).toBe(400)
      expect(Object.keys(answer.json.errors ?? {}), String(commissionPercent)).toEqual(['commissionPercent'])
    }
  })

  it('refuses a paid placement without a fee, or with one outside 1-100,000,000 cents or not whole: 400 on fee', async () => {
    const { send } = await pair()
    for (const fee of [undefined, 0, 100_000_001, 10.5, -100]) {
      const answer = await send({ model: 'paid-placement', ...(fee !== undefined && { fee }) })
      expect(answer.status, `${fee}: ${answer.text}`).toBe(400)
      expect(Object.keys(answer.json.errors ?? {}), String(fee)).toEqual(['fee'])
    }
  })

  it('refuses terms that belong to another model: 400 on that field', async () => {
    const { send } = await pair()
    const cases: [Record<string, unknown>, string][] = [
      [{ model: 'reciprocal', commissionPercent: 10 }, 'commissionPercent'],
      [{ model: 'reciprocal', fee: 5000 }, 'fee'],
      [{ model: 'commission', commissionPercent: 10, fee: 5000 }, 'fee'],
      [{ model: 'paid-placement', fee: 5000, commissionPercent: 10 }, 'commissionPercent'],
    ]
    for (const [terms, field] of cases) {
      const answer = await send(terms)
      expect(answer.status, JSON.stringify(terms)).toBe(400)
      expect(Object.keys(answer.json.errors ?? {})).toEqual([field])
    }
  })

  it('stores a commission proposal: commissionPercent in its JSON, fee null, and the terms in the email', async () => {
    const { send, recipient } = await pair()
    const answer = await send({ model: 'commission', commissionPercent: 12 })
    expect(answer.status, answer.text).toBe(201)
    expect(Object.keys(answer.json.proposal).sort()).toEqual(proposalKeys)
    expect(answer.json.proposal).toMatchObject({ model: 'commission', commissionPercent: 12, fee: null })
    const listed = await api('GET', '/api/proposals', { token: recipient.token })
    expect(listed.json.incoming[0]).toMatchObject({ id: answer.json.proposal.id, commissionPercent: 12, fee: null })
    const email = await emailTo(recipient.email, /proposes a collaboration/)
    expect(email?.text).toContain('Commission: 12% of each sale')
  })

  it('stores a paid placement: fee in cents in its JSON, commissionPercent null, and the fee in dollars in the email', async () => {
    const { send, recipient } = await pair()
    const answer = await send({ model: 'paid-placement', fee: 125_050 })
    expect(answer.status, answer.text).toBe(201)
    expect(answer.json.proposal).toMatchObject({ model: 'paid-placement', commissionPercent: null, fee: 125_050 })
    const email = await emailTo(recipient.email, /proposes a collaboration/)
    expect(email?.text).toContain('Placement fee: $1,250.50')
  })

  it('a reciprocal proposal has neither, and its email no terms line', async () => {
    const { send, recipient } = await pair()
    const answer = await send({ model: 'reciprocal' })
    expect(answer.status, answer.text).toBe(201)
    expect(answer.json.proposal).toMatchObject({ commissionPercent: null, fee: null })
    const email = await emailTo(recipient.email, /proposes a collaboration/)
    expect(email?.text).not.toMatch(/\{terms\}|Commission:|Placement fee:/)
  })
})
