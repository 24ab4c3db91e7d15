// Access control for every kind of caller, through the real Local API with access enforced.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { allowed, as, communityMember, createStaff, testPayload } from '../support/payload'

type Caller = object | null
let payload: Payload
const callers: Record<'anonymous' | 'member' | 'editor' | 'support' | 'admin', Caller> = {
  anonymous: null,
  member: null,
  editor: null,
  support: null,
  admin: null,
}
let draftPageId: number
let messageId: number
let memberId: number

beforeAll(async () => {
  payload = await testPayload()
  callers.editor = await createStaff(payload, 'editor')
  callers.support = await createStaff(payload, 'support')
  callers.admin = await createStaff(payload, 'admin')
  const member = await payload.create({
    collection: 'members',
    data: { email: `member-${Date.now()}@example.com`, firstName: 'Mia', lastName: 'Chen', emailVerified: true, passwordHash: '$argon2id$v=19$fake-hash', ...communityMember },
    overrideAccess: true,
  })
  memberId = member.id
  // What a signed-in member looks like to Payload if one ever reached it: a user that is not staff.
  callers.member = { ...member, collection: 'members' }

  await payload.create({
    collection: 'pages',
    data: { title: 'Published', path: `/published-${Date.now()}`, seo: { title: 'P', description: 'P', robots: 'index, follow' }, _status: 'published' },
    overrideAccess: true,
  })
  const draft = await payload.create({
    collection: 'pages',
    data: { title: 'Secret draft', path: `/draft-${Date.now()}`, seo: { title: 'D', description: 'D', robots: 'index, follow' }, _status: 'draft' },
    draft: true,
    overrideAccess: true,
  })
  draftPageId = draft.id
  const message = await payload.create({
    collection: 'contact-messages',
    data: { name: 'Sam Lee', email: 'sam@example.com', message: 'Hello', status: 'new' },
    overrideAccess: true,
  })
  messageId = message.id
})

describe.each(['anonymous', 'member'] as const)('%s callers', (who) => {
  it('see published content only, never drafts', async () => {
    const { docs } = await payload.find({ collection: 'pages', limit: 100, ...as(callers[who]) })
    expect(docs.some((d) => d.title === 'Published')).toBe(true)
    expect(docs.some((d) => d.id === draftPageId)).toBe(false)
    expect(await allowed(() => payload.findByID({ collection: 'pages', id: draftPageId, ...as(callers[who]) }))).toBe(false)
    const draftRead = await payload.find({ collection: 'pages', draft: true, where: { id: { equals: draftPageId } }, ...as(callers[who]) })
    expect(draftRead.docs).toHaveLength(0)
  })

  it.each(['members', 'member-sessions', 'member-tokens', 'contact-messages', 'staff', 'email-outbox', 'rate-limits'] as const)('cannot read %s', async (collection) => {
    expect(await allowed(() => payload.find({ collection, ...as(callers[who]) }))).toBe(false)
  })

  it('cannot write content, staff or messages', async () => {
    expect(await allowed(() => payload.update({ collection: 'pages', id: draftPageId, data: { title: 'x' }, ...as(callers[who]) }))).toBe(false)
    expect(await allowed(() => payload.updateGlobal({ slug: 'site-settings', data: { brandName: 'Hacked' }, ...as(callers[who]) }))).toBe(false)
    expect(await allowed(() => payload.create({ collection: 'staff', data: { email: 'x@x.com', password: 'password1', name: 'x', role: 'admin' }, ...as(callers[who]) }))).toBe(false)
    expect(await allowed(() => payload.update({ collection: 'contact-messages', id: messageId, data: { status: 'spam' }, ...as(callers[who]) }))).toBe(false)
  })
})

describe('editor', () => {
  it('edits content and globals, and sees drafts', async () => {
    const editor = as(callers.editor)
    expect(await allowed(() => payload.update({ collection: 'pages', id: draftPageId, data: { title: 'Secret draft' }, draft: true, ...editor }))).toBe(true)
    expect(await allowed(() => payload.findByID({ collection: 'pages', id: draftPageId, draft: true, ...editor }))).toBe(true)
    expect(await allowed(() => payload.find({ collection: 'plans', ...editor }))).toBe(true)
    expect(await allowed(() => payload.updateGlobal({ slug: 'footer', data: {}, draft: true, ...editor }))).toBe(true)
  })

  it('cannot manage staff, read contact messages or touch members', async () => {
    const editor = as(callers.editor)
    expect(await allowed(() => payload.create({ collection: 'staff', data: { email: 'e@x.com', password: 'password1', name: 'e', role: 'admin' }, ...editor }))).toBe(false)
    expect(await allowed(() => payload.update({ collection: 'staff', id: (callers.admin as { id: number }).id, data: { name: 'x' }, ...editor }))).toBe(false)
    expect(await allowed(() => payload.update({ collection: 'staff', id: (callers.editor as { id: number }).id, data: { role: 'admin' }, ...editor }))).toBe(true)
    const self = await payload.findByID({ collection: 'staff', id: (callers.editor as { id: number }).id, overrideAccess: true })
    expect(self.role).toBe('editor')
    expect(await allowed(() => payload.find({ collection: 'contact-messages', ...editor }))).toBe(false)
    expect(await allowed(() => payload.update({ collection: 'members', id: memberId, data: { firstName: 'x' }, ...editor }))).toBe(false)
  })
})

describe('support', () => {
  it('triages contact messages', async () => {
    const support = as(callers.support)
    const { docs } = await payload.find({ collection: 'contact-messages', ...support })
    expect(docs.map((d) => d.id)).toContain(messageId)
    expect(await allowed(() => payload.update({ collection: 'contact-messages', id: messageId, data: { status: 'in-progress' }, ...support }))).toBe(true)
  })

  it('cannot edit content or staff', async () => {
    const support = as(callers.support)
    expect(await allowed(() => payload.update({ collection: 'pages', id: draftPageId, data: { title: 'x' }, ...support }))).toBe(false)
    expect(await allowed(() => payload.updateGlobal({ slug: 'navigation', data: {}, ...support }))).toBe(false)
    expect(
      await allowed(() =>
        payload.create({
          collection: 'plans',
          data: { slug: 'x', order: 1, name: 'x', monthlyPrice: 1, commissionPercent: 1, tagline: 'x', ctaLabel: 'x', ctaHref: '/', features: [{ text: 'x' }] },
          ...support,
        }),
      ),
    ).toBe(false)
    expect(await allowed(() => payload.create({ collection: 'staff', data: { email: 's@x.com', password: 'password1', name: 's', role: 'support' }, ...support }))).toBe(false)
  })
})

describe('admin', () => {
  it('manages staff, content, members and messages', async () => {
    const admin = as(callers.admin)
    expect(await allowed(() => payload.create({ collection: 'staff', data: { email: `new-${Date.now()}@x.com`, password: 'password1', name: 'n', role: 'support' }, ...admin }))).toBe(true)
    expect(await allowed(() => payload.find({ collection: 'members', ...admin }))).toBe(true)
    expect(await allowed(() => payload.find({ collection: 'contact-messages', ...admin }))).toBe(true)
    expect(await allowed(() => payload.update({ collection: 'pages', id: draftPageId, data: { title: 'Secret draft' }, draft: true, ...admin }))).toBe(true)
  })
})

describe('secrets never leave the database', () => {
  it('member password hashes and google ids are not returned, even to admins', async () => {
    const member = await payload.findByID({ collection: 'members', id: memberId, ...as(callers.admin) })
    expect(member).not.toHaveProperty('passwordHash')
    expect(member).not.toHaveProperty('googleSub')
    expect(JSON.stringify(member)).not.toContain('argon2')
  })

  it('staff hashes and salts are not returned', async () => {
    const { docs } = await payload.find({ collection: 'staff', ...as(callers.admin) })
    for (const staff of docs) {
      expect(staff).not.toHaveProperty('hash')
      expect(staff).not.toHaveProperty('salt')
    }
  })
})

describe('the team list', () => {
  it('shows support the desk it assigns messages to, and editors only themselves', async () => {
    const id = (who: 'editor' | 'support' | 'admin') => (callers[who] as { id: number }).id
    const { docs } = await payload.find({ collection: 'staff', limit: 100, ...as(callers.support) })
    expect(docs.map((d) => d.id)).toEqual(expect.arrayContaining([id('admin'), id('support')]))
    expect(docs.map((d) => d.id)).not.toContain(id('editor'))
    const editors = await payload.find({ collection: 'staff', limit: 100, ...as(callers.editor) })
    expect(editors.docs.map((d) => d.id)).toEqual([id('editor')])
  })
})
