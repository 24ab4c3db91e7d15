// Every public marketing route (`web/src/routes`) with a phrase its raw HTML must contain and its title.
export const publicRoutes = [
  { path: '/', text: 'Connect. Collaborate. Grow.', title: 'Kindred - Connect. Collaborate. Grow.' },
  { path: '/about', text: 'Community First', title: 'About Kindred - The Power of Partnership' },
  { path: '/contact', text: 'Want early access?', title: "Contact Kindred - Let's Collaborate" },
  { path: '/subscriptions', text: 'Start Growth Plan', title: 'Pricing & Plans | Kindred' },
  { path: '/privacy', text: 'January 2025', title: 'Privacy Policy | Kindred' },
  { path: '/terms', text: 'January 2025', title: 'Terms of Service | Kindred' },
  { path: '/retail-partnerships', text: 'Consignment', title: null },
  { path: '/online-collaboration', text: 'Package Inserts', title: null },
  { path: '/independent-business-growth-strategies', text: 'Event Partnerships', title: null },
  ...['fashion-boutique', 'coffee-shop', 'wellness-studio', 'wine-bar', 'interior-designer', 'real-estate', 'trades-services', 'startup-tech'].map((slug) => ({
    path: `/${slug}`,
    text: 'Start Collaborating',
    title: null,
  })),
  { path: '/ecommerce-brand', text: 'Connect Your Shopify Store', title: null },
  { path: '/online-store', text: 'Connect Your Shopify Store', title: null, canonical: '/ecommerce-brand' },
] as { path: string; text: string; title: string | null; canonical?: string }[]
