import type { CollectionConfig } from 'payload'

import { adminsOnly, fieldNobody, nobody, supportDesk } from '../../access'

/**
 * Shop integrations (decision 0104): a business's Shopify or WooCommerce store sending its orders to
 * `/api/integrations/{platform}/{token}`. Created and deleted by members on the site. The URL's token
 * is kept as its SHA-256; the signing secret, which verifying a webhook needs itself, is kept
 * encrypted with a key derived from AUTH_SECRET. Nobody reads either here.
 */
export const Integrations: CollectionConfig = {
  slug: 'integrations',
  access: { read: supportDesk, create: nobody, update: nobody, delete: adminsOnly },
  admin: {
    useAsTitle: 'label',
    group: 'Results',
    defaultColumns: ['label', 'platform', 'business', 'createdAt'],
    description: 'Created by members on the site. Deleting one refuses its shop’s webhooks at once.',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'business', type: 'relationship', relationTo: 'business-profiles', required: true, index: true, admin: { readOnly: true } },
    { name: 'platform', type: 'select', required: true, options: ['shopify', 'woocommerce'], admin: { readOnly: true } },
    { name: 'label', type: 'text', required: true, maxLength: 60, admin: { readOnly: true } },
    { name: 'tokenHash', type: 'text', required: true, unique: true, hidden: true, access: { read: fieldNobody } },
    { name: 'sealedSecret', type: 'text', required: true, hidden: true, access: { read: fieldNobody } },
  ],
}
