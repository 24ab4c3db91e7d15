// The dashboard's list of collaborations, a page at a time: a member with more collaborations than
// a page holds sees the latest page and an "Older collaborations" link (a plain link, so it works
// without script) that shows the next page, with no collaboration twice; a member with a few sees
// them all and no link. The proposal lists below it page their answered proposals the same way.
import { expect, open, postAs, siteUrl, test } from '../partners/fixtures'
import { withStackDatabase } from '../support/operator'

/** The page size of the list (collaborations.server.ts). */
const pageSize = 20
/** How many answered proposals a list shows on a page (proposals.server.ts). */
const proposalPageSize = 20

test('the older link shows the next page of collaborations, with and without script', async ({ browser, members, listProfile }) => {
  // Two sign-ups and six page loads, the first of them compiled on demand by the dev server.
  test.setTimeout(240_000)
  const ada = await members({ firstName: 'Ada' })
  const ben = await members({ firstName: 'Ben' })
  await listProfile(ada)
  const benProfile = await listProfile(ben)
  const sent = await postAs(ada, '/api/proposals', {
    toPartner: benProfile.slug,
    channel: 'newsletter',
    offer: 'product-sample',
    model: 'reciprocal',
    message: 'Shall we feature each other in our newsletters?',
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const { proposal } = (await sent.json()) as { proposal: { id: number } }
  expect((await postAs(ben, `/api/proposals/${proposal.id}/accept`)).status()).toBe(200)

  await open(ada.page, '/dashboard/collaborations')
  const list = ada.page.getByTestId('collaboration-list')
  await expect(list.getByTestId('collaboration-item')).toHaveCount(1)
  await expect(list.getByTestId('collaboration-list-older')).toHaveCount(0)

  // 24 more like it, each a minute less recent: 25 in all, a page and five more.
  const ids = await withStackDatabase(async (client) => {
    const columns = async (table: string, except: string[]) =>
      (await client.query(`select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`, [table])).rows
        .map((row: { column_name: string }) => `"${row.column_name}"`)
        .filter((column: string) => !except.includes(column.slice(1, -1)))
    const proposalColumns = (await columns('proposals', ['id'])).join(', ')
    const { rows } = await client.query(`insert into proposals (${proposalColumns}) select ${proposalColumns} from proposals, generate_series(1, 24) where id = $1 returning id`, [proposal.id])
    const copies = rows.map((row: { id: number }) => Number(row.id))
    const collaborationColumns = await columns('collaborations', ['id', 'proposal_id', 'activity_at'])
    await client.query(
      `insert into collaborations (id, proposal_id, activity_at, ${collaborationColumns.join(', ')})
       select n.id, n.id, c.activity_at - n.i * interval '1 minute', ${collaborationColumns.map((column) => `c.${column}`).join(', ')}
         from collaborations c, unnest($2::int[]) with ordinality as n(id, i) where c.id = $1`,
      [proposal.id, copies],
    )
    return [proposal.id, ...copies]
  })

  // With script, `open` also waits for the page to hydrate; without, the page is the server's HTML.
  const check = async (page: typeof ada.page, scripted: boolean) => {
    if (scripted) await open(page, '/dashboard/collaborations')
    else await page.goto('/dashboard/collaborations')
    const shown = page.getByTestId('collaboration-list').getByTestId('collaboration-item')
    await expect(shown).toHaveCount(pageSize)
    const first = await shown.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-collaboration'))))
    expect(first).toEqual(ids.slice(0, pageSize))
    const older = page.getByRole('link', { name: 'Older collaborations' })
    await expect(older).toHaveAttribute('href', `/dashboard/collaborations?before=${ids[pageSize - 1]}#collaborations-heading`)
    await older.click()
    await expect(page).toHaveURL(new RegExp(`before=${ids[pageSize - 1]}`))
    await expect(shown).toHaveCount(ids.length - pageSize)
    expect(await shown.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-collaboration'))))).toEqual(ids.slice(pageSize))
    await expect(page.getByTestId('collaboration-list-older')).toHaveCount(0)

    // Ada's sent proposals, all answered (accepted), page the same way on their own list. The
    // copies share the first's creation time, so the latest id comes first.
    const proposalOrder = [...ids].sort((x, y) => y - x)
    await page.goto('/dashboard/collaborations')
    const sentCards = page.getByTestId('proposals-sent').getByTestId('proposal')
    await expect(sentCards).toHaveCount(proposalPageSize)
    await expect(page.getByRole('heading', { name: 'Sent', exact: true })).toBeVisible()
    const olderProposals = page.getByTestId('proposals-sent').getByRole('link', { name: 'Older proposals' })
    await expect(olderProposals).toHaveAttribute('href', `/dashboard/collaborations?sentBefore=${proposalOrder[proposalPageSize - 1]}#sent-heading`)
    await olderProposals.click()
    await expect(page).toHaveURL(new RegExp(`sentBefore=${proposalOrder[proposalPageSize - 1]}`))
    await expect(sentCards).toHaveCount(ids.length - proposalPageSize)
    expect(await sentCards.evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('aria-labelledby')!.replace('proposal-', ''))))).toEqual(proposalOrder.slice(proposalPageSize))
    await expect(page.getByTestId('proposals-sent-older')).toHaveCount(0)
  }
  await check(ada.page, true)
  const noScript = await browser.newContext({ baseURL: siteUrl(), javaScriptEnabled: false, storageState: await ada.context.storageState() })
  try {
    await check(await noScript.newPage(), false)
  } finally {
    await noScript.close()
  }
})
