// GET /go/{code}/qr.svg (decision 0102): the QR code of an offer code's tracking link.
import { createFileRoute } from '@tanstack/react-router'

import { linkQr } from '~/results/go.server'
import { serve } from '~/server/http.server'

export const Route = createFileRoute('/go/$code/qr.svg')({
  server: { handlers: { GET: ({ request, params }) => serve(() => linkQr(params.code), 'results')({ request }) } },
})
