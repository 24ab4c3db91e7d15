import type { CollectionConfig } from 'payload'

import { nobody } from '../access'

/**
 * What the content seed last wrote to each document and global it owns, as stored right after the
 * write. The seed compares a stored document with this to tell its own copy (safe to update) from
 * an editor's change (kept). Written only by the content seed through the Local API.
 */
export const SeedRecords: CollectionConfig = {
  slug: 'seed-records',
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true },
  fields: [
    // `<collection>:<stable key>` or `global:<slug>`.
    { name: 'key', type: 'text', required: true, unique: true, index: true, maxLength: 300 },
    { name: 'written', type: 'json', required: true },
  ],
}
