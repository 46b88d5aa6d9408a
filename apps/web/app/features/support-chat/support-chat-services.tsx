import { useEffect } from 'react';
import { useSession } from '~/domains/player/session';
import { usePublicConfig } from '~/shared/context/public-config';
import { whenIdle } from '~/shared/hooks/when-idle';
import { useLocale } from '~/shared/i18n/i18n';
import { chatStore } from './chat-store';

/**
 * Keeps the chat's context with the session: a player's chat starts when the browser is idle after
 * login (so an incoming message can raise the unread count while it is hidden), login and logout and a
 * language change reinitialise a chat that is in the page. A guest's chat loads only when opened: no
 * chat code, script or connection on a guest's visit until then.
 */
export function SupportChatServices() {
  const { status, username } = useSession();
  const { chatScriptUrl } = usePublicConfig();
  const locale = useLocale();
  useEffect(() => {
    if (status === 'pending') return;
    const player = status === 'authenticated' ? username : null;
    if (!player && !chatStore.get().started) return;
    const target = { scriptUrl: chatScriptUrl, locale, username: player };
    return whenIdle(() => {
      import('./chat-service')
        .then((service) => service.syncChat(target))
        .catch((error: unknown) => console.error('Support chat failed to load', error));
    }, 3000);
  }, [status, username, locale, chatScriptUrl]);
  return null;
}
