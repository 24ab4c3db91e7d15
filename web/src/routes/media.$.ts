// /media/<file>: uploaded images from local disk (content/media-files.server.ts).
import { createFileRoute } from '@tanstack/react-router'

import { serveMediaFile } from '~/content/media-files.server'

export const Route = createFileRoute('/media/$')({
  server: {
    handlers: {
      GET: ({ params }) => serveMediaFile(params._splat ?? '', 'GET'),
      HEAD: ({ params }) => serveMediaFile(params._splat ?? '', 'HEAD'),
    },
  },
})
