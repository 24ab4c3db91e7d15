// /docs/api: the API reference as a plain server-rendered page, one section per tag and one entry per
// operation, drawn from the served OpenAPI document (api-reference/reference.ts). No script of its own.
import type { ApiReference, Field, ReferenceOperation } from '~/api-reference/reference'
import type { HeaderPage } from '~/components/PageHeader'
import { useLiveDoc } from '~/content/live'

type Props = { page: HeaderPage; reference: ApiReference }

const anchor = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
const tagId = (tag: string) => `tag-${anchor(tag)}`
const shapeId = (shape: string) => `shape-${anchor(shape)}`

function TypeName({ field }: { field: Pick<Field, 'type' | 'shape'> }) {
  return field.shape ? (
    <a href={`#${shapeId(field.shape)}`} className="font-mono text-sm text-brand-700 underline">
      {field.type}
    </a>
  ) : (
    <span className="font-mono text-sm">{field.type}</span>
  )
}

function FieldTable({ caption, fields, place }: { caption: string; fields: (Field & { in?: string })[]; place?: boolean }) {
  return (
    <table className="mt-3 w-full border-collapse text-left text-sm">
      <caption className="mb-1 text-left font-semibold text-slate-900">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col" className="py-1 pr-4 font-semibold">
            Name
          </th>
          {place ? (
            <th scope="col" className="py-1 pr-4 font-semibold">
              In
            </th>
          ) : null}
          <th scope="col" className="py-1 pr-4 font-semibold">
            Type
          </th>
          <th scope="col" className="py-1 pr-4 font-semibold">
            Required
          </th>
          <th scope="col" className="py-1 font-semibold">
            Limits
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={`${field.in ?? ''}${field.name}`} className="border-b border-slate-200 align-top">
            <th scope="row" className="py-1 pr-4 font-mono font-normal">
              {field.name}
            </th>
            {place ? <td className="py-1 pr-4">{field.in}</td> : null}
            <td className="py-1 pr-4">
              <TypeName field={field} />
            </td>
            <td className="py-1 pr-4">{field.required ? 'yes' : 'no'}</td>
            <td className="py-1 text-slate-700">{[...field.limits, ...(field.description ? [field.description] : [])].join('; ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const authLabels: Record<string, string> = {
  bearer: 'access token',
  cookie: 'session cookie',
  apiKey: 'API key',
  shopifyHmac: 'Shopify signature',
  wooSignature: 'WooCommerce signature',
}

function OperationEntry({ operation }: { operation: ReferenceOperation }) {
  const headingId = `op-${operation.id}`
  return (
    <article id={operation.id} aria-labelledby={headingId} className="mt-8 rounded-lg border border-slate-200 p-5">
      <h3 id={headingId} className="flex flex-wrap items-baseline gap-3 text-lg font-semibold">
        <span className="rounded bg-slate-900 px-2 py-0.5 font-mono text-sm text-white">{operation.method}</span>
        <code className="break-all font-mono">{operation.path}</code>
      </h3>
      <p className="mt-2 text-slate-900">{operation.summary}</p>
      {operation.description ? <p className="mt-1 text-slate-700">{operation.description}</p> : null}
      <p className="mt-2 text-sm text-slate-700">
        Sign-in:{' '}
        {operation.auth.length === 0
          ? 'none'
          : operation.auth.map((name, index) => (
              <span key={name}>
                {index > 0 ? ' or ' : ''}
                <a href={`#auth-${anchor(name)}`} className="text-brand-700 underline">
                  {authLabels[name] ?? name}
                </a>
              </span>
            ))}
      </p>
      {operation.params.length > 0 ? <FieldTable caption="Parameters" fields={operation.params} place /> : null}
      {operation.body ? (
        operation.body.fields.length > 0 ? (
          <FieldTable caption={`Body (${operation.body.contentType})`} fields={operation.body.fields} />
        ) : (
          <p className="mt-3 text-sm">
            <strong>Body ({operation.body.contentType}):</strong> {operation.body.summary}
          </p>
        )
      ) : null}
      <table className="mt-3 w-full border-collapse text-left text-sm">
        <caption className="mb-1 text-left font-semibold text-slate-900">Answers</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-1 pr-4 font-semibold">
              Status
            </th>
            <th scope="col" className="py-1 pr-4 font-semibold">
              Meaning
            </th>
            <th scope="col" className="py-1 font-semibold">
              Body
            </th>
          </tr>
        </thead>
        <tbody>
          {operation.responses.map((response) => (
            <tr key={response.status} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-1 pr-4 font-mono font-normal">
                {response.status}
              </th>
              <td className="py-1 pr-4">
                {response.description}
                {response.headers.length > 0 ? ` Headers: ${response.headers.join(', ')}.` : ''}
              </td>
              <td className="py-1">
                {response.shape ? (
                  <TypeName field={{ type: response.shape, shape: response.shape }} />
                ) : response.fields.length > 0 ? (
                  <span>
                    {'{ '}
                    {response.fields
                      .filter((field) => !field.name.includes('.'))
                      .map((field, index) => (
                        <span key={field.name}>
                          {index > 0 ? ', ' : ''}
                          <span className="font-mono text-sm">{field.name}</span>: <TypeName field={field} />
                        </span>
                      ))}
                    {' }'}
                  </span>
                ) : (
                  (response.contentType ?? '—')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  )
}

/**
 * The CMS page's hero, as PageHeader draws it, but its call to action is a plain link: it points at
 * the JSON document, a server route the client router has no page for.
 */
function ReferenceHeader({ page }: { page: HeaderPage }) {
  const shown = useLiveDoc('pages', page)
  const hero = shown.layout?.find((block) => block.blockType === 'hero')
  const { heading, intro, primaryCta } = hero?.blockType === 'hero' ? hero : { heading: shown.title, intro: null, primaryCta: null }
  return (
    <div className="flex flex-wrap items-end justify-between gap-6">
      <div className="max-w-3xl">
        <h1 className="section-heading">{heading}</h1>
        {intro ? <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p> : null}
      </div>
      {primaryCta?.href && primaryCta.label ? (
        <a href={primaryCta.href} className="btn-secondary">
          {primaryCta.label}
        </a>
      ) : null}
    </div>
  )
}

export function ApiReferenceView({ page, reference }: Props) {
  return (
    <div className="container-page py-16 sm:py-20">
      <ReferenceHeader page={page} />
      <nav aria-label="API sections" className="mt-10">
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <a href="#signing-in" className="text-brand-700 underline">
              Signing in
            </a>
          </li>
          {reference.groups.map((group) => (
            <li key={group.tag}>
              <a href={`#${tagId(group.tag)}`} className="text-brand-700 underline">
                {group.tag}
              </a>
            </li>
          ))}
          <li>
            <a href="#shapes" className="text-brand-700 underline">
              Shapes
            </a>
          </li>
        </ul>
      </nav>
      <section aria-labelledby="signing-in" className="mt-12">
        <h2 id="signing-in" className="text-2xl font-bold">
          Signing in
        </h2>
        <dl className="mt-4 space-y-3">
          {reference.auth.map((scheme) => (
            <div key={scheme.name} id={`auth-${anchor(scheme.name)}`}>
              <dt className="font-semibold">{authLabels[scheme.name] ?? scheme.name}</dt>
              <dd className="text-slate-700">{scheme.description}</dd>
            </div>
          ))}
        </dl>
      </section>
      {reference.groups.map((group) => (
        <section key={group.tag} aria-labelledby={tagId(group.tag)} className="mt-14">
          <h2 id={tagId(group.tag)} className="text-2xl font-bold">
            {group.tag}
          </h2>
          {group.operations.map((operation) => (
            <OperationEntry key={operation.id} operation={operation} />
          ))}
        </section>
      ))}
      <section aria-labelledby="shapes" className="mt-14">
        <h2 id="shapes" className="text-2xl font-bold">
          Shapes
        </h2>
        {reference.shapes.map((shape) => (
          <section key={shape.name} id={shapeId(shape.name)} aria-labelledby={`${shapeId(shape.name)}-heading`} className="mt-8">
            <h3 id={`${shapeId(shape.name)}-heading`} className="font-mono text-lg font-semibold">
              {shape.name}
            </h3>
            {shape.description ? <p className="mt-1 text-slate-700">{shape.description}</p> : null}
            <FieldTable caption={`${shape.name} fields`} fields={shape.fields} />
          </section>
        ))}
      </section>
    </div>
  )
}
