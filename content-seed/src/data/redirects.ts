// Old marketing paths kept alive as permanent redirects.
import type { SeedRedirect } from '../types'

export const redirects: SeedRedirect[] = [
  { from: '/ecommerce-collaboration', to: '/online-collaboration', statusCode: '301' },
  { from: '/small-business-growth-strategies', to: '/independent-business-growth-strategies', statusCode: '301' },
]
