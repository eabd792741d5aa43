/**
 * The conversations module's public entry (its place among the modules: apiModuleOrder in apps/api/eslint.config.mjs).
 * Members in touch: interests, messages, notifications (the bell and its mails) and blocks.
 */
export { blockMember, blockMemberId, unblockMember } from './blocks/block-member';
export { listBlockedMembers } from './blocks/list-blocked-members';
export { answerInterest } from './interests/answer-interest';
export { interestsSentToday } from './interests/interests-sent-today';
export { listInterests } from './interests/list-interests';
export { sendInterest } from './interests/send-interest';
export { conversationHistory } from './messages/conversation-history';
export type { Transaction } from './messages/conversation-store';
export { conversationsStartedToday } from './messages/conversations-started-today';
export { findPair } from './messages/find-pair';
export { listConversations } from './messages/list-conversations';
export { markRead } from './messages/mark-conversation';
export { messagesState } from './messages/messages-state';
export { sendMessage } from './messages/send-message';
export { sendUnreadMessageDigests } from './messages/unread-message-digest';
export { listNotifications, markNotificationsRead } from './notifications/list-notifications';
export { mailNotification } from './notifications/mail-notification';
export { memberCounts } from './notifications/member-counts';
export { createListenerRegistry, listenForMemberEvents } from './notifications/member-events';
export type { MemberEvents } from './notifications/member-events';
export { createNotifier } from './notifications/notifier';
export type { Notifier } from './notifications/notifier';
