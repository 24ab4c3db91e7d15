// The environment facts the public site needs (README, Configuration): the environment label, the public
// origin for canonical URLs and the analytics key. Read per call so tests can change them.
import { publicUrl, serverEnv } from '~/server/env.server'

export function siteEnv() {
  const env = serverEnv()
  return {
    // The environment label (`APP_ENV`, README, Configuration), not isProduction(): a production build of
    // staging is labelled.
    production: env.APP_ENV === 'production',
    publicUrl: publicUrl(env),
    posthogKey: env.POSTHOG_KEY ?? null,
    posthogHost: env.POSTHOG_HOST ?? null,
  }
}
