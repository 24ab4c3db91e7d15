import { Link, createFileRoute, notFound } from '@tanstack/react-router'

import { getPage } from '~/content/content.functions'

export const Route = createFileRoute('/')({
  loader: async () => {
    const { page, brandName } = await getPage({ data: { path: '/' } })
    if (!page) throw notFound()
    return { page, brandName }
  },
  head: ({ loaderData }) => ({
    meta: loaderData
      ? [
          { title: loaderData.page.seo.title.replaceAll('{brand}', loaderData.brandName) },
          { name: 'description', content: loaderData.page.seo.description },
        ]
      : [],
  }),
  component: Home,
})

function Home() {
  const { page } = Route.useLoaderData()
  const hero = page.layout?.find((block) => block.blockType === 'hero')
  if (!hero || hero.blockType !== 'hero') return null
  return (
    <main className="mx-auto max-w-5xl px-6 py-24 text-center">
      {hero.eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{hero.eyebrow}</p> : null}
      <h1 className="mt-4 text-5xl font-bold tracking-tight">{hero.heading}</h1>
      {hero.intro ? <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">{hero.intro}</p> : null}
      {hero.primaryCta ? (
        <Link to={hero.primaryCta.href} className="mt-10 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-600">
          {hero.primaryCta.label}
        </Link>
      ) : null}
      {hero.links?.length ? (
        <ul className="mt-8 flex flex-wrap justify-center gap-6">
          {hero.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  )
}
