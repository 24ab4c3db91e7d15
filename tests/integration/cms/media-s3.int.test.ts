// The media collection on S3-compatible storage: a real S3 server (s3rver) on a free port, the CMS
// configured through S3_* as in production. Uploads land in the bucket (not on local disk), browsers
// read them from S3_PUBLIC_URL, and deleting the image deletes its files.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { getPayload } from 'payload'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pngFile, testImage } from '../../support/images'

const bucket = 'kindred-media'
const s3Dir = mkdtempSync(path.join(tmpdir(), 'kindred-s3-'))
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: bucket, configs: [] }] })
let payload: Payload
let endpoint: string

beforeAll(async () => {
  const { port } = await server.run()
  endpoint = `http://127.0.0.1:${port}`
  Object.assign(process.env, {
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PUBLIC_URL: `${endpoint}/${bucket}`,
  })
  // The config reads S3_* when it is built: import it only now, under its own Payload instance.
  const { default: config } = await import('@kindred/cms/config')
  payload = await getPayload({ config, key: 'media-s3' })
})

afterAll(async () => {
  await server.close()
  rmSync(s3Dir, { recursive: true, force: true })
  for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PUBLIC_URL']) delete process.env[name]
})

describe('media on S3', () => {
  it('stores the original and every size in the bucket and serves them from the public URL', async () => {
    const before = readdirSync(process.env.MEDIA_DIR!).length
    const doc = await payload.create({ collection: 'media', data: { alt: 'A market stall at dawn' }, file: pngFile(await testImage(1600, 900), 's3-hero.png'), overrideAccess: true })
    expect(doc.url).toBe(`${endpoint}/${bucket}/s3-hero.png`)
    const original = await fetch(doc.url!)
    expect(original.status).toBe(200)
    expect(
      Buffer.from(await original.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG')

    const avif = doc.sizes!.avif768!
    expect(avif.url).toBe(`${endpoint}/${bucket}/${avif.filename}`)
    const file = await fetch(avif.url!)
    expect(file.status).toBe(200)
    // An AVIF file is an ISO media file whose brand is `avif`.
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(4, 12)
        .toString(),
    ).toBe('ftypavif')
    // Nothing went to local disk.
    expect(readdirSync(process.env.MEDIA_DIR!).length).toBe(before)

    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    expect((await fetch(doc.url!)).status).toBe(404)
    expect((await fetch(avif.url!)).status).toBe(404)
  })
})
