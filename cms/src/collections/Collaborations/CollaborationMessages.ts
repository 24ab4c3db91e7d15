import type { CollectionConfig } from 'payload'

import { nobody, supportDesk } from '../../access'

/**
 * The messages of a collaboration's workspace (decision 0106), written by one of its two businesses.
 * `side` says which (the proposal's sender, `from`, or its recipient, `to`), so a message keeps
 * its author when a business changes its address or leaves. Support reads them to handle abuse
 * reports; nobody edits or deletes them here.
 */
export const CollaborationMessages: CollectionConfig = {
  slug: 'collaboration-messages',
  access: { read: supportDesk, create: nobody, update: nobody, delete: nobody },
  admin: {
    useAsTitle: 'body',
    group: 'Collaborations',
    defaultColumns: ['collaboration', 'side', 'body', 'createdAt'],
    description: 'Messages between the two businesses of a collaboration. Read only.',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'collaboration', type: 'relationship', relationTo: 'proposals', required: true },
    { name: 'side', type: 'select', required: true, options: ['from', 'to'], admin: { description: 'from: the business that proposed; to: the one that accepted.' } },
    { name: 'body', type: 'textarea', required: true, maxLength: 2000 },
  ],
}
