// The one input of a plan change (POST /auth/plan and the plan page's form). Browser-safe. Bounded:
// a plan slug is at most 60 characters of a slug's alphabet, billing one of two words.
import { z } from 'zod'

import { billings } from '~/server/member'
import { singleLine } from '~/server/text-fields'

export const planChangeSchema = z.object({
  plan: z
    .string({ error: 'Please choose a plan.' })
    .max(60, 'Please choose a plan.')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Please choose a plan.'),
  billing: z.enum(billings, { error: 'Please choose monthly or annual billing.' }),
})

export type PlanChangeInput = z.infer<typeof planChangeSchema>

/** POST /auth/api-keys: a name the member tells keys apart by, one line of 1–60 characters. */
export const apiKeySchema = z.object({
  name: singleLine('Name', 60).pipe(z.string().min(1, 'Please name the key.')),
})
