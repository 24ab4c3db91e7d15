// The invoices pages' server functions (/dashboard/invoices, /dashboard/invoices/{number}): each
// checks the session itself and reads only the member's own business; a statement action runs the
// same transaction as POST /api/statements/{id}/….
import { createMiddleware, createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'

import { businessOfMember } from '~/server/businesses.server'
import { formsCopy } from '~/server/copy.server'
import { query } from '~/server/db.server'
import { csrfHeaderName, csrfToken } from '~/server/csrf-token'
import { asAppError } from '~/server/errors.server'
import { signedInMember } from '~/server/viewer.server'

import { invoiceOfBusiness, invoicesOfBusiness, statementJson, statementsOfBusiness } from './billing-store.server'
import type { Invoice, Statement } from './invoice'
import { actOnStatement, statementActions, statementIdOf } from './statements.server'

/** Cookie-authenticated writes carry the CSRF header (decision 0013), checked when the member is looked up. */
const csrfHeader = createMiddleware({ type: 'function' }).client(async ({ next }) => {
  const token = csrfToken()
  return next({ headers: token ? { [csrfHeaderName]: token } : {} })
})

export type MyBilling = { state: 'signed-out' } | { state: 'found'; slug: string | null; invoices: Invoice[]; statements: Statement[] }

/** The member's invoices and statements, newest first. */
export const getMyBilling = createServerFn({ method: 'GET' }).handler(async (): Promise<MyBilling> => {
  const member = await signedInMember(getRequest())
  if (!member) return { state: 'signed-out' }
  const business = await businessOfMember(member.id)
  if (!business) return { state: 'found', slug: null, invoices: [], statements: [] }
  const [invoices, statements] = await Promise.all([invoicesOfBusiness({ query }, business.profileId), statementsOfBusiness({ query }, business.profileId)])
  return { state: 'found', slug: business.slug, invoices, statements: statements.map(statementJson) }
})

export type PrintableInvoice = { state: 'signed-out' } | { state: 'not-found' } | { state: 'found'; invoice: Invoice }

const numberInput = z.object({ number: z.string().max(40).catch('') }).catch({ number: '' })

/** Invoice `number` when it is the member's business's; anyone else reads "not found". */
export const getPrintableInvoice = createServerFn({ method: 'GET' })
  .validator((input: unknown) => numberInput.parse(input))
  .handler(async ({ data }): Promise<PrintableInvoice> => {
    const member = await signedInMember(getRequest())
    if (!member) return { state: 'signed-out' }
    if (!/^KIN-\d{4}-\d{6}$/.test(data.number)) return { state: 'not-found' }
    const business = await businessOfMember(member.id)
    const invoice = business ? await invoiceOfBusiness({ query }, business.profileId, data.number) : null
    return invoice ? { state: 'found', invoice } : { state: 'not-found' }
  })

export type StatementAnswer = { success: true; statement: Statement } | { success: false; status: number; errorMessage: string }

const actionInput = z
  .object({ id: z.string().max(12).catch(''), action: z.enum(statementActions).catch('paid'), reason: z.string().max(2000).optional().catch(undefined) })
  .catch({ id: '', action: 'paid', reason: undefined })

/** Marks a statement paid, confirms it or disputes it for the signed-in member; refusals come back for the page to show. */
export const actOnMyStatement = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => actionInput.parse(input))
  .handler(async ({ data }): Promise<StatementAnswer> => {
    const member = await signedInMember(getRequest())
    if (!member) return { success: false, status: 401, errorMessage: (await formsCopy()).session.signInToContinue }
    try {
      const statement = await actOnStatement(member.id, statementIdOf(data.id), data.action, { reason: data.reason })
      return { success: true, statement }
    } catch (error) {
      const known = asAppError(error)
      if (!known) throw error
      return { success: false, status: known.status, errorMessage: known.errorMessage }
    }
  })
