// The workspace vocabulary as the CMS stores it (decision 0105). The side of a collaboration is
// the proposal's: `from` sent it, `to` accepted it.
export const sideOptions = [
  { value: 'from', label: 'Sender’s business' },
  { value: 'to', label: 'Recipient’s business' },
]

export const milestoneSourceOptions = [
  { value: 'channel-template', label: 'Usual milestone of the channel' },
  { value: 'member', label: 'Added by a member' },
]
