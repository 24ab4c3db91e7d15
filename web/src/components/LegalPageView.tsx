// Privacy policy and terms: Lexical rich text rendered to semantic HTML.
import { getRouteApi } from '@tanstack/react-router'

import { useLiveDoc } from '~/content/live'
import { RichText } from './RichText'

const rootRoute = getRouteApi('__root__')

type Props = { legal: { id: number; title: string; intro?: string | null; lastUpdatedText: string; lastUpdated: string; body: unknown } }

export function LegalPageView({ legal: loaded }: Props) {
  const legal = useLiveDoc('legal-pages', loaded)
  return (
    <article className="container-page max-w-3xl py-16 sm:py-20">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{legal.title}</h1>
      <p className="mt-4 text-slate-600">
        {rootRoute.useLoaderData().labels.lastUpdated}: <time dateTime={legal.lastUpdated.slice(0, 10)}>{legal.lastUpdatedText}</time>
      </p>
      {legal.intro ? <p className="mt-8 text-lg leading-8 text-slate-700">{legal.intro}</p> : null}
      <RichText content={legal.body} className="prose-legal mt-4" />
    </article>
  )
}
