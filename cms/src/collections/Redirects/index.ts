import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { contentEditors, publishedOrStaff } from '../../access'
import { pagePart, redirectTargetProblem } from './rules'

/**
 * A target that is itself redirected makes a chain the browser follows hop by hop, and a loop when
 * it comes back; the editor is asked to point at the final address instead.
 */
const validateTarget: TextFieldSingleValidation = async (value, { req, siblingData, id }) => {
  const from = (siblingData as { from?: string } | undefined)?.from ?? null
  const problem = redirectTargetProblem(value ?? '', from)
  if (problem) return problem
  if (!value?.startsWith('/')) return true
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: { from: { equals: pagePart(value) }, ...(id ? { id: { not_equals: id } } : {}) },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ? `${pagePart(value)} is itself redirected to ${docs[0].to}: lead there directly.` : true
}

/** Permanent or temporary redirects the site answers for addresses it has no page of its own for. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  access: {
    read: publishedOrStaff,
    readVersions: contentEditors,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
  },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'statusCode', '_status'],
    group: 'Site content',
    description: 'For old or short addresses. An address the site has a page for (such as /about) keeps showing that page.',
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 200,
      validate: (value: string | null | undefined) => (value && /^\/[a-z0-9\-/]*$/.test(value) ? true : 'A path such as /old-page.'),
      admin: { description: 'The old address, such as /old-page: lowercase letters, digits, hyphens and slashes.' },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      maxLength: 300,
      validate: validateTarget,
      admin: { description: 'Where visitors go: a path of this site such as /new-page, or a full address such as https://example.com.' },
    },
    {
      name: 'statusCode',
      type: 'select',
      required: true,
      defaultValue: '301',
      options: [
        { label: '301 — moved for good', value: '301' },
        { label: '302 — moved for now', value: '302' },
        { label: '307 — moved for now (keeps the method)', value: '307' },
        { label: '308 — moved for good (keeps the method)', value: '308' },
      ],
    },
  ],
  versions: { drafts: { autosave: false }, maxPerDoc: 10 },
}
