import { type CollectionBeforeOperationHook } from 'payload'

import { maxImageBytes } from '../sizes'
import { refusal } from '../../../refusal'

/**
 * Refuses an image over the limit with a clear message, before sharp reads it. Uploads through the
 * admin are also capped while the body streams (`upload.limits` in payload.config.ts); the Local
 * API has no such cap.
 */
export const limitFileSize: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const size = req.file?.size ?? 0
  if (size > maxImageBytes) {
    const limit = maxImageBytes / 1024 / 1024
    throw refusal(`Images may be at most ${limit} MB; this one is ${(size / 1024 / 1024).toFixed(1)} MB.`, 413)
  }
  return args
}
