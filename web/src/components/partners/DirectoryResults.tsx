// The directory's results: count (announced when it changes), cards, pagination as plain links,
// and an empty state that offers a way out (clear the filters).
import type { Directory } from '@kindred/cms/types'
import { Link } from '@tanstack/react-router'
import { SearchX } from 'lucide-react'
import { Fragment, useEffect, useRef } from 'react'

import type { PartnersCopyBase } from '~/content/directory.functions'
import { hasFilters, pageCount, typeNameFromSlug, type CardPartner, type DirectoryCards, type DirectoryFilters } from '~/partners/partners.options'

import { countText, fill } from './format'
import { CardIconSprite } from './CardIcons'
import { busyClass, resultsId } from './directory-view'
import { partnerCardsHtml } from './partner-card-html'
import { PartnerCard, type CardWords } from './PartnerCard'

// These links lead to other views of the directory, never the one on screen: without an exact
// match the router would mark a link whose filters the current view includes as the current page.
const otherView = { exact: true } as const
const cardsClass = 'mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3'

type Props = {
  result: DirectoryCards
  filters: DirectoryFilters
  texts: Directory['directoryPage']
  copy: PartnersCopyBase & Partial<Pick<Directory, 'reputation'>>
  /** Business types whose names share a word with the free text (slugs), offered as filters. */
  suggestedTypes: string[]
  pending: boolean
}

export function DirectoryResults({ result, filters, texts, copy, suggestedTypes, pending }: Props) {
  const typeLabels = new Map(copy.businessTypes.map((type) => [type.slug, type.label]))
  const pages = pageCount(result)
  const cardWords = (partner: CardPartner): CardWords => ({
    texts,
    reputation: copy.reputation,
    labels: copy.labels,
    typeLabel: typeLabels.get(partner.businessType) ?? typeNameFromSlug(partner.businessType),
  })
  // A view chosen by a link here (another page, a suggested type, clearing the filters) opens with
  // the keyboard's focus on its count, at the top of the new cards: the link pressed may be gone,
  // and the focus with it. Filtering in the form keeps the focus where it is.
  const count = useRef<HTMLParagraphElement>(null)
  const followed = useRef(false)
  const follow = () => (followed.current = true)
  useEffect(() => {
    if (!followed.current) return
    followed.current = false
    count.current?.focus()
  }, [result])
  return (
    // The id and the figures are for the directory island, which swaps this section's content for
    // another view's from that view's page and records the view (components/partners/directory-view.ts).
    <section id={resultsId} data-total={result.total} data-page={result.page} aria-labelledby="results-count" aria-busy={pending} className={`mt-8 transition-opacity ${pending ? busyClass : ''}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <p ref={count} tabIndex={-1} id="results-count" className="scroll-mt-20 text-lg font-semibold focus:outline-none" role="status" data-testid="result-count">
          {countText(result.total, texts.resultCount, texts.resultCountOne)}
        </p>
        {hasFilters(filters) ? (
          <Link to="/partners" search={{}} activeOptions={otherView} resetScroll={false} onClick={follow} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {texts.clear}
          </Link>
        ) : null}
      </div>
      <TypeSuggestions slugs={suggestedTypes} labels={typeLabels} filters={filters} lead={texts.typeSuggestion} onFollow={follow} />
      {result.items.length ? (
        <>
          <CardIconSprite />
          {import.meta.env.SSR ? (
            // The server writes the cards as text (partner-card-html.ts): the same markup, drawn for a fraction of the CPU.
            <ul className={cardsClass} data-testid="partner-results" dangerouslySetInnerHTML={{ __html: partnerCardsHtml(result.items, cardWords) }} />
          ) : (
            <ul className={cardsClass} data-testid="partner-results">
              {result.items.map((partner) => (
                <li key={partner.slug}>
                  <PartnerCard partner={partner} {...cardWords(partner)} sprite />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <EmptyState texts={texts} onFollow={follow} />
      )}
      {pages > 1 ? <Pagination page={result.page} pages={pages} filters={filters} texts={texts} onPage={follow} /> : null}
    </section>
  )
}

type SuggestionProps = { slugs: string[]; labels: ReadonlyMap<string, string>; filters: DirectoryFilters; lead: string; onFollow: () => void }

/**
 * The business types the free text names ("bakery": Coffee Shops & Bakeries), each a link to the
 * directory filtered by that type in place of the words, the other filters kept.
 */
function TypeSuggestions({ slugs, labels, filters, lead, onFollow }: SuggestionProps) {
  const named = slugs.filter((slug) => labels.has(slug))
  if (!named.length) return null
  return (
    <p className="mt-3 text-slate-700" data-testid="type-suggestions">
      {lead}{' '}
      {named.map((slug, i) => (
        <Fragment key={slug}>
          {i ? ', ' : null}
          <Link
            to="/partners"
            search={{ ...filters, q: undefined, page: undefined, type: slug }}
            activeOptions={otherView}
            resetScroll={false}
            onClick={onFollow}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {labels.get(slug)}
          </Link>
        </Fragment>
      ))}
    </p>
  )
}

function EmptyState({ texts, onFollow }: { texts: Directory['directoryPage']; onFollow: () => void }) {
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center" data-testid="directory-empty">
      <SearchX className="mx-auto size-10 text-slate-400" aria-hidden="true" />
      <p className="mt-4 text-xl font-semibold">{texts.emptyTitle}</p>
      <p className="mx-auto mt-2 max-w-xl text-slate-600">{texts.emptyText}</p>
      <Link to="/partners" search={{}} activeOptions={otherView} resetScroll={false} onClick={onFollow} className="btn-primary mt-6">
        {texts.emptyAction}
      </Link>
    </div>
  )
}

function Pagination({ page, pages, filters, texts, onPage }: { page: number; pages: number; filters: DirectoryFilters; texts: Directory['directoryPage']; onPage: () => void }) {
  // Page 1 has no `page` parameter, so its address is the filtered view's own.
  const to = (target: number) => ({ ...filters, page: target > 1 ? target : undefined })
  const link = 'btn-secondary'
  return (
    <nav aria-label={fill(texts.pageOf, { page, pages })} className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to="/partners" search={to(page - 1)} activeOptions={otherView} rel="prev" className={link} onClick={onPage}>
          {texts.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">{fill(texts.pageOf, { page, pages })}</p>
      {page < pages ? (
        <Link to="/partners" search={to(page + 1)} activeOptions={otherView} rel="next" className={link} onClick={onPage}>
          {texts.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
