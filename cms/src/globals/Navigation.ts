import type { GlobalConfig } from 'payload'

import { linkFields, linkGroup } from '../fields/link'
import { globalAccess, globalVersions } from './content'

/** The header: main links, the business-type dropdown and the signed-in / signed-out actions. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  access: globalAccess,
  admin: { group: 'Site content' },
  fields: [
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      admin: { description: 'Main links. The dropdown is placed after the entry marked "dropdown after".' },
      fields: [...linkFields(), { name: 'dropdownAfter', type: 'checkbox', defaultValue: false }],
    },
    {
      name: 'dropdown',
      type: 'group',
      fields: [{ name: 'label', type: 'text', required: true, maxLength: 60 }, linkGroup('footerLink', 'Last entry (e.g. Don’t see your business?)')],
    },
    {
      name: 'signedOut',
      type: 'group',
      fields: [linkGroup('login', 'Login link'), linkGroup('primary', 'Primary button')],
    },
    {
      name: 'signedIn',
      type: 'group',
      fields: [
        { name: 'welcome', type: 'text', required: true, maxLength: 60, admin: { description: '{firstName} is replaced.' } },
        linkGroup('dashboard', 'Dashboard link'),
        { name: 'logoutLabel', type: 'text', required: true, maxLength: 30 },
      ],
    },
    {
      name: 'menuLabels',
      type: 'group',
      fields: [
        { name: 'open', type: 'text', required: true, defaultValue: 'Open menu', maxLength: 40 },
        { name: 'close', type: 'text', required: true, defaultValue: 'Close menu', maxLength: 40 },
        { name: 'skipToContent', type: 'text', required: true, defaultValue: 'Skip to content', maxLength: 40 },
        { name: 'mainNav', type: 'text', required: true, defaultValue: 'Main', maxLength: 40, admin: { description: 'Read by screen readers: the main navigation.' } },
        { name: 'mobileNav', type: 'text', required: true, defaultValue: 'Mobile', maxLength: 40, admin: { description: 'Read by screen readers: the mobile menu.' } },
        { name: 'footerNav', type: 'text', required: true, defaultValue: 'Footer', maxLength: 40, admin: { description: 'Read by screen readers: the footer links.' } },
      ],
    },
  ],
  versions: globalVersions,
}
