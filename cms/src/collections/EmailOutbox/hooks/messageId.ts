import type { FieldHook } from 'payload'

import { outboxMessageId } from '../../../mail/message-id'
import { mailFrom } from '../../../mail/transport'

/** The Message-ID every attempt of this email carries, to find it in mail server logs. */
export const computeMessageId: FieldHook = ({ data }) => (data?.id && data.createdAt ? outboxMessageId(Number(data.id), String(data.createdAt), mailFrom()) : null)
