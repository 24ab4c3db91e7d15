// What the pages of email choices load: the unsubscribe page's words for a token (which category
// it turns off, or that the link is not valid). The words are the CMS's (`emails` → unsubscribe).
import { createServerFn } from '@tanstack/react-start'
import { fill } from '@kindred/cms/template'
import { z } from 'zod'

import { emailCopy } from '~/server/copy.server'
import { parseWith } from '~/server/http.server'
import { readUnsubscribeToken } from '~/server/unsubscribe.server'

const tokenSchema = z.object({ token: z.string().max(200).optional() })

export const getUnsubscribePage = createServerFn({ method: 'GET' })
  .validator((input: unknown) => parseWith(tokenSchema, input))
  .handler(async ({ data }) => {
    const { templates, brand } = await emailCopy()
    const t = templates.unsubscribe
    const found = data.token ? readUnsubscribeToken(data.token) : null
    const category = found ? t[found.category] : ''
    return {
      valid: found !== null,
      title: t.title,
      confirm: fill(t.confirm, { category, brand }),
      done: fill(t.done, { category, brand }),
      invalid: t.invalid,
      button: t.button,
      settingsLink: t.settingsLink,
    }
  })
