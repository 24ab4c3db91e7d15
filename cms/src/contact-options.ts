// A contact message's stored values (the `type` values `POST /contact` accepts, unchanged; decision 0020)
// and how staff see them named: in the
// admin's selects and quick filters, and in the email that tells support a message arrived. No
// imports, so the site can name a type the way the desk does.

export const contactTypes = ['partnership-opportunities', 'new-channels', 'other'] as const
export const contactStatuses = ['new', 'in-progress', 'answered', 'spam'] as const
export type ContactTypeValue = (typeof contactTypes)[number]

const statusLabels: Record<(typeof contactStatuses)[number], string> = { new: 'New', 'in-progress': 'In progress', answered: 'Answered', spam: 'Spam' }
const typeLabels: Record<ContactTypeValue, string> = {
  'partnership-opportunities': 'Partnership opportunities',
  'new-channels': 'New channels',
  other: 'Other',
}

export const contactStatusOptions = contactStatuses.map((value) => ({ value, label: statusLabels[value] }))
export const contactTypeOptions = contactTypes.map((value) => ({ value, label: typeLabels[value] }))

/** The desk's name for a stored type; a value outside the list is shown as stored. */
export const contactTypeLabel = (value: string): string => typeLabels[value as ContactTypeValue] ?? value
