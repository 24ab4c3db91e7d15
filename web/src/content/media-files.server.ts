// The uploaded images on local disk (MEDIA_DIR), served by the site under /media/ so they share the
// pages' origin (CSP img-src 'self', no extra connection). Every URL the site writes carries the
// image's version (content/media.server.ts), so each answer may be cached for a year, immutable.
// On S3 the files are fetched from the bucket's public address and this route answers 404.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { mediaDir, s3Settings } from '@kindred/cms/media'

import { serverEnv } from '~/server/env.server'

const types: Record<string, string> = { '.avif': 'image/avif', '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' }

/** A stored file's name: no folders, no leading dot, one of the image extensions, bounded length. */
const fileName = /^[\w(][\w .()-]{0,240}\.(?:avif|webp|png|jpe?g)$/i

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=60' } })

export async function serveMediaFile(name: string, method: 'GET' | 'HEAD'): Promise<Response> {
  const env = serverEnv()
  if (!fileName.test(name) || s3Settings(env) !== null) return notFound()
  const file = path.join(mediaDir(env), name)
  const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null
    throw error
  })
  if (!info?.isFile()) return notFound()
  const headers = {
    'content-type': types[path.extname(name).toLowerCase()]!,
    'content-length': String(info.size),
    'cache-control': 'public, max-age=31536000, immutable',
    'last-modified': info.mtime.toUTCString(),
  }
  if (method === 'HEAD') return new Response(null, { status: 200, headers })
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { status: 200, headers })
}
