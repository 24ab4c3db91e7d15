import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

import type { Markdown } from './types'

function isMarkdown(value: unknown): value is Markdown {
  return typeof value === 'object' && value !== null && '$markdown' in value
}

/** Returns a copy of `data` with every Markdown marker turned into Lexical JSON. */
export async function withRichText<T>(payload: Payload, data: T): Promise<unknown> {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const convert = (value: unknown): unknown => {
    if (isMarkdown(value)) return convertMarkdownToLexical({ editorConfig, markdown: value.$markdown })
    if (Array.isArray(value)) return value.map(convert)
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convert(v)]))
    return value
  }
  return convert(data)
}
