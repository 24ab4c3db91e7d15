// POST /contact (decision 0020): a plain Request → Response handler, so integration tests call it
// directly. It answers JSON to the site's script and, for a form posted without JavaScript, the
// contact page itself (success: 303 to /contact?sent=1; failure: the page re-rendered with the
// typed values and errors). The order follows our other mutating handlers: size, throttle, parse,
// validate, act, answer. See docs/decisions/0020-contact-delivery.md.
import { AppError, asAppError, errorResponse } from '~/server/errors.server'
import { clientIp, foreignOrigin, isFormPost, isForeignOrigin, isJson, json, pageWithStatus, parseJsonObject, readBody, seeOther, socketIp } from '~/server/http.server'
import { deliverInBackground } from '~/server/mail.server'
import { normaliseEmail } from '~/server/members.server'
import { signedInMember } from '~/server/viewer.server'

import { formsCopy } from '~/server/copy.server'

import { contactSchema, fieldErrors, honeypotField, type ContactFieldErrors } from './contact.schema'
import { storeContactMessage } from './notify.server'
import { hitContactLimit } from './rate-limit.server'

/**
 * Above the largest valid message even as a form post of emoji (about 5,700 characters of fields at
 * up to 12 bytes each URL-encoded: 68 KB), far below anything harmful.
 */
export const maxBodyBytes = 80 * 1024

/** What the page shows after a form posted without JavaScript failed (see ContactForm). */
export type ContactFormState = { status: 'failed'; values: Record<string, string>; errors: ContactFieldErrors; message: string }

type Kind = 'json' | 'form'
type Next<R> = (options: { context: { contactForm: ContactFormState } }) => R
export type ContactPostOptions<R> = { ip?: string; next?: Next<R> }

export async function handleContactPost<R = never>(request: Request, options: ContactPostOptions<R> = {}): Promise<Response | R> {
  // Another site's form is refused before anything is read or stored (decision 0090): its visitors'
  // browsers would each bring a fresh address, past the throttle, to fill the desk.
  if (isForeignOrigin(request)) return errorResponse(foreignOrigin(), 'contact')
  const kind = bodyKind(request)
  if (!kind) return errorResponse(new AppError('unsupported-media-type', 'Send the message as JSON or as a form.'), 'contact')
  let fields: Record<string, unknown> = {}
  let failureText: string | null = null
  try {
    fields = parseBody(kind, await readBody(request, maxBodyBytes))
    const texts = await formsCopy()
    failureText = texts.contact.failure
    const limit = await hitContactLimit(clientIp(request, { ip: options.ip ?? socketIp() }))
    if (!limit.allowed) {
      const headers = { 'Retry-After': String(limit.retryAfterSeconds) }
      return failure(kind, 429, texts.contact.throttled, fields, {}, options.next, headers)
    }
    // Bots that fill the hidden field are told "thank you" and nothing is stored (decision 0020).
    if (typeof fields[honeypotField] === 'string' && fields[honeypotField].trim() !== '') return success(kind)
    const parsed = contactSchema(texts).safeParse(fields)
    if (!parsed.success) return failure(kind, 400, texts.contact.invalid, fields, fieldErrors(parsed.error), options.next)
    // 201 only once the message and its notification are committed (decision 0031).
    const stored = await storeContactMessage(parsed.data, await verifiedSender(request, parsed.data.email))
    if (stored.emailId) deliverInBackground(stored.emailId)
    return success(kind)
  } catch (error) {
    const known = asAppError(error)
    if (known && known.status < 500) return failure(kind, known.status, known.errorMessage, fields, {}, options.next)
    if (known) console.warn(`[contact] message not stored: ${String((known.cause as Error)?.message ?? known.message)}`)
    else console.error('[contact] message not stored', error)
    // Nothing was stored: the sender keeps their text and may send it again shortly. Without the
    // CMS's words (copy unreadable) the AppError's own message is the best there is.
    return failure(kind, 503, failureText ?? known?.errorMessage ?? 'Service unavailable', fields, {}, options.next, { 'Retry-After': '5' })
  }
}

/**
 * The member a message is filed under: the one signed in, with a verified address, writing from
 * that address; otherwise none. Anyone can type a member's address into the form.
 */
async function verifiedSender(request: Request, email: string): Promise<number | null> {
  const member = await signedInMember(request)
  return member?.emailVerified && normaliseEmail(member.email) === normaliseEmail(email) ? member.id : null
}

function bodyKind(request: Request): Kind | null {
  if (isJson(request)) return 'json'
  if (isFormPost(request)) return 'form'
  return null
}

function parseBody(kind: Kind, raw: string): Record<string, unknown> {
  return kind === 'form' ? Object.fromEntries(new URLSearchParams(raw)) : parseJsonObject(raw)
}

function success(kind: Kind): Response {
  if (kind === 'json') return json(201, { success: true })
  return seeOther('/contact?sent=1')
}

function failure<R>(
  kind: Kind,
  status: number,
  errorMessage: string,
  fields: Record<string, unknown>,
  errors: ContactFieldErrors,
  next: Next<R> | undefined,
  headers: Record<string, string> = {},
): Response | R | Promise<Response | R> {
  if (kind === 'json') return json(status, { success: false, errorMessage, errors }, headers)
  // No JavaScript: render the contact page again, with what was typed (never the honeypot).
  const values: Record<string, string> = {}
  for (const key of ['name', 'email', 'phone', 'company', 'type', 'message']) if (typeof fields[key] === 'string') values[key] = String(fields[key]).slice(0, 6000)
  // With the refusal's status (400, 429 and its Retry-After), as the JSON answer has.
  if (next) return pageWithStatus(next({ context: { contactForm: { status: 'failed', values, errors, message: errorMessage } } }), status, headers)
  return new Response(null, { status: 303, headers: { Location: '/contact?failed=1', ...headers } })
}
