import type { CollectionConfig } from 'payload'

import { adminsOnly, fieldAdminsOnly, fieldNobody, fieldSupportDesk, nobody, supportDesk } from '../../access'
import { businessTypeNameField, knownBusinessType, nameBusinessTypes } from '../../fields/businessTypeName'
import { yesNoCell } from '../../fields/yesNoCell'
import { publicUrl } from '../../env'
import { channelOptions, modelOptions, offerOptions, profileSlugPattern } from '../../fields/partnerOptions'
import { cmsMaxLength } from '../../profile-fields'
import { holdMemberBeforeDelete } from './hooks/holdMemberBeforeDelete'
import { holdsAndTheOwnersListing } from './hooks/holdsAndTheOwnersListing'
import { recordListingChange } from './hooks/recordListingChange'
import { tellOwnerOfHold } from './hooks/tellOwnerOfHold'

/** Every field but `listed` and the hold is the member's own words: only an admin may correct them. */
const memberOwned = { update: fieldAdminsOnly }

/**
 * Members' business profiles: the partner directory (decision 0040). Written by the site's partners
 * API through the Local API; staff read them, and support (or an admin) moderates by holding a
 * business off the directory. Listing it is its owner's alone (hooks/holdsAndTheOwnersListing).
 * The full-text `search` column and its GIN index are plain SQL in the migration, unknown to Payload.
 */
export const BusinessProfiles: CollectionConfig = {
  slug: 'business-profiles',
  access: { read: supportDesk, create: nobody, update: supportDesk, delete: adminsOnly },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'businessTypeName', 'suburb', 'postcode', 'listed', 'heldBySupport', 'member', 'updatedAt'],
    // Support is often written to by the owner, not the business: their email finds it too.
    listSearchableFields: ['name', 'slug', 'suburb', 'postcode', 'memberEmail'],
    group: 'Partners',
    // The public page as visitors see it: a 404 once the business is unlisted.
    preview: (doc) => (typeof doc.slug === 'string' && doc.slug ? `${publicUrl()}/partners/${doc.slug}` : null),
    description: 'Untick “Listed” and save to take a business off the directory (within seconds); the member cannot list it again until staff lift the hold. Only its owner lists a business.',
  },
  defaultSort: '-updatedAt',
  // The slug the business type's name is read from, whatever columns a list asks for.
  forceSelect: { businessType: true },
  fields: [
    {
      name: 'listed',
      type: 'checkbox',
      required: true,
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Shown in the public directory. Staff may untick it (a hold), never tick it: listing is the owner’s choice.', components: { Cell: yesNoCell } },
    },
    {
      name: 'heldBySupport',
      label: 'Kept off the directory by support',
      type: 'checkbox',
      required: true,
      defaultValue: false,
      // Support decides it; the site only reads it (its writes never name the field).
      access: { create: fieldNobody, update: fieldSupportDesk },
      admin: {
        position: 'sidebar',
        components: { Cell: yesNoCell },
        description:
          'Ticked when staff untick “Listed”. While ticked, the member cannot list the business again from the site. Untick it to lift the hold: the business returns to the directory if its owner had it listed, and otherwise waits for its owner to list it.',
      },
    },
    {
      name: 'listedByOwner',
      label: 'Listed by its owner',
      type: 'checkbox',
      required: true,
      defaultValue: false,
      // The owner's own choice, written only by the site's save: staff never choose it for them.
      access: { create: fieldNobody, update: fieldNobody },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'The owner’s own choice. Lifting the hold puts the business back on the directory only when this is ticked.',
      },
    },
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, unique: true, index: true, access: memberOwned, admin: { position: 'sidebar', readOnly: true } },
    // The owner's sign-in address read through `member`, stored nowhere: only for the list's search
    // (the Member field above already shows it).
    { name: 'memberEmail', label: 'Member email', type: 'email', virtual: 'member.email', admin: { readOnly: true, disableBulkEdit: true, condition: () => false } },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 60,
      access: memberOwned,
      // The site finds a profile only by an address of this shape: another would list a business whose page is a 404.
      // An address saved under an older, looser rule may stay as it is (support can still unlist that
      // business); a new or changed one follows the site's rule.
      validate: (value: string | null | undefined, { previousValue }: { previousValue?: string | null }) =>
        (value && (profileSlugPattern.test(value) || value === previousValue)) || 'Use 3–60 lowercase letters and digits, with single hyphens between words.',
      admin: { position: 'sidebar', description: 'Address: /partners/{slug}.' },
    },
    { name: 'name', type: 'text', required: true, maxLength: cmsMaxLength('name'), access: memberOwned },
    businessTypeNameField('businessType'),
    {
      name: 'businessType',
      label: 'Business type slug',
      type: 'text',
      required: true,
      index: true,
      maxLength: cmsMaxLength('businessType'),
      access: memberOwned,
      validate: knownBusinessType,
      admin: { description: 'As the site stores it: the slug of one of Site content → Business Types.' },
    },
    { name: 'description', type: 'textarea', required: true, maxLength: cmsMaxLength('description'), access: memberOwned },
    {
      type: 'row',
      fields: [
        { name: 'suburb', type: 'text', required: true, maxLength: cmsMaxLength('suburb'), access: memberOwned },
        { name: 'postcode', type: 'text', required: true, index: true, maxLength: cmsMaxLength('postcode'), access: memberOwned },
      ],
    },
    { name: 'channels', type: 'select', hasMany: true, required: true, options: channelOptions, access: memberOwned },
    { name: 'offers', type: 'select', hasMany: true, required: true, options: offerOptions, access: memberOwned },
    { name: 'models', type: 'select', hasMany: true, required: true, options: modelOptions, access: memberOwned },
    { name: 'website', type: 'text', maxLength: cmsMaxLength('website'), access: memberOwned },
    { name: 'instagram', label: 'Instagram', type: 'text', maxLength: cmsMaxLength('instagram'), access: memberOwned, admin: { description: 'The handle, without the @.' } },
    {
      name: 'proposalsSent',
      type: 'join',
      collection: 'proposals',
      on: 'from',
      defaultSort: '-createdAt',
      // Proposals are made by members through the site's API (create: nobody), never here.
      admin: { allowCreate: false, defaultColumns: ['title', 'status', 'channel', 'createdAt'] },
    },
    {
      name: 'proposalsReceived',
      type: 'join',
      collection: 'proposals',
      on: 'to',
      defaultSort: '-createdAt',
      admin: { allowCreate: false, defaultColumns: ['title', 'status', 'channel', 'createdAt'] },
    },
  ],
  hooks: {
    beforeChange: [holdsAndTheOwnersListing],
    afterChange: [recordListingChange, tellOwnerOfHold],
    afterRead: [nameBusinessTypes(['businessType'])],
    beforeDelete: [holdMemberBeforeDelete],
  },
}
