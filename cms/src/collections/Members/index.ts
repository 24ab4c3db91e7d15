import type { CollectionConfig } from 'payload'

import { adminsOnly, fieldAdminsOnly, fieldNobody, fieldSupportDesk, nobody, supportDesk } from '../../access'
import { businessTypeNameField, nameBusinessTypes } from '../../fields/businessTypeName'
import { momentDate } from '../../fields/dates'
import { yesNoCell } from '../../fields/yesNoCell'
import { closeProposalsOfLeavingMember } from './hooks/closeProposalsOfLeavingMember'
import { forgetMemberEmails } from './hooks/forgetMemberEmails'

/**
 * The site's members (SPEC's User). Written by the web app's auth API, never through Payload's
 * auth: members are deliberately not an auth collection, so Payload mounts no login endpoints for them.
 * The desk (support and admins) can look members up; nobody edits them here (a member corrects their own profile on the
 * site, so an address or a verification can never be changed behind their back); admins may
 * delete an account, which ends its sessions and tokens (ON DELETE CASCADE) and unlinks its
 * contact messages (SET NULL).
 */
export const Members: CollectionConfig = {
  slug: 'members',
  access: { read: supportDesk, create: nobody, update: nobody, delete: adminsOnly },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'businessTypeName', 'emailVerified', 'createdAt'],
    listSearchableFields: ['email', 'firstName', 'lastName'],
    group: 'Members',
    description: 'Read-only: members edit their own profile on the site. Deleting an account signs it out everywhere and removes its pending emails.',
  },
  defaultSort: '-createdAt',
  // The slugs the business type names are read from, whatever columns a list asks for.
  forceSelect: { businessType: true, organisation: { businessType: true } },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true, admin: { description: 'Sign-in address, stored lower-case.' } },
    { name: 'firstName', type: 'text', required: true, maxLength: 100 },
    { name: 'lastName', type: 'text', required: true, maxLength: 100 },
    {
      name: 'emailVerified',
      type: 'checkbox',
      defaultValue: false,
      required: true,
      admin: { description: 'Set when the member opens the emailed link (or signs in with Google).', components: { Cell: yesNoCell } },
    },
    { name: 'phone', type: 'text', maxLength: 40 },
    businessTypeNameField('businessType'),
    { name: 'businessType', label: 'Business type slug', type: 'text', maxLength: 120, admin: { description: 'As the site stores it.' } },
    {
      name: 'organisation',
      type: 'group',
      fields: [
        { name: 'name', type: 'text', maxLength: 200 },
        businessTypeNameField('businessType'),
        { name: 'businessType', label: 'Business type slug', type: 'text', maxLength: 120, admin: { description: 'As the site stores it.' } },
      ],
    },
    // The member's plan (decision 0103), written by the site's POST /auth/plan and the trial job. An
    // ended trial reads as Community on the site before the job records it. The previous plan,
    // billing and the change's moment are what the monthly invoice prorates from.
    {
      type: 'collapsible',
      label: 'Plan',
      admin: { initCollapsed: true },
      fields: [
        { name: 'plan', type: 'text', required: true, defaultValue: 'community', maxLength: 60, index: true, admin: { description: 'Slug of the plan (Plans collection).' } },
        {
          name: 'planStatus',
          type: 'select',
          required: true,
          defaultValue: 'free',
          index: true,
          options: ['free', 'trial', 'active', 'past-due'],
        },
        { name: 'billing', type: 'select', required: true, defaultValue: 'monthly', options: ['monthly', 'annual'] },
        { name: 'trialEndsAt', type: 'date', index: true, admin: { date: momentDate } },
        { name: 'trialUsed', type: 'checkbox', required: true, defaultValue: false, admin: { description: 'A member has one free trial.', components: { Cell: yesNoCell } } },
        { name: 'renewsAt', type: 'date', admin: { date: momentDate } },
        { name: 'planChangedAt', type: 'date', admin: { date: momentDate } },
        { name: 'previousPlan', type: 'text', maxLength: 60, admin: { description: 'The plan before the last change.' } },
        { name: 'previousBilling', type: 'select', options: ['monthly', 'annual'] },
      ],
    },
    // What support looks for next when a member writes in: their business, what they sent the desk
    // and where they are signed in. Joins read the other collections' own foreign keys.
    {
      name: 'businessProfile',
      label: 'Business profile',
      type: 'join',
      collection: 'business-profiles',
      on: 'member',
      admin: {
        allowCreate: false,
        defaultColumns: ['name', 'businessTypeName', 'listed', 'heldBySupport', 'updatedAt'],
        description: 'Open the business to see its proposals, sent and received, or to take it off the directory.',
      },
    },
    {
      name: 'contactMessages',
      label: 'Contact messages',
      type: 'join',
      collection: 'contact-messages',
      on: 'member',
      // Only the support desk reads contact messages: for an editor the admin leaves the section out,
      // rather than draw an empty table and log the collection's refusal as an error.
      access: { read: fieldSupportDesk },
      defaultSort: '-createdAt',
      admin: { allowCreate: false, defaultColumns: ['type', 'status', 'assignedTo', 'createdAt'] },
    },
    {
      name: 'sessions',
      label: 'Signed-in devices',
      type: 'join',
      collection: 'member-sessions',
      on: 'member',
      defaultSort: '-lastSeenAt',
      // Sessions are admins' alone (decision 0100): support reading a member gets no devices.
      access: { read: fieldAdminsOnly },
      admin: { allowCreate: false, defaultColumns: ['userAgent', 'lastSeenAt', 'expiresAt'] },
    },
    // Payload's own timestamp (same column and index), declared only to name it as staff say it.
    { name: 'createdAt', type: 'date', index: true, label: 'Joined', admin: { date: momentDate, disableBulkEdit: true, hidden: true } },
    // Secrets and internal identifiers: hidden from the admin and from every API response.
    { name: 'passwordHash', type: 'text', hidden: true, access: { read: fieldNobody, update: fieldNobody, create: fieldNobody } },
    { name: 'googleSub', type: 'text', hidden: true, unique: true, index: true, access: { read: fieldNobody, update: fieldNobody, create: fieldNobody } },
  ],
  hooks: {
    afterRead: [nameBusinessTypes(['businessType', 'organisation.businessType'])],
    beforeDelete: [closeProposalsOfLeavingMember],
    afterDelete: [forgetMemberEmails],
  },
}
