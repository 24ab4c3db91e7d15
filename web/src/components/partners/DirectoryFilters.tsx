// The directory's filters: an ordinary GET form to /partners, so a filtered view is a link and
// works without JavaScript. With it, submitting (and changing a select) updates the results in
// place (through the router, or on a visitor's island page by the directory island's own loads),
// keeping focus where it is.
import type { Directory } from '@kindred/cms/types'
import { useNavigate } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { useEffect, useRef, type FormEvent } from 'react'

import { channels, limits, models, offers, readDirectoryFilters, type DirectoryFilters as Filters } from '~/partners/partners.options'

const textKeys = [
  'searchLabel',
  'searchPlaceholder',
  'locationLabel',
  'locationPlaceholder',
  'typeLabel',
  'anyType',
  'channelLabel',
  'anyChannel',
  'offerLabel',
  'anyOffer',
  'modelLabel',
  'anyModel',
  'submit',
] as const satisfies readonly (keyof Directory['directoryPage'])[]
export type FilterTexts = Pick<Directory['directoryPage'], (typeof textKeys)[number]>
type Labels = Record<string, string>
export type FilterCopy = { businessTypes: { slug: string; label: string }[]; labels: { channels: Labels; offers: Labels; models: Labels } }

/** The words and options the form draws, and nothing else: an island page carries them as the island's props. */
export function filterProps(texts: Directory['directoryPage'], copy: FilterCopy): { texts: FilterTexts; copy: FilterCopy } {
  const { channels, offers, models } = copy.labels
  return {
    texts: Object.fromEntries(textKeys.map((key) => [key, texts[key]])) as FilterTexts,
    copy: { businessTypes: copy.businessTypes.map(({ slug, label }) => ({ slug, label })), labels: { channels, offers, models } },
  }
}

type Props = {
  filters: Filters
  texts: FilterTexts
  copy: FilterCopy
  /** Shows the view of these filters in place of the router (the directory island's loads); resolves once it is on screen. */
  go?: (filters: Filters) => Promise<void>
}

const fieldNames = ['q', 'type', 'channel', 'offer', 'model', 'location'] as const
/** A field's look (styles/app.css): one short class, not the utilities spelled out six times in the page. */
const control = 'filter-control'

/** The form's filters as search params (empty fields left out; any new search starts at page 1). */
function formFilters(form: HTMLFormElement): Filters {
  const values = Object.fromEntries(fieldNames.map((name) => [name, (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '']))
  return readDirectoryFilters(values)
}

const sameFilters = (a: Filters, b: Filters) => fieldNames.every((name) => String(a[name] ?? '') === String(b[name] ?? ''))

export function DirectoryFilters({ filters, texts, copy, go }: Props) {
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  // What this form asked for and has not seen land yet. Its own results landing is no reason to
  // touch the fields, which by then may hold more (text typed while a slow update loaded).
  const requested = useRef<Filters[]>([])
  const shown = useRef(filters)

  // Fields are uncontrolled (the server renders their values); when the URL changes another way
  // (back button, "clear", a link) they follow it, without remounting and losing focus. Not on the
  // first render: the fields were rendered with these filters, and may hold more by the time the
  // script runs (text typed while the page was still loading), which stays.
  useEffect(() => {
    const form = formRef.current
    if (!form || shown.current === filters) return
    shown.current = filters
    const own = requested.current.findIndex((asked) => sameFilters(asked, filters))
    requested.current = own === -1 ? [] : requested.current.slice(own + 1)
    if (own !== -1) return
    for (const name of fieldNames) {
      const element = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null
      if (element) element.value = String(filters[name] ?? '')
    }
  }, [filters])

  const apply = (form: HTMLFormElement) => {
    const search = formFilters(form)
    requested.current.push(search)
    return go ? go(search) : navigate({ to: '/partners', search, resetScroll: false })
  }
  // The search button asks to see the results: on a phone the form fills the screen and they land
  // below it, so the count is brought into view (the focus stays where it is). A changed select
  // leaves the view where it is: more choices may follow.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    await apply(event.currentTarget)
    const count = document.getElementById('results-count')
    if (count && count.getBoundingClientRect().top > window.innerHeight) {
      count.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
    }
  }

  const select = (name: 'type' | 'channel' | 'offer' | 'model', label: string, any: string, options: { value: string; label: string }[]) => (
    <div>
      <label htmlFor={`filter-${name}`} className="filter-label">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={filters[name] ?? ''} className={control} onChange={(event) => event.currentTarget.form && void apply(event.currentTarget.form)}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
  const options = (values: readonly string[], labels: Record<string, string>) => values.map((value) => ({ value, label: labels[value] ?? value }))

  return (
    <form ref={formRef} method="get" action="/partners" role="search" aria-labelledby="directory-heading" onSubmit={onSubmit} className="card grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
      <div className="sm:col-span-2 lg:col-span-3">
        <label htmlFor="filter-q" className="filter-label">
          {texts.searchLabel}
        </label>
        <input id="filter-q" name="q" type="search" defaultValue={filters.q ?? ''} maxLength={limits.q} placeholder={texts.searchPlaceholder} className={control} />
      </div>
      <div className="sm:col-span-2 lg:col-span-3">
        <label htmlFor="filter-location" className="filter-label">
          {texts.locationLabel}
        </label>
        <input
          id="filter-location"
          name="location"
          type="text"
          defaultValue={filters.location ?? ''}
          maxLength={limits.location}
          placeholder={texts.locationPlaceholder}
          autoComplete="address-level2"
          className={control}
        />
      </div>
      <div className="grid gap-4 min-[22rem]:grid-cols-2 sm:col-span-2 lg:col-span-5 lg:grid-cols-4">
        {select(
          'type',
          texts.typeLabel,
          texts.anyType,
          copy.businessTypes.map((type) => ({ value: type.slug, label: type.label })),
        )}
        {select('channel', texts.channelLabel, texts.anyChannel, options(channels, copy.labels.channels))}
        {select('offer', texts.offerLabel, texts.anyOffer, options(offers, copy.labels.offers))}
        {select('model', texts.modelLabel, texts.anyModel, options(models, copy.labels.models))}
      </div>
      {/* After every filter at every width, so the keyboard meets the fields in the order they are seen. */}
      <div className="flex items-end sm:col-span-2 lg:col-span-1">
        <button type="submit" className="btn-primary w-full">
          <Search className="size-4" aria-hidden="true" />
          {texts.submit}
        </button>
      </div>
    </form>
  )
}
