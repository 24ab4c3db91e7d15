// A compact way to declare many short copy fields: `texts('group', { field: [maxLength, hint?] })`.
import type { GroupField, TextareaField, TextField } from 'payload'
import { text, textarea } from 'payload/shared'

type Spec = Record<string, number | [number, string]>

/** A rule of a global's own on top of a field's usual checks: true, or the refusal's words. */
export type TextCheck = (value: string, previousValue: string | null | undefined) => string | true

/** The field's usual checks first; the global's own rule only for text that passes them. */
function checked(own: string | true, value: unknown, previousValue: unknown, check: TextCheck): string | true {
  return own === true ? check(typeof value === 'string' ? value : '', typeof previousValue === 'string' ? previousValue : undefined) : own
}

export function texts(name: string, spec: Spec, description?: string, check?: TextCheck): GroupField {
  return {
    name,
    type: 'group',
    admin: description ? { description } : undefined,
    fields: Object.entries(spec).map(([field, value]) => {
      const [maxLength, hint] = Array.isArray(value) ? value : [value, undefined]
      const admin = hint ? { description: hint } : undefined
      if (maxLength > 200) {
        const area: TextareaField = { name: field, type: 'textarea', required: true, maxLength, admin }
        if (check) area.validate = async (input, options) => checked(await textarea(input, options), input, options.previousValue, check)
        return area
      }
      const line: TextField = { name: field, type: 'text', required: true, maxLength, admin }
      if (check) line.validate = async (input, options) => checked(await text(input, options), input, options.previousValue, check)
      return line
    }),
  }
}
