import type { CollectionBeforeChangeHook, TextareaFieldValidation } from 'payload'

/** A hidden review says why, so the member who asks is told and the next staff member knows. */
export const reasonWhenHidden: TextareaFieldValidation = (value, { siblingData }) => {
  const hidden = Boolean((siblingData as { hidden?: boolean } | undefined)?.hidden)
  if (hidden && !(value ?? '').trim()) return 'Say why the review is hidden.'
  return true
}

/** Who hid a review is the staff member who saved it hidden; showing it again clears both. */
export const noteWhoHid: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const wasHidden = Boolean(originalDoc?.hidden)
  if (data.hidden && !wasHidden && req.user?.collection === 'staff') data.hiddenBy = req.user.id
  if (data.hidden === false) {
    data.hiddenBy = null
    data.hiddenReason = null
  }
  return data
}
