// Deleting one's own account (decision 0033): the request body, shared by the dashboard form and
// POST /auth/account/delete.
import { z } from 'zod'

import { isSingleLine, textMessages } from '~/server/text-fields'

/** `password` is required for accounts that have one; the server decides which kind this is. */
export const deleteAccountSchema = z.object({
  password: z.string().max(128, textMessages.tooLong('Password', 128)).refine(isSingleLine, textMessages.notAllowed('Password')).optional(),
})
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>
