// Where a redirect may lead, as the CMS checks it when an editor saves one and as the site checks
// it again before answering with it (a row written some other way never becomes a 500 or a
// `javascript:` link): a path of this site, or a web address elsewhere.

const plainPath = 'A path of this site such as /new-page, or a full web address such as https://example.com/page.'

/** The part of a site path that names the page: no query, no fragment, no trailing slash. */
export function pagePart(path: string): string {
  const bare = path.split(/[?#]/)[0]!
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare
}

/** Why `to` cannot be a redirect's target, or null when it can. `from` is the redirect's own address. */
export function redirectTargetProblem(to: string, from?: string | null): string | null {
  // eslint-disable-next-line no-control-regex -- control characters and spaces are the point
  if (!to || /[\s\u0000-\u001f\u007f]/.test(to)) return plainPath
  if (to.startsWith('/')) {
    // `//host` and `/\host` are read by browsers as another site.
    if (to.startsWith('//') || to.startsWith('/\\')) return 'A path of this site starts with a single slash, such as /new-page.'
    if (from && pagePart(to) === pagePart(from)) return 'A redirect cannot lead to its own address.'
    return null
  }
  let url: URL
  try {
    url = new URL(to)
  } catch {
    return plainPath
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'Only web addresses (https://…) or paths of this site (/…) can be redirect targets.'
}

export const isRedirectTarget = (to: string): boolean => redirectTargetProblem(to) === null
