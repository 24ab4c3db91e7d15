// A compact way to declare many short copy fields: `texts('group', { field: [maxLength, hint?] })`.
import type { Field } from 'payload'

type Spec = Record<string, number | [number, string]>

export function texts(name: string, spec: Spec, description?: string): Field {
  return {
    name,
    type: 'group',
    admin: description ? { description } : undefined,
    fields: Object.entries(spec).map(([field, value]): Field => {
      const [maxLength, hint] = Array.isArray(value) ? value : [value, undefined]
      const admin = hint ? { description: hint } : undefined
      return maxLength > 200 ? { name: field, type: 'textarea', required: true, maxLength, admin } : { name: field, type: 'text', required: true, maxLength, admin }
    }),
  }
}
