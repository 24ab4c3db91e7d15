import type { CollectionConfig } from 'payload'

import { nobody } from '../access'
import { momentDate } from '../fields/dates'

/**
 * Fixed-window counters for throttling (login, registration, resends, contact form), kept in
 * PostgreSQL so that every site process sees the same counts. Written only by the web app's SQL.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, maxLength: 300 },
    { name: 'hits', type: 'number', required: true, defaultValue: 0 },
    { name: 'windowEndsAt', type: 'date', required: true, index: true, admin: { date: momentDate } },
    { name: 'blockedUntil', type: 'date', admin: { date: momentDate } },
  ],
}
