// GET, POST /auth/api-keys and DELETE /auth/api-keys/{id} (decision 0110): a member's keys for their
// shop's own systems. Served to signed-in members through auth's `serveMember`, which accepts a
// session and never a key, so a key cannot make, list or delete keys. Making one needs a plan with
// API access (403 naming the plan); listing and deleting never do, so a member who moved to a plan
// without it can still see and remove their keys.
import { createApiKey, deleteApiKey, listApiKeys } from '~/server/api-keys.server'
import { requireEntitlement } from '~/server/entitlements.server'
import { AppError } from '~/server/errors.server'
import { json, parseWith, readJsonObject } from '~/server/http.server'
import type { User } from '~/server/member'

import { apiKeySchema } from './plans.schema'

const keyNotFound = () => new AppError('not-found', 'We could not find that API key.')

/** GET /auth/api-keys: the member's keys, without their secrets. */
export async function getApiKeys(_request: Request, member: User): Promise<Response> {
  return json(200, { success: true, keys: await listApiKeys(member.id) })
}

/** POST /auth/api-keys: name (1–60); 201 with the key's secret, shown this once. */
export async function postApiKey(request: Request, member: User): Promise<Response> {
  let body: Record<string, unknown>
  try {
    body = await readJsonObject(request)
  } catch (error) {
    if (error instanceof AppError && error.code === 'unsupported-media-type') throw new AppError('bad-request', error.errorMessage)
    throw error
  }
  await requireEntitlement(member, 'api-keys')
  const { name } = parseWith(apiKeySchema, body, 'Please name the key (at most 60 characters).')
  return json(201, { success: true, key: await createApiKey(member.id, name) })
}

/** DELETE /auth/api-keys/{id}: the key stops working at once. */
export const deleteApiKeyHandler =
  (rawId: string) =>
  async (_request: Request, member: User): Promise<Response> => {
    if (!/^[1-9]\d{0,9}$/.test(rawId) || Number(rawId) > 2 ** 31 - 1) throw keyNotFound()
    await deleteApiKey(member.id, Number(rawId))
    return json(200, { success: true })
  }
