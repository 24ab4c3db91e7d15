import type { CollectionConfig } from 'payload'

import { adminsOnly, fieldAdminsOnly, nobody, supportDesk } from '../../access'
import { momentDate, dayDate } from '../../fields/dates'
import { milestoneSourceOptions, sideOptions } from './options'
import { noteWhoHid, reasonWhenHidden } from './hooks/hideReview'

/**
 * The workspace state of an accepted proposal (decision 0105): the agreement, each side's
 * confirmation, and the end. Written only by the site's workspace API, which enforces who may do
 * what; support reads it when a member reports a problem, editors never see it.
 */
export const Collaborations: CollectionConfig = {
  slug: 'collaborations',
  // Created only by the site as a proposal is accepted: its id is the proposal's (a database check).
  access: { read: supportDesk, create: nobody, update: adminsOnly, delete: adminsOnly },
  admin: {
    useAsTitle: 'id',
    defaultColumns: ['proposal', 'fixedAt', 'endedAt', 'activityAt'],
    group: 'Collaborations',
    description: 'One per accepted proposal, with the same id. Members write these on the site.',
  },
  defaultSort: '-activityAt',
  fields: [
    { name: 'proposal', type: 'relationship', relationTo: 'proposals', required: true, unique: true, index: true },
    { name: 'terms', type: 'textarea', required: true, maxLength: 10000, admin: { description: 'The agreement as the two businesses last wrote it.' } },
    {
      type: 'row',
      fields: [
        { name: 'fromConfirmedAt', label: 'Sender confirmed', type: 'date', admin: { date: momentDate } },
        { name: 'toConfirmedAt', label: 'Recipient confirmed', type: 'date', admin: { date: momentDate } },
        { name: 'fixedAt', label: 'Fixed', type: 'date', admin: { date: momentDate, description: 'Both confirmed these terms; they no longer change.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'endedAt', label: 'Ended', type: 'date', index: true, admin: { date: momentDate } },
        { name: 'endedBy', label: 'Ended by', type: 'select', options: sideOptions },
      ],
    },
    { name: 'activityAt', label: 'Latest activity', type: 'date', required: true, index: true, admin: { date: momentDate, position: 'sidebar' } },
  ],
}

/** The steps of a collaboration: done by one side, confirmed by the other. */
export const Milestones: CollectionConfig = {
  slug: 'milestones',
  access: { read: supportDesk, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'collaboration', 'dueDate', 'doneAt', 'confirmedAt'], group: 'Collaborations' },
  defaultSort: 'createdAt',
  fields: [
    { name: 'collaboration', type: 'relationship', relationTo: 'collaborations', required: true, index: true },
    { name: 'title', type: 'text', required: true, minLength: 1, maxLength: 120 },
    { name: 'dueDate', type: 'date', admin: { date: dayDate } },
    {
      type: 'row',
      fields: [
        { name: 'doneBy', label: 'Done by', type: 'select', options: sideOptions },
        { name: 'doneAt', label: 'Done', type: 'date', admin: { date: momentDate } },
        { name: 'confirmedAt', label: 'Confirmed by the other side', type: 'date', admin: { date: momentDate } },
      ],
    },
    { name: 'source', type: 'select', required: true, defaultValue: 'member', options: milestoneSourceOptions, admin: { position: 'sidebar' } },
  ],
}

/**
 * What each business said of the other once they ended. Support may hide a review (with a
 * reason, kept with who hid it); nothing else of it changes after it is written.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  access: { read: supportDesk, create: adminsOnly, update: supportDesk, delete: adminsOnly },
  admin: { useAsTitle: 'id', defaultColumns: ['reviewer', 'reviewed', 'rating', 'hidden', 'createdAt'], group: 'Collaborations' },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['collaboration', 'reviewer'], unique: true }],
  fields: [
    { name: 'collaboration', type: 'relationship', relationTo: 'collaborations', required: true, index: true, access: { update: fieldAdminsOnly } },
    { name: 'reviewer', label: 'Written by', type: 'relationship', relationTo: 'business-profiles', access: { update: fieldAdminsOnly } },
    { name: 'reviewed', label: 'About', type: 'relationship', relationTo: 'business-profiles', index: true, access: { update: fieldAdminsOnly } },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5, access: { update: fieldAdminsOnly } },
    { name: 'comment', type: 'textarea', maxLength: 1000, access: { update: fieldAdminsOnly } },
    { name: 'createdAt', type: 'date', label: 'Written', admin: { date: momentDate, hidden: true } },
    {
      type: 'collapsible',
      label: 'Moderation',
      fields: [
        { name: 'hidden', type: 'checkbox', defaultValue: false, admin: { description: 'Hidden reviews count nowhere and show nowhere.' } },
        { name: 'hiddenReason', label: 'Why it is hidden', type: 'textarea', maxLength: 500, validate: reasonWhenHidden },
        { name: 'hiddenBy', label: 'Hidden by', type: 'relationship', relationTo: 'staff', access: { create: () => false, update: () => false }, admin: { readOnly: true } },
      ],
    },
  ],
  hooks: { beforeChange: [noteWhoHid] },
}

/** An agreement template per collaboration model, filled in when a proposal is accepted. */
export { AgreementTemplates } from './AgreementTemplates'

// The Collaborations group (decision 0105): workspace messages, each side's state, notification choices and digests.
export { CollaborationMessages } from './CollaborationMessages'
export { CollaborationSides } from './CollaborationSides'
export { MemberNotificationSettings } from './MemberNotificationSettings'
export { NotificationDigests } from './NotificationDigests'
