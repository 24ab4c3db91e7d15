// Open Graph image of a page: /og?path=/about, the card stored when the page was published; a
// partner's profile (/og?path=/partners/{slug}) shows the business's name, type and suburb, stored
// when the profile was saved (decision 0098). A path no page links a card for is a 404 before any
// query, whatever cookies come with it; each client is throttled before the database is asked.
import { partnerCardText } from '@kindred/cms/og-cards'
import { createFileRoute } from '@tanstack/react-router'

import { findBusinessType } from '~/content/collections.server'
import { hasOwnCard } from '~/content/known-paths.server'
import { siteSettings } from '~/content/pages.server'
import { ogText } from '~/content/og-title.server'
import { typeNameFromSlug } from '~/partners/partners.options'
import { findListedPartner } from '~/partners/profiles.server'
import { clientIp, socketIp, type HandlerContext } from '~/server/client-ip.server'
import { AppError, errorResponse, TooManyRequests } from '~/server/errors.server'
import { cardFor, hitOgLimit } from '~/seo/og.server'

/** The card text of a listed business, or null when the slug names none. */
async function partnerText(slug: string) {
  const found = await findListedPartner(slug)
  if (!found) return null
  const [settings, type] = await Promise.all([siteSettings(), findBusinessType(found.partner.businessType)])
  const typeLabel = type?.navLabel ?? typeNameFromSlug(found.partner.businessType)
  return partnerCardText(settings.brandName, { name: found.partner.name, typeLabel, suburb: found.partner.suburb, postcode: found.partner.postcode })
}

const notFound = () => new AppError('not-found', 'No page here has an image.')

async function card(request: Request, context: HandlerContext): Promise<Response> {
  const path = new URL(request.url).searchParams.get('path') ?? '/'
  const partnerSlug = /^\/partners\/([a-z0-9-]{3,60})$/.exec(path)?.[1]
  // From the content cache's lists: an unknown path costs no query. A business's slug is checked by
  // the one indexed lookup below, after the throttle.
  if (!partnerSlug && !(await hasOwnCard(path))) throw notFound()
  const limit = await hitOgLimit(clientIp(request, context))
  if (!limit.allowed) throw new TooManyRequests(limit.retryAfterSeconds, 'Too many images were asked for. Please try again later.')
  const text = partnerSlug ? await partnerText(partnerSlug) : await ogText(path)
  if (!text) throw notFound()
  const { png, drawn } = await cardFor(path, text)
  return new Response(new Uint8Array(png), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=300', 'x-og-card': drawn ? 'drawn' : 'stored' },
  })
}

/** `GET /og`: the card, or the error's JSON answer (404, 429 with Retry-After, 503). */
export async function answerOg(request: Request, context: HandlerContext): Promise<Response> {
  try {
    return await card(request, context)
  } catch (error) {
    return errorResponse(error, 'og')
  }
}

export const Route = createFileRoute('/og')({
  server: {
    handlers: {
      GET: ({ request }) => answerOg(request, { ip: socketIp() }),
    },
  },
})
