// Images end to end: an editor uploads an image with alt text in the admin, sets it as a business
// type's hero and publishes; the landing page shows it as a responsive <picture> (AVIF and WebP
// srcsets, intrinsic size, the alt text), preloads it, and serves the files with a year's caching.
import sharp from 'sharp'

import { postChunked } from '../support/chunked'
import { cmsUrl, expect, openFromList, test } from '../support/staff'

// The admin compiles on first request under E2E_DEV=1.
test.setTimeout(240_000)

async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
    <rect width="100%" height="100%" fill="#7c3aed"/><circle cx="800" cy="450" r="300" fill="#fde68a"/></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
}

test('an editor uploads an image, sets it as a business hero and the page shows it responsively', async ({ editorPage: page }) => {
  const alt = `A sunny yoga studio ${Date.now()}`
  const filename = `studio-${Date.now()}.jpg`

  await page.goto(`${cmsUrl()}/admin/collections/media/create`, { timeout: 120_000 })
  await page.locator('input[type="file"]').setInputFiles({ name: filename, mimeType: 'image/jpeg', buffer: await photo() })
  await page.locator('#field-alt').fill(alt)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 60_000 })

  await page.goto(`${cmsUrl()}/admin/collections/business-types`, { timeout: 120_000 })
  await openFromList(page, 'Yoga & Pilates Studios')
  await expect(page.locator('#field-headline')).toHaveValue(/\w/, { timeout: 60_000 })
  await page.getByRole('button', { name: /choose from existing/i }).click()
  // The drawer lists the images; an image's file name selects it.
  await page.getByText(filename).first().click()
  await expect(page.getByText(filename).first()).toBeVisible()
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published|updated successfully/i).first()).toBeVisible({ timeout: 30_000 })

  const site = await page.context().newPage()
  await expect(async () => {
    await site.goto('/wellness-studio')
    await expect(site.getByRole('img', { name: alt })).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })

  const img = site.getByRole('img', { name: alt })
  await expect(img).toHaveAttribute('srcset', /\.webp\?v=\w+ 480w, .+ 768w, .+ 1280w, .+ 1600w$/)
  await expect(img).toHaveAttribute('width', '1600')
  await expect(img).toHaveAttribute('height', '900')
  await expect(img).toHaveAttribute('fetchpriority', 'high')
  const avif = site.locator('picture source[type="image/avif"]')
  await expect(avif).toHaveAttribute('srcset', /\.avif\?v=\w+ 480w/)
  // The browser picked a generated size and drew it.
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && /\.(avif|webp)\?v=/.test(el.currentSrc))).toBe(true)

  // The same AVIF candidates are preloaded from the head.
  const preload = site.locator('head link[rel="preload"][as="image"]')
  await expect(preload).toHaveAttribute('imagesrcset', (await avif.getAttribute('srcset'))!)
  await expect(preload).toHaveAttribute('fetchpriority', 'high')

  const file = await site.request.get((await avif.getAttribute('srcset'))!.split(' ')[0]!)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('image/avif')
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect((await site.request.get('/media/..%2F..%2Fetc%2Fpasswd.png')).status()).toBe(404)
})

test('an image over the size limit is refused in words that give the limit, and nothing is stored', async ({ editorPage: page }) => {
  const filename = `huge-${Date.now()}.png`
  // A PNG signature and 11 MB after it: the upload stops at the limit while the body streams, before
  // anything reads the image.
  const buffer = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(11 * 1024 * 1024, 7)])

  await page.goto(`${cmsUrl()}/admin/collections/media/create`, { timeout: 120_000 })
  await page.locator('input[type="file"]').setInputFiles({ name: filename, mimeType: 'image/png', buffer })
  await page.locator('#field-alt').fill('Too large to keep')
  const answer = page.waitForResponse((response) => response.url().includes('/api/media') && response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Save' }).click()
  expect((await answer).status()).toBe(413)
  await expect(page.getByText('Images may be at most 10 MB; this one is larger.')).toBeVisible({ timeout: 30_000 })

  const listed = await page.request.get(`${cmsUrl()}/api/media?where[filename][equals]=${filename}&depth=0`)
  expect((await listed.json()).totalDocs).toBe(0)
})

test('the CMS refuses a body larger than any the admin sends before reading it, and one without a declared length', async ({ request }) => {
  const huge = await request.post(`${cmsUrl()}/api/plans`, { headers: { 'content-type': 'application/json' }, data: `{"name":"${'x'.repeat(5 * 1024 * 1024)}"}` })
  expect(huge.status()).toBe(413)
  expect(await huge.json()).toEqual({ errors: [{ message: 'The request is too large.' }] })
  const image = await request.post(`${cmsUrl()}/api/media`, { multipart: { file: { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(12 * 1024 * 1024, 1) } } })
  expect(image.status()).toBe(413)
  expect(await image.json()).toEqual({ errors: [{ message: 'Images may be at most 10 MB; this one is larger.' }] })

  const status = await postChunked(`${cmsUrl()}/api/plans`, { 'content-type': 'application/json' }, ['{"name":', '"x"}'])
  expect(status).toBe(411)
})
