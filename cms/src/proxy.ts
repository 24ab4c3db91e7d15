// Runs before the admin's routes: a REST call declaring a body larger than any the admin sends is
// refused here, before Payload reads it whole into memory (it parses a JSON body, and buffers an
// upload, before it checks who is asking).
import { NextResponse, type NextRequest } from 'next/server'

import { imageTooLarge, maxImageBytes } from './collections/Media/sizes'

/** Far above the largest document the admin saves (a page's rich text and blocks). */
const documentBytes = 4 * 1024 * 1024
/** An image at the limit, and its form's other fields. */
const uploadBytes = maxImageBytes + 1024 * 1024

const refuse = (status: number, message: string) => NextResponse.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

export function proxy(request: NextRequest) {
  if (request.method === 'GET' || request.method === 'HEAD') return NextResponse.next()
  const upload = request.nextUrl.pathname.startsWith('/api/media')
  // A body without a declared length could only be capped by reading it: browsers always declare one.
  if (/chunked/i.test(request.headers.get('transfer-encoding') ?? '')) return refuse(411, 'Please send the request with its length.')
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > (upload ? uploadBytes : documentBytes)) return refuse(413, upload ? imageTooLarge() : 'The request is too large.')
  return NextResponse.next()
}

export const config = { matcher: '/api/:path*' }
