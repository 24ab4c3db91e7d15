// The printable agreement (decision 0108): once both businesses confirmed it, a member opens
// /dashboard/collaborations/{id}/agreement and prints it; the PDF Chromium makes of it holds the
// terms and leaves the site's header out. Before then, and for anyone else, it is not shown.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

import { expect, open, postAs, siteUrl, test, type Member } from '../partners/fixtures'

const putAs = (member: Member, path: string, data: object) => member.context.request.put(path, { headers: { authorization: `Bearer ${member.accessToken}`, origin: siteUrl() }, data })

/** The text of every page of a PDF, in reading order. */
async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise
  const pages: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages.join('\n')
}

test('a fixed agreement prints to a PDF with its terms, and is withheld until both confirmed', async ({ members, listProfile }) => {
  const sender = await members({ firstName: 'Iris' })
  const recipient = await members({ firstName: 'Oscar' })
  await listProfile(sender)
  const theirs = await listProfile(recipient)
  const sent = await postAs(sender, '/api/proposals', {
    toPartner: theirs.slug,
    channel: 'newsletter',
    offer: 'product-sample',
    model: 'reciprocal',
    message: 'Shall we feature each other in our newsletters?',
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const { proposal } = (await sent.json()) as { proposal: { id: number } }
  expect((await postAs(recipient, `/api/proposals/${proposal.id}/accept`)).status()).toBe(200)
  // Agreement templates come with Growth: the member who prints starts its trial.
  expect((await postAs(recipient, '/auth/plan', { plan: 'growth', billing: 'monthly' })).status()).toBe(200)
  const terms = 'Iris features Oscar in the March newsletter; Oscar features Iris in April. Both send a proof 5 days before.'
  expect((await putAs(sender, `/api/collaborations/${proposal.id}/agreement`, { terms })).status()).toBe(200)
  expect((await postAs(sender, `/api/collaborations/${proposal.id}/agreement/confirm`)).status()).toBe(200)

  const path = `/dashboard/collaborations/${proposal.id}/agreement`
  await open(recipient.page, path)
  await expect(recipient.page.getByTestId('agreement-unavailable')).toBeVisible()
  await expect(recipient.page.getByText(terms)).toHaveCount(0)

  expect((await postAs(recipient, `/api/collaborations/${proposal.id}/agreement/confirm`)).status()).toBe(200)
  await open(recipient.page, path)
  await expect(recipient.page.getByTestId('agreement-terms')).toHaveText(terms)

  await recipient.page.emulateMedia({ media: 'print' })
  await expect(recipient.page.locator('header').first()).toBeHidden()
  await expect(recipient.page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden()
  const text = await pdfText(await recipient.page.pdf({ format: 'A4' }))
  expect(text.replace(/\s+/g, ' ')).toContain('Iris features Oscar in the March newsletter')
  expect(text).toContain('Collaboration agreement')

  // Someone who is not one of the two businesses reads "not found", with nothing of the agreement.
  const stranger = await members({ firstName: 'Mallory' })
  await open(stranger.page, path)
  await expect(stranger.page.getByTestId('agreement-unavailable')).toBeVisible()
  await expect(stranger.page.getByText(terms)).toHaveCount(0)
})
