// The one import path the API (POST /api/redemptions/import) and the results page's server function
// share: a dry run stores nothing and says what the import then stores; a text over 1 MB counted in
// bytes (under 1 MB in characters) is refused with a 400, before anything is read.
import { beforeAll, describe, expect, it } from 'vitest'

import { importSalesOf, maxImportBytes } from '~/results/import.server'
import { businessOfMember } from '~/server/businesses.server'
import { query } from '~/server/db.server'
import { AppError } from '~/server/errors.server'

import { collaboration, makeCode, setUpResults } from './support'

beforeAll(setUpResults)

const salesOf = async (code: string) => (await query(`select r.order_ref from redemptions r join offer_codes c on c.id = r.code_id where c.code = $1 order by r.id`, [code])).rows

describe('importSalesOf', () => {
  it('checks first without storing, then stores the good rows; a file over 1 MB in bytes is a 400', async () => {
    const { id, proposer } = await collaboration()
    const code = await makeCode(proposer, id)
    const { profileId } = (await businessOfMember(proposer.id))!
    const csv = ['code,amount,orderRef,redeemedAt', `${code.code},20.00,PAGE-1,`, `${code.code},twelve,PAGE-2,`].join('\n')
    const dry = await importSalesOf(proposer.id, profileId, csv, true)
    expect(dry).toEqual({ imported: 1, duplicates: 0, errors: [{ line: 3, message: expect.stringMatching(/^amount:/) }] })
    expect(await salesOf(code.code)).toHaveLength(0)
    expect(await importSalesOf(proposer.id, profileId, csv, false)).toEqual(dry)
    expect(await salesOf(code.code)).toEqual([{ order_ref: 'PAGE-1' }])

    // Characters of three bytes each: within the characters a server function's input allows, over the bytes.
    const wide = `code,amount,orderRef,redeemedAt\n${'€'.repeat(Math.ceil(maxImportBytes / 3) + 10)}`
    expect(wide.length).toBeLessThan(maxImportBytes)
    await expect(importSalesOf(proposer.id, profileId, wide, true)).rejects.toBeInstanceOf(AppError)
    await expect(importSalesOf(proposer.id, profileId, wide, true)).rejects.toMatchObject({ status: 400, errorMessage: 'The file is larger than 1 MB. Please split it into smaller files.' })
  })
})
