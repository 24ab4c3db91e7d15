// Creating or updating the member's own business profile (PUT /auth/business-profile and the
// /dashboard/business form): validate with the shared schema, check the business type, settle the
// slug, then write through the CMS inside one transaction. Answers the stored profile, whose
// Open Graph card a listed profile then has drawn and stored.
import { profileFieldNames } from '@kindred/cms/profile-fields'
import { ValidationError } from 'payload'

import { transaction, type Tx } from '~/server/db.server'
import { AppError, goneMeanwhile } from '~/server/errors.server'
import { parseWith } from '~/server/http.server'
import { containsLink } from '~/server/text-rules'
import type { User } from '~/server/member'
import { adoptBusinessType, holdMembers } from '~/server/members.server'

import { refusal } from './copy.server'
import { drawProfileCard } from './og-card.server'
import { businessProfileSchema, slugRuleMessage, type BusinessProfileData } from './partners.schema'
import { slugPattern, type BusinessProfile } from './partners.options'
import { findOwnProfile, freeSlugFor, isBusinessType, lockOwnProfile, slugTaken } from './profiles.server'

/**
 * A profile may name only a published business type of the CMS. A type staff have taken down since
 * the profile chose it stays its own until the member picks another: the member can still edit or
 * unlist the profile without being made to change it. Checked against the locked row, in the save.
 */
async function requireKnownBusinessType(tx: Tx, slug: string, current: string | undefined): Promise<void> {
  if (slug !== current && !(await isBusinessType(slug, tx))) throw await refusal('bad-request', 'chooseType', { field: 'businessType', tx })
}

/**
 * The stored document. `listedByOwner` is the owner's own choice, which only this save writes: when
 * support lifts a hold, the business returns to the directory only if it holds true. During a hold
 * the only choice a save can make is unlisted (listing is refused), and it counts: an owner who says
 * unlisted is never listed again by a lift.
 */
function documentOf(memberId: number, slug: string, data: BusinessProfileData) {
  // The text fields (@kindred/cms/profile-fields) are the collection's fields of the same names.
  const text = Object.fromEntries(profileFieldNames.map((name) => [name, data[name]])) as Pick<BusinessProfileData, (typeof profileFieldNames)[number]>
  const { channels, offers, models, listed } = data
  return { member: memberId, slug, ...text, channels, offers, models, listed, listedByOwner: listed }
}

async function write(tx: Tx, memberId: number, data: BusinessProfileData): Promise<void> {
  if (!(await holdMembers(tx, [memberId])).has(memberId)) throw goneMeanwhile()
  const current = await lockOwnProfile(tx, memberId)
  await requireKnownBusinessType(tx, data.businessType, current?.businessType)
  await adoptBusinessType(tx, memberId, data.businessType)
  if (current?.heldBySupport && data.listed) throw await refusal('bad-request', 'heldBySupport', { field: 'listed', tx })
  // A save from a page loaded before the profile last changed (another tab, support unlisting it)
  // would silently undo that change. Checked after the hold, whose own refusal says more.
  if (current && data.updatedAt && Date.parse(data.updatedAt) !== Date.parse(current.updatedAt)) throw await refusal('conflict', 'savedElsewhere', { tx })
  // A new address for the profile (its own is kept even if saved under an older, looser rule).
  const wanted = data.slug && data.slug !== current?.slug ? data.slug : null
  if (wanted && !slugPattern.test(wanted)) throw new AppError('bad-request', slugRuleMessage, { fields: { slug: slugRuleMessage } })
  if (wanted && (await slugTaken(tx, wanted, current?.id ?? null))) throw await refusal('conflict', 'slugTaken', { field: 'slug', tx })
  // A given slug wins; otherwise the profile keeps its address, or a new one gets one from its name.
  const slug = data.slug ?? current?.slug ?? (await freeSlugFor(tx, data.name))
  const common = { overrideAccess: true, depth: 0, req: tx.req } as const
  if (current) await tx.payload.update({ collection: 'business-profiles', id: current.id, data: documentOf(memberId, slug, data), ...common })
  else await tx.payload.create({ collection: 'business-profiles', data: { ...documentOf(memberId, slug, data), heldBySupport: false }, ...common })
}

/** Which unique index refused a save, if one did: two saves racing for one slug, or for one member's first profile. */
function uniqueConflict(error: unknown): 'slug' | 'member' | null {
  if (!(error instanceof ValidationError)) return null
  const paths = (error.data?.errors ?? []).map((entry) => entry.path)
  if (paths.includes('slug')) return 'slug'
  if (paths.includes('member') || paths.includes('member_id')) return 'member'
  return null
}

/** The refusal for a save the database refused again, or the error itself. */
async function refusalFor(error: unknown): Promise<unknown> {
  const conflict = uniqueConflict(error)
  if (conflict === 'slug') return refusal('conflict', 'slugTaken', { field: 'slug' })
  if (conflict === 'member') return refusal('conflict', 'savedElsewhere')
  return error
}

export async function saveProfile(member: User, body: unknown): Promise<BusinessProfile> {
  const data = parseWith(businessProfileSchema, body, 'Please correct the highlighted fields.')
  // The name goes into the subject of every proposal email the business sends (decision 0091).
  if (containsLink(data.name)) throw await refusal('bad-request', 'nameHasLink', { field: 'name' })
  const save = () => transaction((tx) => write(tx, member.id, data))
  try {
    await save()
  } catch (error) {
    if (!uniqueConflict(error)) throw error
    // A first save racing another of the member's first saves (two tabs) loses at the unique index.
    // Once more, it finds the winner's profile and updates it, as racing updates do; a slug another
    // business took meanwhile is then refused by name.
    await save().catch(async (again: unknown) => {
      throw await refusalFor(again)
    })
  }
  const saved = await findOwnProfile(member.id)
  // Read after the save's commit: the member may have deleted their account in between (or an admin
  // the profile), which takes the profile with it. That is the 409 of a save that found the member
  // already gone.
  if (!saved) throw goneMeanwhile()
  // Its link-preview card, drawn now rather than by a visitor's request. The profile is saved either
  // way: a card that could not be drawn is drawn once by /og when first asked for.
  if (saved.listed) await drawProfileCard(saved).catch((error: unknown) => console.error(`[partners] the Open Graph card of ${saved.slug} was not drawn:`, error))
  return saved
}
