// The /docs/api view reads an OpenAPI document into rows (types, limits, answers) and renders them as
// plain HTML: every id once (the section links and shape links land), tables with captions and
// header cells, and the hero's link to the JSON as a plain anchor the router does not take over.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { referenceOf, type ApiDocument } from '~/api-reference/reference'

import { ApiReferenceView } from './ApiReferenceView'

const document: ApiDocument = {
  info: { title: 'Kindred API', version: '1' },
  tags: [{ name: 'Partners' }, { name: 'Sales' }],
  components: {
    schemas: { Partner: { type: 'object', properties: { slug: { type: 'string' }, rating: { anyOf: [{ type: 'number' }, { type: 'null' }] } }, required: ['slug', 'rating'] } },
    securitySchemes: { bearer: { description: 'The access token.' } },
  },
  paths: {
    '/api/partners/{slug}': {
      get: {
        operationId: 'getApiPartnersSlug',
        tags: ['Partners'],
        summary: 'One business',
        security: [],
        parameters: [{ name: 'slug', in: 'path', required: true, schema: { type: 'string', maxLength: 60 } }],
        responses: {
          '200': {
            description: 'The business.',
            content: { 'application/json': { schema: { type: 'object', properties: { success: { const: true }, partner: { $ref: '#/components/schemas/Partner' } } } } },
          },
          '404': { description: 'Unknown.' },
        },
      },
    },
    '/api/redemptions': {
      post: {
        operationId: 'postApiRedemptions',
        tags: ['Sales'],
        summary: 'Record a sale',
        security: [{ bearer: [] }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  amount: { type: 'integer', minimum: 0, maximum: 100_000_000 },
                  channel: { anyOf: [{ type: 'string', enum: ['till', 'online'] }, { type: 'null' }] },
                  orderRef: { type: 'string', minLength: 1, maxLength: 64 },
                },
                required: ['amount'],
              },
            },
          },
        },
        responses: { '201': { description: 'Recorded.' }, '429': { description: 'Throttled.', headers: { 'Retry-After': {} } } },
      },
    },
  },
}

const page = {
  id: 1,
  title: 'API reference',
  layout: [{ blockType: 'hero' as const, heading: 'API reference', intro: 'Every operation.', primaryCta: { label: 'The JSON', href: '/api/openapi.json' } }],
}

describe('the API reference view', () => {
  const reference = referenceOf(document)

  it('reads types, requirement and limits from the schema', () => {
    const post = reference.groups[1]!.operations[0]!
    expect(post.body!.fields).toEqual([
      { name: 'amount', type: 'integer', shape: null, required: true, limits: ['0 to 100,000,000'], description: null },
      { name: 'channel', type: 'string | null', shape: null, required: false, limits: ['one of "till", "online"'], description: null },
      { name: 'orderRef', type: 'string', shape: null, required: false, limits: ['1–64 characters'], description: null },
    ])
    expect(post.auth).toEqual(['bearer'])
    expect(post.responses.find((response) => response.status === '429')!.headers).toEqual(['Retry-After'])
    const get = reference.groups[0]!.operations[0]!
    expect(get.responses[0]!.fields.find((field) => field.name === 'partner')).toMatchObject({ type: 'Partner', shape: 'Partner' })
    expect(reference.shapes[0]!.fields.find((field) => field.name === 'rating')).toMatchObject({ type: 'number | null', required: true })
  })

  it('renders every id once, tables with captions and header cells, and a plain link to the JSON', () => {
    const html = renderToString(<ApiReferenceView page={page as never} reference={reference} />)
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])
    expect(new Set(ids).size).toBe(ids.length)
    for (const [, target] of html.matchAll(/href="#([^"]+)"/g)) expect(ids, target).toContain(target)
    expect((html.match(/<table/g) ?? []).length).toBe((html.match(/<caption/g) ?? []).length)
    const headerCells = html.match(/<th(\s[^>]*)?>/g) ?? []
    expect(headerCells.length).toBeGreaterThan(0)
    expect(headerCells.filter((cell) => !cell.includes('scope='))).toEqual([])
    expect(html).toContain('<a href="/api/openapi.json" class="btn-secondary">The JSON</a>')
    expect(html).toMatch(/<h1[^>]*>API reference<\/h1>/)
  })
})
