// The member as the API shows it (the User JSON of `GET /auth/profile`, decision 0010): a plain type, safe for the browser.
// Every feature that reads members gets this shape from members.server.ts.

export type User = {
  id: number
  firstName: string
  lastName: string
  email: string
  emailVerified: boolean
  createdAt: string
  updatedAt: string
  phone: string | null
  businessType: string | null
  organisation: { name: string | null; businessType: string | null } | null
  /** Decision 0103: the plan as it stands now (an ended trial already reads as Community). */
  plan: MemberPlan
}

export const planStatuses = ['free', 'trial', 'active', 'past-due'] as const
export type PlanStatus = (typeof planStatuses)[number]
export const billings = ['monthly', 'annual'] as const
export type Billing = (typeof billings)[number]

export type MemberPlan = { slug: string; status: PlanStatus; billing: Billing; trialEndsAt: string | null; renewsAt: string | null }

/** A member's plan as stored, with what a change needs to know: whether the one free trial is spent. */
export type StoredPlan = MemberPlan & { trialUsed: boolean }

/** The free plan every member starts on and every ended trial returns to. */
export const communityPlan = 'community'

/**
 * The plan whose limits apply at `now`: a trial counts as its plan until `trialEndsAt`, then as
 * Community (decision 0103), whether or not the trial job has recorded the end yet. The end it had stays.
 */
export function planInForce(plan: MemberPlan, now = Date.now()): MemberPlan {
  if (plan.status !== 'trial') return plan
  if (plan.trialEndsAt && Date.parse(plan.trialEndsAt) > now) return plan
  return { slug: communityPlan, status: 'free', billing: plan.billing, trialEndsAt: plan.trialEndsAt, renewsAt: null }
}
