// Server functions for the workspace's pages. Each checks the session itself from the request
// (never trusting beforeLoad) and hands the member to the workspace modules.
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'

import { entitlementDecision } from '~/server/entitlements.server'
import { signedInMember } from '~/server/viewer.server'

import { fixedAgreement } from './collaborations.server'
import type { Collaboration } from './workspace.options'

export type PrintableAgreement =
  | { state: 'signed-out' }
  | { state: 'not-found' }
  | { state: 'not-fixed' }
  /** The member's plan does not include agreement templates: the page names the plan that does. */
  | { state: 'plan'; message: string }
  | { state: 'fixed'; collaboration: Collaboration }

const idInput = z.object({ id: z.string().max(12) })

/**
 * The printable agreement of collaboration `id` as the signed-in member may see it. A formatted,
 * printable agreement is what the plans call "agreement templates" (CONTRACT §8); the draft, its
 * editing and its confirmation in the workspace are every member's.
 */
export const getPrintableAgreement = createServerFn({ method: 'GET' })
  .validator((input: unknown) => idInput.parse(input))
  .handler(async ({ data }): Promise<PrintableAgreement> => {
    const member = await signedInMember(getRequest())
    if (!member) return { state: 'signed-out' }
    if (!/^[1-9]\d{0,9}$/.test(data.id) || Number(data.id) > 2 ** 31 - 1) return { state: 'not-found' }
    const found = await fixedAgreement(member.id, Number(data.id))
    if (!found) return { state: 'not-found' }
    if (!found.fixed) return { state: 'not-fixed' }
    const decision = await entitlementDecision(member, 'agreement-templates')
    if (!decision.allowed) return { state: 'plan', message: decision.message }
    return { state: 'fixed', collaboration: found.collaboration }
  })
