'use client'
// The SEO title and description in the admin, with `n / limit` under the input: search results cut
// titles after about 60 characters and descriptions after about 160 (decision 0056). Past the limit
// the counter turns red and says so; the field's own maxLength stays the hard stop.
import { TextareaField, TextField, useField } from '@payloadcms/ui'
import type { TextareaFieldClientProps, TextFieldClientProps } from 'payload'

type Props = (TextFieldClientProps | TextareaFieldClientProps) & { limit?: number }

export function LengthCounter(props: Props) {
  const { value } = useField<string>({ path: props.path })
  const limit = props.limit ?? (props.field.type === 'textarea' ? 160 : 60)
  const length = typeof value === 'string' ? value.length : 0
  const over = length > limit
  return (
    <div>
      {props.field.type === 'textarea' ? <TextareaField {...(props as TextareaFieldClientProps)} /> : <TextField {...(props as TextFieldClientProps)} />}
      {/* Below the field's own description, not over it. Only crossing the limit is read out: the
          count itself would be announced on every keystroke. */}
      <p data-testid={`length-counter-${props.path}`} style={{ marginTop: 4, marginBottom: 16, fontSize: 12, color: over ? 'var(--theme-error-500)' : 'var(--theme-elevation-500)' }}>
        {length} / {limit}
        <span aria-live="polite">{over ? ` (search results cut the rest)` : ''}</span>
      </p>
    </div>
  )
}
