import { describe, expect, it } from 'vitest'

import { nextSteps } from './next-steps'
import type { Collaboration, Milestone } from './workspace.options'

const milestone = (id: number, fields: Partial<Milestone> = {}): Milestone => ({ id, title: `Milestone ${id}`, dueDate: null, doneBy: null, doneAt: null, confirmedAt: null, ...fields })

const collaboration = (fields: Partial<Collaboration> = {}): Collaboration => ({
  id: 1,
  from: { slug: 'ours', name: 'Ours' },
  to: { slug: 'theirs', name: 'Theirs' },
  channel: 'newsletter',
  offer: 'product-sample',
  model: 'reciprocal',
  message: 'Hello',
  startDate: null,
  status: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  agreement: { terms: 'Terms', confirmedBy: [], fixedAt: null },
  milestones: [],
  unread: 0,
  endedAt: null,
  ...fields,
})

describe('nextSteps', () => {
  it('asks a side to confirm the agreement until it has, and not once it is fixed', () => {
    expect(nextSteps(collaboration(), 'ours', false)).toEqual([{ kind: 'confirm-agreement' }])
    expect(nextSteps(collaboration({ agreement: { terms: 'T', confirmedBy: ['ours'], fixedAt: null } }), 'ours', false)).toEqual([])
    expect(nextSteps(collaboration({ agreement: { terms: 'T', confirmedBy: ['ours', 'theirs'], fixedAt: '2026-11-02T00:00:00.000Z' } }), 'theirs', false)).toEqual([])
  })

  it('asks only the side that did not mark a milestone done to confirm it', () => {
    const fixed = { terms: 'T', confirmedBy: ['ours', 'theirs'], fixedAt: '2026-11-02T00:00:00.000Z' }
    const done = collaboration({ agreement: fixed, milestones: [milestone(7, { doneBy: 'theirs', doneAt: '2026-11-03T00:00:00.000Z' }), milestone(8)] })
    expect(nextSteps(done, 'ours', false)).toEqual([{ kind: 'confirm-milestone', milestoneId: 7, title: 'Milestone 7' }])
    expect(nextSteps(done, 'theirs', false)).toEqual([])
  })

  it('asks for a reply while messages are unread, and for a review once ended and not reviewed', () => {
    const ended = collaboration({ status: 'ended', endedAt: '2026-11-05T00:00:00.000Z', unread: 2 })
    expect(nextSteps(ended, 'ours', false)).toEqual([{ kind: 'reply', unread: 2 }, { kind: 'review' }])
    expect(nextSteps(ended, 'ours', true)).toEqual([{ kind: 'reply', unread: 2 }])
  })
})
