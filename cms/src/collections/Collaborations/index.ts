// The Collaborations group (CONTRACT §7): workspace messages, each side's state, notification choices and digests.
export { CollaborationMessages } from './CollaborationMessages'
export { CollaborationSides } from './CollaborationSides'
export { MemberNotificationSettings } from './MemberNotificationSettings'
export { NotificationDigests } from './NotificationDigests'
