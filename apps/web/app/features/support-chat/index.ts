/**
 * Support chat (shell.md sections 2, 3, 4 and 9; ADR 0014): the chat buttons (desktop submenu, phone
 * menu drawer) with the unread count, and the chat widget loaded on demand or, for a player, when the
 * browser is idle after login.
 */
import { lazyOneTaskEach } from '~/shared/ui/lazy-one-task-each';

export { ChatButton, ChatUnreadBadge, useChatUnread } from './chat-button';

/** Loads after hydration; it loads the widget's code only for a player or a chat already open. */
export const SupportChatServices = lazyOneTaskEach(() =>
  import('./support-chat-services').then((module) => ({ default: module.SupportChatServices })),
);
