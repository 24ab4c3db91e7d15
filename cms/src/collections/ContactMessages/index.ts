import type { CollectionConfig } from 'payload'

import { adminsOnly, fieldNobody, nobody, supportDesk } from '../../access'
import { computeAge, computeOverdue } from './hooks/contactOverdue'
import { recordContactReply, replyDelivery, replyMaxLength, sendContactReplies, stampContactNotes, startOnAssignment } from './hooks/contactReply'
import { unitsFor } from '../../fields/characters'
import { momentDate } from '../../fields/dates'
import { contactStatusOptions, contactTypeOptions } from '../../contact-options'

/**
 * What the sender wrote and what the desk records by itself: shown read-only in the admin and
 * read-only through REST and the Local API too (only the site's own create, with access
 * overridden, and this collection's hooks write them).
 */
const readOnly = { create: fieldNobody, update: fieldNobody }

/** What arrives through the contact form, and its triage. Support staff and admins only. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  access: { read: supportDesk, create: nobody, update: supportDesk, delete: adminsOnly },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'status', 'overdue', 'type', 'company', 'age', 'assignedTo', 'member', 'createdAt'],
    listSearchableFields: ['name', 'email', 'company'],
    group: 'Support',
    description: 'Overdue: not answered within 24 hours. Write a reply and save to email the sender.',
    components: { beforeListTable: ['/components/contact/ContactQuickFilters#ContactQuickFilters'] },
  },
  defaultSort: '-createdAt',
  // The inbox filtered by status, newest first, reads ten index entries instead of sorting every match.
  indexes: [{ fields: ['status', 'createdAt'] }],
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: contactStatusOptions,
      // Every message has a status: the box offers the four, never an empty one.
      admin: { position: 'sidebar', isClearable: false, description: 'Set to Answered automatically when a reply is sent.' },
    },
    {
      name: 'assignedTo',
      type: 'relationship',
      relationTo: 'staff',
      index: true,
      // Only someone who can open the message: editors cannot see the desk.
      filterOptions: { role: { in: ['admin', 'support'] } },
      // Staff accounts are made under Team → Staff by an admin, never from a message.
      admin: { position: 'sidebar', allowCreate: false, description: 'Support staff and admins. Assigning a new message moves it to In progress.' },
    },
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      access: readOnly,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'The member who sent it, signed in with their verified email; empty for anyone else, whatever email they typed. Cleared when that account is deleted.',
      },
    },
    { name: 'answeredAt', type: 'date', index: true, access: readOnly, admin: { date: momentDate, position: 'sidebar', readOnly: true, description: 'When the first reply was sent.' } },
    // Payload's own timestamp, declared here only to make it read-only: "overdue" counts from it.
    { name: 'createdAt', type: 'date', index: true, access: readOnly, label: 'Received', admin: { date: momentDate, disableBulkEdit: true, hidden: true } },
    // Computed on read (hooks/contactOverdue.ts), no column: always current, never stale.
    {
      name: 'overdue',
      type: 'checkbox',
      virtual: true,
      hooks: { afterRead: [computeOverdue] },
      admin: {
        position: 'sidebar',
        readOnly: true,
        disableBulkEdit: true,
        disableListFilter: true,
        description: 'Open and older than 24 hours.',
        components: { Cell: '/components/contact/OverdueCell#OverdueCell' },
      },
    },
    { name: 'age', type: 'text', virtual: true, hooks: { afterRead: [computeAge] }, admin: { readOnly: true, disableBulkEdit: true, disableListFilter: true, position: 'sidebar' } },
    // The sender's own words, exactly as submitted through the contact form.
    { name: 'name', type: 'text', required: true, maxLength: unitsFor(200), access: readOnly, admin: { readOnly: true } },
    { name: 'email', type: 'email', required: true, index: true, access: readOnly, admin: { readOnly: true, description: 'Replies go to this address.' } },
    { name: 'phone', type: 'text', maxLength: unitsFor(40), access: readOnly, admin: { readOnly: true } },
    { name: 'company', type: 'text', maxLength: unitsFor(200), access: readOnly, admin: { readOnly: true } },
    { name: 'type', type: 'select', options: contactTypeOptions, index: true, access: readOnly, admin: { readOnly: true } },
    // Tall enough to read a whole message without scrolling a two-line box.
    { name: 'message', type: 'textarea', maxLength: unitsFor(5000), access: readOnly, admin: { readOnly: true, rows: 10 } },
    {
      name: 'notes',
      type: 'array',
      admin: { description: 'Internal notes; never sent to the sender.' },
      fields: [
        { name: 'text', type: 'textarea', required: true, maxLength: 4000 },
        { name: 'author', type: 'relationship', relationTo: 'staff', access: readOnly, admin: { readOnly: true } },
        { name: 'createdAt', type: 'date', access: readOnly, admin: { date: momentDate, readOnly: true } },
      ],
    },
    {
      name: 'reply',
      type: 'textarea',
      maxLength: replyMaxLength,
      admin: { rows: 6, description: 'Write a reply and save: it is emailed to the sender, with the greeting and sign-off of Emails → Staff reply added for you, and kept below.' },
    },
    {
      name: 'replies',
      type: 'array',
      access: readOnly,
      admin: { readOnly: true, description: 'Every reply sent, with its author and time. Kept by the desk; cannot be edited.' },
      fields: [
        { name: 'body', type: 'textarea', required: true, maxLength: replyMaxLength },
        { name: 'author', type: 'relationship', relationTo: 'staff' },
        { name: 'sentAt', type: 'date', admin: { date: momentDate } },
        { name: 'emailId', type: 'number', admin: { description: 'The outbox entry that carries it.' } },
        { name: 'delivery', type: 'text', virtual: true, hooks: { afterRead: [replyDelivery] }, admin: { readOnly: true, description: 'Whether the email reached the mail server.' } },
      ],
    },
  ],
  hooks: {
    beforeChange: [stampContactNotes, startOnAssignment, recordContactReply],
    afterChange: [sendContactReplies],
  },
}
