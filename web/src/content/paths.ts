// The shapes of the paths the CMS can hold (cms/src/fields/slug.ts, collections Pages and Redirects).
// A route checks a path against them before any lookup: anything else cannot name content, so it is
// answered with the not-found page straight away, whatever its length or characters.

/** A page, business type, alias or legal page slug: lower-case letters, digits and single hyphens. */
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** A page path or a redirect source: `/` and lower-case segments. */
const contentPath = /^\/[a-z0-9\-/]*$/

export const maxSlugLength = 120
export const maxPathLength = 200

export const isSlug = (value: string): boolean => value.length <= maxSlugLength && slug.test(value)
export const isContentPath = (value: string): boolean => value.length <= maxPathLength && contentPath.test(value)
