// The media collection through the real Local API: sizes in AVIF and WebP on disk, alt text
// required, only raster images, a size limit, and who may upload.
import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { mediaWidths } from '../../../cms/src/collections/Media/sizes'
import { pngFile, testImage } from '../../support/images'
import { as, createStaff, testPayload } from '../../support/payload'

let payload: Payload
let editor: object
let support: object
let image: Buffer
/** For the refusals: small, so the sizes cut before validation take little time. */
let small: Buffer

async function failure(action: () => Promise<unknown>): Promise<{ status?: number; message: string; data?: unknown }> {
  try {
    await action()
  } catch (error) {
    return error as { status?: number; message: string }
  }
  throw new Error('expected the upload to be refused')
}

beforeAll(async () => {
  payload = await testPayload()
  editor = await createStaff(payload, 'editor')
  support = await createStaff(payload, 'support')
  image = await testImage(2000, 1125)
  small = await testImage(320, 180)
})

describe('media uploads', () => {
  it('cuts an upload into every width in AVIF and WebP, on disk', async () => {
    const doc = await payload.create({ collection: 'media', data: { alt: 'A sunlit café counter' }, file: pngFile(image), ...as(editor) })
    expect(doc).toMatchObject({ alt: 'A sunlit café counter', width: 2000, height: 1125, mimeType: 'image/png' })
    const dir = process.env.MEDIA_DIR!
    expect(existsSync(path.join(dir, doc.filename!))).toBe(true)
    for (const width of mediaWidths) {
      for (const [format, mimeType] of [
        ['avif', 'image/avif'],
        ['webp', 'image/webp'],
      ] as const) {
        const size = (doc.sizes as Record<string, { filename: string; width: number; height: number; mimeType: string }>)[`${format}${width}`]!
        expect(size, `${format}${width}`).toMatchObject({ width, height: Math.round((width * 1125) / 2000), mimeType })
        const meta = await sharp(path.join(dir, size.filename)).metadata()
        expect(meta.width).toBe(width)
        // libvips reports AVIF as its container, HEIF.
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp')
      }
    }
  })

  it('never enlarges: sizes wider than the original keep its width', async () => {
    const doc = await payload.create({ collection: 'media', data: { alt: 'A small logo' }, file: pngFile(await testImage(600, 400), 'small.png'), ...as(editor) })
    const sizes = doc.sizes as Record<string, { width: number | null; mimeType: string | null }>
    expect(sizes.webp480).toMatchObject({ width: 480, mimeType: 'image/webp' })
    expect(sizes.webp768).toMatchObject({ width: 600, mimeType: 'image/webp' })
    expect(sizes.avif1920).toMatchObject({ width: 600, mimeType: 'image/avif' })
  })

  it('requires alt text, with a message naming the field', async () => {
    const error = await failure(() => payload.create({ collection: 'media', data: {} as never, file: pngFile(small, 'no-alt.png'), ...as(editor) }))
    expect(error.status).toBe(400)
    expect(error.message).toMatch(/alt/i)
  })

  it('refuses alt text over the limit', async () => {
    const error = await failure(() => payload.create({ collection: 'media', data: { alt: 'x'.repeat(201) }, file: pngFile(small, 'long-alt.png'), ...as(editor) }))
    expect(error.status).toBe(400)
    expect(error.message).toMatch(/alt/i)
  })

  it('refuses a file that is not a raster image', async () => {
    const text = Buffer.from('not an image at all\n')
    const error = await failure(() => payload.create({ collection: 'media', data: { alt: 'Text' }, file: { data: text, mimetype: 'text/plain', name: 'notes.txt', size: text.length }, ...as(editor) }))
    expect(error.status).toBe(400)
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')
    const svgError = await failure(() =>
      payload.create({ collection: 'media', data: { alt: 'Vector' }, file: { data: svg, mimetype: 'image/svg+xml', name: 'x.svg', size: svg.length }, ...as(editor) }),
    )
    expect(svgError.status).toBe(400)
  })

  it('refuses an image over 10 MB with a clear message', async () => {
    const big = Buffer.concat([image, Buffer.alloc(10 * 1024 * 1024)])
    const error = await failure(() => payload.create({ collection: 'media', data: { alt: 'Huge' }, file: pngFile(big, 'huge.png'), ...as(editor) }))
    expect(error.status).toBe(413)
    expect(error.message).toMatch(/at most 10 MB/)
  })

  it('lets support staff and visitors read but not upload', async () => {
    const error = await failure(() => payload.create({ collection: 'media', data: { alt: 'Nope' }, file: pngFile(small, 'support.png'), ...as(support) }))
    expect(error.status).toBe(403)
    const anonymous = await payload.find({ collection: 'media', ...as(null) })
    expect(anonymous.totalDocs).toBeGreaterThan(0)
  })
})
