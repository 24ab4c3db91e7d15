import type { FieldAccess, GlobalConfig } from 'payload'

import { fieldAdminsOnly } from '../access'
import { globalAccess, globalVersions } from './content'

const routingAccess: { create: FieldAccess; update: FieldAccess } = { create: fieldAdminsOnly, update: fieldAdminsOnly }

/** Brand name, contact addresses and the organisation facts behind structured data. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  access: globalAccess,
  admin: { group: 'Site content' },
  fields: [
    { name: 'brandName', type: 'text', required: true, defaultValue: 'Kindred', maxLength: 60 },
    { name: 'tagline', type: 'text', required: true, maxLength: 160 },
    { name: 'description', type: 'textarea', required: true, maxLength: 400 },
    {
      // Addresses decide where people's messages and requests go: admins only, so an editor's
      // account cannot redirect every contact message (or privacy request) to itself.
      type: 'row',
      fields: [
        { name: 'generalEmail', type: 'email', required: true, access: routingAccess, admin: { description: 'Shown on the contact page. Admins only.' } },
        { name: 'supportEmail', type: 'email', required: true, access: routingAccess, admin: { description: 'Receives new contact messages and is the Reply-To of replies. Admins only.' } },
        { name: 'privacyEmail', type: 'email', required: true, access: routingAccess, admin: { description: 'Shown in the privacy policy for data requests. Admins only.' } },
      ],
    },
    {
      name: 'organization',
      type: 'group',
      fields: [
        { name: 'foundingYear', type: 'number', required: true, min: 1900, max: 2100 },
        { name: 'city', type: 'text', required: true, maxLength: 80 },
        { name: 'region', type: 'text', maxLength: 80 },
        { name: 'country', type: 'text', required: true, maxLength: 2, admin: { description: 'ISO code, e.g. AU.' } },
        { name: 'areasServed', type: 'text', required: true, maxLength: 200, admin: { description: 'Comma-separated, e.g. Australia, United States.' } },
      ],
    },
    {
      name: 'devBanner',
      type: 'text',
      required: true,
      maxLength: 160,
      admin: { description: 'Shown for five seconds outside production.' },
    },
    { name: 'scrollToTopLabel', type: 'text', required: true, defaultValue: 'Back to top', maxLength: 40 },
    {
      name: 'labels',
      type: 'group',
      admin: { description: 'Small words used across many pages.' },
      fields: [
        { name: 'close', type: 'text', required: true, defaultValue: 'Close', maxLength: 30, admin: { description: 'Close button of dialogs.' } },
        { name: 'lastUpdated', type: 'text', required: true, defaultValue: 'Last updated', maxLength: 40, admin: { description: 'Before the date on legal pages.' } },
        { name: 'businessGetInTouch', type: 'text', required: true, defaultValue: 'Get in Touch', maxLength: 40, admin: { description: 'Business-type pages.' } },
        { name: 'businessGetStarted', type: 'text', required: true, defaultValue: 'Get Started', maxLength: 40, admin: { description: 'Business-type pages.' } },
        { name: 'businessContactHref', type: 'text', required: true, defaultValue: '/contact', maxLength: 200, admin: { description: 'Where both business-type buttons lead.' } },
        {
          name: 'businessDirectoryLink',
          type: 'text',
          required: true,
          defaultValue: 'Browse {type} on Kindred',
          maxLength: 80,
          admin: { description: 'Business-type pages: the link to the directory filtered by the type, shown once a business of the type is listed. {type} is replaced by the type’s name.' },
        },
        { name: 'freeTrial', type: 'text', required: true, defaultValue: '{days}-day free trial', maxLength: 60, admin: { description: 'Pricing cards of plans with a trial; {days} is replaced.' } },
        { name: 'editorBar', type: 'text', required: true, defaultValue: 'Editor tools', maxLength: 40, admin: { description: 'Editor bar (staff only): its name for screen readers.' } },
        { name: 'editThisPage', type: 'text', required: true, defaultValue: 'Edit this page', maxLength: 40, admin: { description: 'Editor bar: link to this page in the admin.' } },
        { name: 'exitPreview', type: 'text', required: true, defaultValue: 'Exit preview', maxLength: 40, admin: { description: 'Editor bar: back to published content.' } },
        { name: 'viewingDrafts', type: 'text', required: true, defaultValue: 'Showing drafts', maxLength: 40, admin: { description: 'Editor bar: shown while drafts are on.' } },
      ],
    },
  ],
  versions: globalVersions,
}
