// The partners feature's words from the CMS (the `directory` global and the brand name), for the
// emails and recent-activity lines the server writes. Read fresh each time: a published edit
// shows at once, and these are read only on writes and on the dashboard.
import type { Directory } from '@kindred/cms/types'
import type { Payload, PayloadRequest } from 'payload'

import type { Tx } from '~/server/db.server'
import { AppError, CopyMissing, type ErrorCode } from '~/server/errors.server'
import { payload } from '~/server/payload.server'

import type { Channel, Model, Offer } from './partners.options'

export type PartnersCopy = { copy: Directory; brand: string }

/**
 * The directory's copy and the brand name. Within a transaction (`req` carries it) the two reads
 * take turns: a transaction is one connection, which runs one statement at a time, and node-postgres
 * is retiring the queue that let a second statement wait on a busy connection (pg 9).
 */
export async function partnersCopy(cms: Payload, req?: Partial<PayloadRequest>): Promise<PartnersCopy> {
  const read = <S extends 'directory' | 'site-settings'>(slug: S) => cms.findGlobal({ slug, depth: 0, req })
  const [copy, settings] = req ? [await read('directory'), await read('site-settings')] : await Promise.all([read('directory'), read('site-settings')])
  return { copy, brand: settings.brandName }
}

type TextGroup = Exclude<keyof Directory, 'id' | 'updatedAt' | 'createdAt' | '_status' | 'globalType'>

/** A text the server cannot do without (a subject, a body): missing, it is a 503 (CopyMissing), not a crash. */
export function requiredText(copy: Directory, group: TextGroup, field: string): string {
  const value = (copy[group] as Record<string, unknown> | null | undefined)?.[field]
  if (typeof value === 'string' && value.trim()) return value
  throw new CopyMissing(`directory.${group}.${field}`)
}

export type RefusalKey = keyof Directory['messages']

type RefusalOptions = {
  /** Placeholders to fill, e.g. `{ limit: '20' }`. */
  values?: Record<string, string>
  /** The form field the refusal belongs to, for `errors`. */
  field?: string
  /**
   * The transaction the refusal is decided in. Its words are read through it: a request waiting on
   * a lock holds a pooled connection, so enough of them at once would leave none for a read outside.
   */
  tx?: Tx
}

/**
 * A refusal in the words of the CMS (`directory.messages`, placeholders filled): read only when a
 * request is refused, so the requests that succeed never pay for it.
 */
export async function refusal(code: ErrorCode, key: RefusalKey, { values = {}, field, tx }: RefusalOptions = {}): Promise<AppError> {
  const message = (await refusalWords(tx))(key, values)
  return new AppError(code, message, field ? { fields: { [field]: message } } : {})
}

/** Several fields refused at once (at least one), each in its own words; the first is the answer's `errorMessage`. */
export async function fieldRefusals(code: ErrorCode, refused: readonly { field: string; key: RefusalKey }[], { values = {}, tx }: Omit<RefusalOptions, 'field'> = {}): Promise<AppError> {
  const words = await refusalWords(tx)
  const messages = refused.map(({ field, key }) => [field, words(key, values)] as const)
  return new AppError(code, messages[0]?.[1] ?? '', { fields: Object.fromEntries(messages) })
}

/** Refusals a page says before the press that would meet them, in the CMS's words, in the order asked; none asked reads nothing. */
export async function refusalTexts(asked: readonly { key: RefusalKey; values?: Record<string, string> }[]): Promise<string[]> {
  if (!asked.length) return []
  const words = await refusalWords(undefined)
  return asked.map(({ key, values = {} }) => words(key, values))
}

async function refusalWords(tx: Tx | undefined) {
  const cms = tx?.payload ?? (await payload())
  const copy = await cms.findGlobal({ slug: 'directory', depth: 0, req: tx?.req })
  return (key: RefusalKey, values: Record<string, string>) => fill(requiredText(copy, 'messages', key), values)
}

/** 'in-store-space' → 'inStoreSpace': the CMS field of an option's label. */
const fieldOf = (value: string) => value.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

export function optionLabels(copy: Directory) {
  return {
    channel: (value: Channel) => (copy.channelLabels as Record<string, string> | null)?.[fieldOf(value)] || value,
    offer: (value: Offer) => (copy.offerLabels as Record<string, string> | null)?.[fieldOf(value)] || value,
    model: (value: Model) => (copy.modelLabels as Record<string, string> | null)?.[fieldOf(value)] || value,
  }
}

/** Replaces `{name}` placeholders; unknown ones stay as written so an editor sees the typo. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}

export { publicUrl } from '~/server/env.server'
