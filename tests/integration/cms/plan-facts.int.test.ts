// Copy that names a plan's facts ({growth.price}): the CMS refuses a name no plan has when an editor
// saves it, and the site fills the names from the published plan, so a price change reaches the
// FAQ and the page's search snippet without anyone retyping them.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { fillPlanFacts } from '@kindred/cms/plan-facts'
import { blockData } from '~/content/blocks.server'
import { findPage } from '~/content/pages.server'
import { withPlanFacts } from '~/content/plan-facts.server'

import { createStaff, testPayload } from '../../support/payload'
import { watchBusyConnections } from '../../support/pool'
import { jwt, rest, staffToken } from '../../support/rest'
import { sql } from '../contact/support'

let payload: Payload
let headers: Record<string, string>
const tag = Date.now().toString(36)
const plan = `pf-${tag}`
const path = `/pf-page-${tag}`
const waitForContent = () => new Promise((resolve) => setTimeout(resolve, Number(process.env.CONTENT_TTL_MS ?? 2000) + 100))

beforeAll(async () => {
  payload = await testPayload()
  const editor = await createStaff(payload, 'editor')
  headers = jwt(await staffToken(payload, editor.email))
  await payload.create({
    collection: 'plans',
    data: {
      slug: plan,
      order: 900,
      name: 'Facts',
      monthlyPrice: 39,
      commissionPercent: 12,
      trialDays: 21,
      tagline: 'A plan.',
      ctaLabel: 'Go',
      ctaHref: '/contact',
      features: [{ text: 'One' }],
      _status: 'published',
    },
    overrideAccess: true,
  })
})

const saveFaq = (answer: string) =>
  rest('/faqs', { method: 'POST', body: { slug: `pf-faq-${Math.random().toString(36).slice(2)}`, group: `pf-${tag}`, question: 'What does it cost?', answer, _status: 'published' }, headers })

describe('an editor naming a plan’s facts', () => {
  it('saves names of existing plans and facts', async () => {
    expect((await saveFaq(`From {${plan}.price} a month, {${plan}.commission} commission, {${plan}.trialDays} days free.`)).status).toBe(201)
  })

  it('is told which name is wrong and what exists, in the FAQ and in a page’s search description', async () => {
    const unknownPlan = await saveFaq('Only {platinum.price} a month.')
    expect(unknownPlan.status).toBe(400)
    expect(JSON.stringify(unknownPlan.json)).toContain('no plan has the slug “platinum”')
    expect(JSON.stringify(unknownPlan.json)).toContain(plan)
    const unknownFact = await saveFaq(`Only {${plan}.cost} a month.`)
    expect(unknownFact.status).toBe(400)
    expect(JSON.stringify(unknownFact.json)).toContain(`{${plan}.price}`)
    const page = await rest('/pages', {
      method: 'POST',
      body: { title: 'Bad facts', path: `/pf-bad-${tag}`, seo: { title: 'Bad facts', description: 'From {platinum.price} a month.', robots: 'index, follow' }, _status: 'published' },
      headers,
    })
    expect(page.status).toBe(400)
    expect(JSON.stringify(page.json)).toContain('platinum')
  })
})

describe('checking the names at save', () => {
  it('looks the plans up once for the whole save, one statement at a time on its transaction', async () => {
    const stop = watchBusyConnections(sql(payload))
    const saved = await payload
      .create({
        collection: 'pages',
        data: {
          title: 'Several facts',
          path: `/pf-many-${tag}`,
          seo: { title: `From {${plan}.price} | {brand}`, description: `Try it for {${plan}.price} a month, {${plan}.trialDays} days free.`, robots: 'index, follow' },
          layout: [
            {
              blockType: 'plans',
              heading: 'Plans',
              perMonthLabel: '/month',
              commissionLabel: '{percent}%',
              notes: [{ text: `{${plan}.commission} commission` }, { text: `{${plan}.trialDays} days free` }],
            },
          ],
          _status: 'published',
        },
        overrideAccess: true,
      })
      .finally(() => expect(stop()).toEqual([]))
    expect(saved.id).toBeGreaterThan(0)
  })
})

describe('the site filling them in', () => {
  it('fills the FAQ and the search description from the published plan, and follows a price change', async () => {
    const answer = `Commission is {${plan}.commission}; it costs {${plan}.price}.`
    await payload.create({ collection: 'faqs', data: { slug: `pf-shown-${tag}`, group: `pf-${tag}`, order: 10, question: 'Q', answer, _status: 'published' }, overrideAccess: true })
    await payload.create({
      collection: 'pages',
      data: {
        title: 'Facts',
        path,
        seo: { title: 'Facts', description: `Try it for {${plan}.price} a month, {${plan}.trialDays} days free.`, robots: 'index, follow' },
        layout: [{ blockType: 'faq', heading: 'Questions', group: `pf-${tag}` }],
        _status: 'published',
      },
      overrideAccess: true,
    })
    await waitForContent()
    const page = (await findPage(path))!
    expect((await withPlanFacts(page.seo)).description).toBe('Try it for $39 a month, 21 days free.')
    const data = await blockData(page, { draft: false }, '')
    const shown = data.faqs[`pf-${tag}`]!.find((faq) => faq.answer === answer)!
    expect(fillPlanFacts(shown.answer, data.planFacts)).toBe('Commission is 12%; it costs $39.')

    const { docs } = await payload.find({ collection: 'plans', where: { slug: { equals: plan } }, overrideAccess: true })
    await payload.update({ collection: 'plans', id: docs[0]!.id, data: { monthlyPrice: 45, commissionPercent: 10 }, overrideAccess: true })
    await waitForContent()
    expect((await withPlanFacts((await findPage(path))!.seo)).description).toBe('Try it for $45 a month, 21 days free.')
    const after = await blockData((await findPage(path))!, { draft: false }, '')
    expect(fillPlanFacts(answer, after.planFacts)).toBe('Commission is 10%; it costs $45.')
  })
})
