// The one mapping from thrown errors to answers, fed real PostgreSQL errors: a row pointing at one
// another request deleted meanwhile is a 409 the person can act on, never a 500.
import { describe, expect, it } from 'vitest'

import { query } from '~/server/db.server'
import { errorResponse, goneMeanwhileMessage } from '~/server/errors.server'

async function refusal(sql: string): Promise<unknown> {
  return query(sql).then(
    () => {
      throw new Error('expected PostgreSQL to refuse the statement')
    },
    (error: unknown) => error,
  )
}

describe('errorResponse', () => {
  it('answers 409 with what to do for a reference to a row deleted meanwhile', async () => {
    const error = await refusal(`insert into business_profiles (member_id, slug, name, business_type, description, suburb, postcode) values (2147483647, 'gone-meanwhile', 'x', 'x', 'x', 'x', '3000')`)
    const response = errorResponse(error, 'test')
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ success: false, errorMessage: goneMeanwhileMessage })
  })

  it('still answers 500, without details, to an error nobody foresaw', async () => {
    const response = errorResponse(await refusal(`select no_such_column from members`), 'test')
    expect(response.status).toBe(500)
    expect(JSON.stringify(await response.json())).not.toContain('no_such_column')
  })
})
