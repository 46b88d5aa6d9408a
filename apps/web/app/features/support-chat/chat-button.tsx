import { useSession } from '~/domains/player/session';
import { usePublicConfig } from '~/shared/context/public-config';
import { useLocale, useT } from '~/shared/i18n/i18n';
import { useChatView } from './chat-store';
import { toggleSupportChat } from './open-chat';
import './support-chat.css';

function ChatIcon() {
  return (
    <svg className="chat-button__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill="currentColor"
        d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 2v10h2v2l2.5-2H20V6H4Zm3 3h10v2H7V9Zm0 3h7v2H7v-2Z"
      />
    </svg>
  );
}

/** The unread count as a badge, its meaning for screen readers; nothing at 0. */
export function ChatUnreadBadge({ count }: { count: number }) {
  const t = useT();
  if (count <= 0) return null;
  return (
    <span className="badge chat-button__badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('chat.unread', { count })}</span>
    </span>
  );
}

const VARIANT_CLASSES = {
  tool: 'button button--ghost chat-button',
  drawer: 'button button--ghost chat-button chat-button--drawer',
  floating: 'chat-button chat-fab',
} as const;

/**
 * The chat button (shell.md section 2): desktop's submenu tools (`variant="tool"`), the phone's menu
 * drawer (`variant="drawer"`, which closes the drawer first) and the phone's floating button
 * (`variant="floating"`, one tap from any page, clear of the safe-area insets and above the docked web
 * messages). It opens the chat (loading it on demand) and closes it when it shows; the badge counts
 * unread messages. Left out when the widget cannot load.
 */
export function ChatButton({
  variant,
  onOpen,
}: {
  variant: keyof typeof VARIANT_CLASSES;
  onOpen?: () => void;
}) {
  const t = useT();
  const view = useChatView();
  const { status, username } = useSession();
  const { chatScriptUrl } = usePublicConfig();
  const locale = useLocale();
  if (!view.available) return null;
  const { status: chatStatus, unread } = view.chat;
  return (
    <button
      type="button"
      className={VARIANT_CLASSES[variant]}
      aria-expanded={chatStatus !== 'hidden'}
      aria-busy={chatStatus === 'loading'}
      onClick={() => {
        onOpen?.();
        toggleSupportChat({
          scriptUrl: chatScriptUrl,
          locale,
          username: status === 'authenticated' ? username : null,
        });
      }}
    >
      <ChatIcon />
      <span className={variant === 'floating' ? 'visually-hidden' : undefined}>
        {t(variant === 'tool' ? 'chat.short' : 'chat.open')}
      </span>
      <ChatUnreadBadge count={unread} />
    </button>
  );
}

/** The unread count (for the phone's Menu entry, which leads to the drawer's chat button). */
export function useChatUnread(): number {
  return useChatView().chat.unread;
}
