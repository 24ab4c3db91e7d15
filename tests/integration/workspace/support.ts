// Helpers for the workspace integration tests: real Requests into the workspace's route modules
// (members, profiles and proposals come from the partners helpers; collaborations with codes from the
// results tests' helper), the workspace listener installed as the server entry installs it, the CMS
// copy it drafts from, as seeded, and the last email to an address read back from MAIL_DIR.
import { expect } from 'vitest'

import { seedData } from '@kindred/content-seed'

import { query } from '~/server/db.server'
import { settleDeliveries } from '~/server/mail.server'
import { payload } from '~/server/payload.server'
import { provideWorkspace } from '~/workspace/install.server'

import { mailTo } from '../../support/mailbox'
import { serveRoute } from '../../support/routes'

import { assertNoSecrets } from '../auth/support'
import { api, ensureBusinessTypes, memberWithProfile, origin, proposalBody, type Json } from '../partners/support'

export { collaboration, setUpResults as setUpWorkspace, type Pair } from '../results/support'
export { origin }

export type Answer = { status: number; json: Json; text: string; headers: Headers }

/** Calls a workspace endpoint as an API client would (bearer token, JSON body). */
export async function call(method: 'GET' | 'POST' | 'PUT', pathAndQuery: string, options: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers = new Headers(options.headers)
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  let body = options.raw
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers.set('content-type', 'application/json')
  }
  const response = await serveRoute(new Request(new URL(pathAndQuery, origin), { method, headers, body }))
  const text = await response.text()
  assertNoSecrets(text)
  const json = response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : {}
  return { status: response.status, json, text, headers: response.headers }
}

export const send = (member: { token: string }, id: number, body: string) => call('POST', `/api/collaborations/${id}/messages`, { token: member.token, body: { body } })

/** Every email sent to `to` so far (oldest first), with its headers, once background sends finished. */
export async function emailsTo(to: string) {
  await settleDeliveries()
  return (await mailTo(process.env.MAIL_DIR!, to)).map((mail) => {
    // The headers as written (mailparser folds List-* headers into one parsed object).
    const header = (name: string) =>
      mail.headerLines
        .find((line) => line.key === name)
        ?.line.replace(/^[^:]+:\s*/, '')
        .replace(/\r?\n\s+/g, ' ') ?? null
    return { subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '', header }
  })
}

/** The same call, by the name the agreement and milestone tests use. */
export const workspaceApi = call

/** Business types, the directory copy and the agreement templates as seeded, and the acceptance listener installed. */
export async function ensureWorkspace(): Promise<void> {
  provideWorkspace()
  await ensureBusinessTypes()
  const cms = await payload()
  for (const template of seedData.agreementTemplates) {
    const { totalDocs } = await cms.find({ collection: 'agreement-templates', where: { model: { equals: template.model } }, limit: 1, depth: 0 })
    if (!totalDocs) await cms.create({ collection: 'agreement-templates', data: { ...template, _status: 'published' } as never, overrideAccess: true, depth: 0 })
  }
}

export type Party = Awaited<ReturnType<typeof memberWithProfile>>

/** Two businesses whose proposal (`overrides` to its body) the recipient accepted: [sender, recipient, collaboration id]. */
export async function collaborationBetween(overrides: Record<string, unknown> = {}): Promise<[Party, Party, number]> {
  const sender = await memberWithProfile({ name: `Sender ${Date.now()}` })
  const recipient = await memberWithProfile({ name: `Recipient ${Date.now()}` })
  const sent = await api('POST', '/api/proposals', { token: sender.token, body: proposalBody(recipient.profile.slug, overrides) })
  expect(sent.status, sent.text).toBe(201)
  const id = Number(sent.json.proposal.id)
  const accepted = await api('POST', `/api/proposals/${id}/accept`, { token: recipient.token })
  expect(accepted.status, accepted.text).toBe(200)
  return [sender, recipient, id]
}

export const collaborationKeys = ['agreement', 'channel', 'createdAt', 'endedAt', 'from', 'id', 'message', 'milestones', 'model', 'offer', 'startDate', 'status', 'to', 'unread', 'updatedAt']

/** The table's columns but `except`, quoted, for copying a row as it is. */
async function columnsOf(table: string, except: string[]): Promise<string[]> {
  const { rows } = await query(`select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`, [table])
  return rows.map((row) => `"${String(row.column_name)}"`).filter((column) => !except.includes(column.slice(1, -1)))
}

/**
 * `count - 1` copies of collaboration `id` (its accepted proposal, workspace row and milestones),
 * so its two businesses have `count` such collaborations: answers all `count` ids, `id` first.
 */
export async function copyCollaboration(id: number, count: number): Promise<number[]> {
  const proposalColumns = (await columnsOf('proposals', ['id'])).join(', ')
  const { rows } = await query(`insert into proposals (${proposalColumns}) select ${proposalColumns} from proposals, generate_series(1, $2) where id = $1 returning id`, [id, count - 1])
  const ids = rows.map((row) => Number(row.id))
  const collaborationColumns = await columnsOf('collaborations', ['id', 'proposal_id'])
  await query(
    `insert into collaborations (id, proposal_id, ${collaborationColumns.join(', ')})
     select n.id, n.id, ${collaborationColumns.map((column) => `c.${column}`).join(', ')} from collaborations c, unnest($2::int[]) as n(id) where c.id = $1`,
    [id, ids],
  )
  const milestoneColumns = await columnsOf('milestones', ['id', 'collaboration_id'])
  await query(
    `insert into milestones (collaboration_id, ${milestoneColumns.join(', ')})
     select n.id, ${milestoneColumns.map((column) => `m.${column}`).join(', ')} from milestones m, unnest($2::int[]) as n(id) where m.collaboration_id = $1`,
    [id, ids],
  )
  return [id, ...ids]
}
