// The environment facts the public site needs (CONTRACT §1): the environment label, the public
// origin for canonical URLs and the analytics key. Read per call so tests can change them.
export function siteEnv() {
  const publicUrl = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '')
  return {
    production: process.env.APP_ENV === 'production',
    publicUrl,
    posthogKey: process.env.POSTHOG_KEY || null,
    posthogHost: process.env.POSTHOG_HOST || null,
  }
}
