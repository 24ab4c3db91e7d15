// The copy a page needs from the `forms` and `account` globals, as loader data: each page asks for
// its own groups (`loadFormsCopy(['validation', 'contact'])`), so its HTML and its JavaScript carry
// only those words and no module of copy is imported by the client.
import type { Account, Form, Result } from '@kindred/cms/types'
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'

import { copyFor } from './copy.server'
import { readMode } from './preview.server'

export const formsParts = ['validation', 'contact', 'signIn', 'register', 'forgotPassword', 'resetPassword', 'verifyEmail', 'session'] as const
export type FormsPart = (typeof formsParts)[number]
export const accountParts = ['dashboard', 'profileForm', 'verificationNotice', 'deleteAccount', 'planPage', 'notificationSettings', 'invoicesPage'] as const
export type AccountPart = (typeof accountParts)[number]
export const resultsParts = ['panel', 'codes', 'sale', 'overview', 'flyer', 'ingest'] as const
export type ResultsPart = (typeof resultsParts)[number]

/** The known part names in `input.parts`, in their canonical order; anything else is ignored, and a longer list asks for none. */
function readParts<P extends string>(known: readonly P[]) {
  const schema = z
    .object({ parts: z.array(z.unknown()).max(known.length) })
    .transform(({ parts }) => ({ parts: known.filter((part) => parts.includes(part)) }))
    .catch({ parts: [] })
  return (input: unknown): { parts: P[] } => schema.parse(input)
}

function pick<T extends object>(doc: T, parts: (keyof T)[]): Partial<T> {
  return Object.fromEntries(parts.map((part) => [part, doc[part]])) as Partial<T>
}

export const getFormsCopy = createServerFn({ method: 'GET' })
  .validator(readParts(formsParts))
  .handler(async ({ data }) => pick(await copyFor('forms', readMode()), data.parts))

export const getAccountCopy = createServerFn({ method: 'GET' })
  .validator(readParts(accountParts))
  .handler(async ({ data }) => pick(await copyFor('account', readMode()), data.parts))

export const getResultsCopy = createServerFn({ method: 'GET' })
  .validator(readParts(resultsParts))
  .handler(async ({ data }) => pick(await copyFor('results', readMode()), data.parts))

export async function loadFormsCopy<P extends FormsPart>(parts: P[]): Promise<Pick<Form, P>> {
  return (await getFormsCopy({ data: { parts } })) as unknown as Pick<Form, P>
}

export async function loadAccountCopy<P extends AccountPart>(parts: P[]): Promise<Pick<Account, P>> {
  return (await getAccountCopy({ data: { parts } })) as unknown as Pick<Account, P>
}

export async function loadResultsCopy<P extends ResultsPart>(parts: P[]): Promise<Pick<Result, P>> {
  return (await getResultsCopy({ data: { parts } })) as unknown as Pick<Result, P>
}
