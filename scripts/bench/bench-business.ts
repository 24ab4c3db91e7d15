// A member with a verified address and a listed business on a Growth trial, made through the site's
// own API as a person would (register, profile, plan), for the benchmarks that need businesses.
import type pg from 'pg'

// The API's answers are read loosely here: a benchmark only needs the fields it names.
type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
type Api = (method: string, path: string, options?: { token?: string; body?: unknown }) => Promise<{ json: Json }>

export const benchPassword = 'correct horse battery'

/** Registers `name` (unique by `stamp`) through `api`, verifies its address in `db`, lists its business and starts Growth. */
export async function benchBusiness(api: Api, db: pg.Client, name: string, stamp: string, madeBy: string): Promise<{ email: string; token: string; slug: string }> {
  const email = `bench-${name.toLowerCase().replace(/\W+/g, '-')}-${stamp}@kindred.test`
  const registered = await api('POST', '/auth/register', { body: { firstName: 'Bench', lastName: name, email, password: benchPassword } })
  const token = String(registered.json.accessToken)
  await db.query(`update members set email_verified = true where email = $1`, [email])
  const profile = {
    name: `${name} ${stamp}`,
    businessType: 'coffee-shop',
    description: `A business made by the ${madeBy}.`,
    suburb: 'Fitzroy',
    postcode: '3065',
    channels: ['in-store-space', 'packaging-flyer', 'newsletter'],
    offers: ['brand-exposure', 'product-sample', 'consignment'],
    models: ['reciprocal', 'commission', 'paid-placement'],
    listed: true,
  }
  const saved = await api('PUT', '/auth/business-profile', { token, body: profile })
  await api('POST', '/auth/plan', { token, body: { plan: 'growth', billing: 'monthly' } })
  return { email, token, slug: String(saved.json.profile.slug) }
}
