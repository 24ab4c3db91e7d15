import { type CollectionBeforeOperationHook } from 'payload'

import { imageTooLarge, maxImageBytes } from '../sizes'
import { refusal } from '../../../refusal'

/**
 * Refuses an image over the limit with a clear message, before sharp reads it. Uploads through the
 * admin are also capped while the body streams (`upload.limits` in payload.config.ts); the Local
 * API has no such cap.
 */
export const limitFileSize: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const size = req.file?.size ?? 0
  if (size > maxImageBytes) throw refusal(imageTooLarge(size), 413)
  return args
}
