// "Overdue" and "age" for the triage list: computed when a message is read, never stored, so they
// are always current. The contact form promises a reply within 24 hours (its success message in
// `content-seed/src/data/forms.ts`; triage, decision 0020).
import type { FieldHook } from 'payload'

export const replyPromiseHours = 24
const openStatuses = new Set(['new', 'in-progress'])

export function isOverdue(doc: { status?: string | null; createdAt?: string | null }, now = Date.now()): boolean {
  if (!doc.createdAt || !openStatuses.has(doc.status ?? 'new')) return false
  return now - new Date(doc.createdAt).getTime() > replyPromiseHours * 3600_000
}

export function ageLabel(createdAt: string | null | undefined, now = Date.now()): string {
  if (!createdAt) return ''
  const minutes = Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / 60_000))
  if (minutes < 60) return `${minutes} min`
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`
  return `${Math.floor(minutes / 1440)} d`
}

export const computeOverdue: FieldHook = ({ data }) => isOverdue(data ?? {})
export const computeAge: FieldHook = ({ data }) => ageLabel(data?.createdAt)
