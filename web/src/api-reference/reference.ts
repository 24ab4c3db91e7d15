// The /docs/api page's reading of the OpenAPI document: each operation with its parameters, body
// fields and answers as plain rows, grouped by tag, and the shared shapes they refer to. Made from
// the served document itself (not the registry behind it), so the page shows what clients get.
// Plain data, safe for the browser.

/** The parts of a JSON Schema (OpenAPI 3.1) the page reads. */
type Schema = {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  description?: string
  additionalProperties?: Schema | boolean
}

type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema }
type Media = Record<string, { schema?: Schema }>
type DocOperation = {
  operationId?: string
  tags?: string[]
  summary?: string
  description?: string
  security?: Record<string, unknown>[]
  parameters?: Parameter[]
  requestBody?: { content?: Media }
  responses?: Record<string, { description?: string; content?: Media; headers?: Record<string, unknown> }>
}

/** The document as the page needs it: any OpenAPI 3.1 document has this form. */
export type ApiDocument = {
  info: { title: string; version: string; description?: string }
  tags?: { name: string }[]
  paths: Record<string, Record<string, DocOperation> | undefined>
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, { description?: string }> }
}

export type Field = {
  name: string
  /** `string`, `integer`, `Partner[]`, `string | null`… */
  type: string
  /** The shared shape `type` names, for a link to it. */
  shape: string | null
  required: boolean
  /** Limits a value must keep: length, range, pattern, choices, format. */
  limits: string[]
  description: string | null
}

export type ReferenceOperation = {
  id: string
  method: string
  path: string
  summary: string
  description: string | null
  /** Ways to sign in, any one of which is enough; empty: public. */
  auth: string[]
  params: (Field & { in: string })[]
  body: { contentType: string; fields: Field[]; summary: string | null } | null
  responses: { status: string; description: string; contentType: string | null; fields: Field[]; shape: string | null; headers: string[] }[]
}

export type ApiReference = {
  title: string
  version: string
  description: string | null
  groups: { tag: string; operations: ReferenceOperation[] }[]
  shapes: { name: string; description: string | null; fields: Field[] }[]
  auth: { name: string; description: string }[]
}

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const

const refName = (ref: string) => ref.split('/').pop() ?? ref

/** The schema as a short type: `$ref`s by name, arrays as `T[]`, unions with `|`. */
function typeOf(schema: Schema | undefined): { type: string; shape: string | null } {
  if (!schema) return { type: 'any', shape: null }
  if (schema.$ref) return { type: refName(schema.$ref), shape: refName(schema.$ref) }
  const union = schema.anyOf ?? schema.oneOf
  if (union) {
    const parts = union.map(typeOf)
    return { type: [...new Set(parts.map((part) => part.type))].join(' | '), shape: parts.find((part) => part.shape)?.shape ?? null }
  }
  if (schema.allOf?.length === 1) return typeOf(schema.allOf[0])
  if (schema.const !== undefined) return { type: JSON.stringify(schema.const), shape: null }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  const named = types.map((type) => {
    if (type !== 'array') return type
    const item = typeOf(schema.items)
    return item.type.includes(' ') ? `(${item.type})[]` : `${item.type}[]`
  })
  const shape = types.includes('array') ? typeOf(schema.items).shape : null
  return { type: named.join(' | ') || (schema.properties ? 'object' : 'any'), shape }
}

const count = (n: number) => n.toLocaleString('en-AU')

/** The limits a value must keep, in words. */
function limitsOf(schema: Schema | undefined): string[] {
  if (!schema) return []
  const inner = schema.anyOf ?? schema.oneOf
  if (inner) return [...new Set(inner.flatMap(limitsOf))]
  const limits: string[] = []
  if (schema.enum) limits.push(`one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`)
  if (schema.minLength !== undefined && schema.maxLength !== undefined) limits.push(`${count(schema.minLength)}–${count(schema.maxLength)} characters`)
  else if (schema.maxLength !== undefined) limits.push(`at most ${count(schema.maxLength)} characters`)
  else if (schema.minLength !== undefined) limits.push(`at least ${count(schema.minLength)} characters`)
  if (schema.minimum !== undefined && schema.maximum !== undefined) limits.push(`${count(schema.minimum)} to ${count(schema.maximum)}`)
  else if (schema.maximum !== undefined) limits.push(`at most ${count(schema.maximum)}`)
  else if (schema.minimum !== undefined) limits.push(`at least ${count(schema.minimum)}`)
  if (schema.maxItems !== undefined) limits.push(`at most ${count(schema.maxItems)} items`)
  if (schema.format) limits.push(`format ${schema.format}`)
  if (schema.pattern) limits.push(`pattern ${schema.pattern}`)
  if (schema.items && !schema.items.$ref) limits.push(...limitsOf(schema.items).map((limit) => `each: ${limit}`))
  return limits
}

const fieldOf = (name: string, schema: Schema | undefined, required: boolean): Field => ({
  name,
  ...typeOf(schema),
  required,
  limits: limitsOf(schema),
  description: schema?.description ?? null,
})

/** An object schema's properties as fields; nested objects one level down as `parent.child`. */
function fieldsOf(schema: Schema | undefined, prefix = ''): Field[] {
  if (!schema?.properties) return []
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties).flatMap(([name, property]) => {
    const field = fieldOf(`${prefix}${name}`, property, required.has(name))
    const nested = (property.anyOf ?? [property]).find((part) => part.properties)
    return nested && !prefix ? [field, ...fieldsOf(nested, `${name}.`)] : [field]
  })
}

function operationOf(path: string, method: string, operation: DocOperation): ReferenceOperation {
  const [bodyType, bodyMedia] = Object.entries(operation.requestBody?.content ?? {})[0] ?? []
  const bodySchema = bodyMedia?.schema
  return {
    id: operation.operationId ?? `${method}-${path}`,
    method: method.toUpperCase(),
    path,
    summary: operation.summary ?? '',
    description: operation.description ?? null,
    auth: (operation.security ?? []).flatMap((requirement) => Object.keys(requirement)),
    params: (operation.parameters ?? []).map((parameter) => ({
      ...fieldOf(parameter.name, parameter.schema, parameter.required ?? false),
      description: parameter.description ?? parameter.schema?.description ?? null,
      in: parameter.in,
    })),
    body: bodyType ? { contentType: bodyType, fields: fieldsOf(bodySchema), summary: bodySchema?.properties ? null : (bodySchema?.description ?? typeOf(bodySchema).type) } : null,
    responses: Object.entries(operation.responses ?? {}).map(([status, response]) => {
      const [contentType, media] = Object.entries(response.content ?? {})[0] ?? []
      const schema = media?.schema
      return {
        status,
        description: response.description ?? '',
        contentType: contentType ?? null,
        fields: fieldsOf(schema),
        shape: schema?.$ref ? refName(schema.$ref) : null,
        headers: Object.keys(response.headers ?? {}),
      }
    }),
  }
}

export function referenceOf(document: ApiDocument): ApiReference {
  const operations = Object.entries(document.paths).flatMap(([path, item]) => methods.flatMap((method) => (item?.[method] ? [operationOf(path, method, item[method])] : [])))
  const tagNames = (document.tags ?? []).map((tag) => tag.name)
  const tagOf = (operation: ReferenceOperation) => document.paths[operation.path]?.[operation.method.toLowerCase()]?.tags?.[0] ?? 'Other'
  const groups = [...new Set([...tagNames, ...operations.map(tagOf)])]
    .map((tag) => ({ tag, operations: operations.filter((operation) => tagOf(operation) === tag) }))
    .filter((group) => group.operations.length > 0)
  const schemas = document.components?.schemas ?? {}
  return {
    title: document.info.title,
    version: document.info.version,
    description: document.info.description ?? null,
    groups,
    shapes: Object.entries(schemas).map(([name, schema]) => ({ name, description: schema.description ?? null, fields: fieldsOf(schema) })),
    auth: Object.entries(document.components?.securitySchemes ?? {}).map(([name, scheme]) => ({ name, description: scheme.description ?? '' })),
  }
}
