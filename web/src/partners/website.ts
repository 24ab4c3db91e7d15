// A business's website as the site links it. People type addresses as they say them
// ("bakery.com.au", "//bakery.com.au", "http:bakery.com.au"); the card's link must open that site,
// never a path on Kindred (a browser reads "http:bakery.com.au" on an http page as a relative link)
// and never a different site than the one it shows.

/** One label of a host name as DNS allows it: letters, digits and inner hyphens, at most 63 characters. */
const hostLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

/**
 * The address in the URL standard's own form, or null when it is no http(s) address of a named
 * host on the public web: no user or password ("https://trusted.example@evil.example" reads as the
 * first site and opens the second), no IP address, no empty or hyphen-edged label. Names in other
 * scripts are kept in their ASCII form (punycode), as the parser gives them, so a name that only
 * looks like another site's shows what it is. A bare origin keeps no trailing slash.
 */
export function canonicalWebsite(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null
  const labels = url.hostname.split('.')
  if (labels.length < 2 || !labels.every((label) => hostLabel.test(label)) || /^\d+$/.test(labels.at(-1)!)) return null
  return url.pathname === '/' && !url.search && !url.hash ? url.href.slice(0, -1) : url.href
}
