import { sessionEndOfNotification } from '@casino/core/auth';
import { useEffect } from 'react';
import { gateway } from '~/domains/player/gateway';
import { balanceQuery, notificationTokenQuery, refreshBalance } from '~/domains/player/player-data';
import { currentSession, useSession } from '~/domains/player/session';
import { connectNotificationBroker } from '~/platform/browser/notification-broker';
import { usePublicConfig } from '~/shared/context/public-config';
import { dataClient } from '~/shared/data/client';
import { useQuery } from '~/shared/data/use-query';
import { dispatchBrokerMessage, listenToInAppEvents } from './in-app-events';
import { useNotificationFrontend } from './use-notification-frontend';

const log = (message: string, detail?: unknown) => console.error(message, detail);

/**
 * The notification token: the gateway login's, or (a session found valid, with no login) the one the
 * player data loaded from `/_notification-token`.
 */
function useNotificationToken(username: string): string | null {
  const fromLogin = useSession().notificationToken;
  const loaded = useQuery(notificationTokenQuery.load(username, gateway)).data;
  return fromLogin ?? loaded ?? null;
}

/**
 * A player's notifications (shell.md section 4): the broker connection while a notification token is
 * there (a new token connects again, none disconnects), its messages as in-app events, what the portal
 * does on them, and the in-app-notification micro-frontend that shows them (mounted first, ADR 0013).
 */
export function PlayerNotifications({ username }: { username: string }) {
  const { notificationsBrokerUrl } = usePublicConfig();
  const token = useNotificationToken(username);
  const inApp = useNotificationFrontend<HTMLDivElement>('in-app-notification', username);

  useEffect(
    () =>
      listenToInAppEvents(window, {
        logOut: (reason) => void currentSession()?.logout({ reason: sessionEndOfNotification(reason) }),
        setBalance: (balance) => dataClient.setData(balanceQuery.key(username), balance),
        refreshBalance: () => void refreshBalance(username),
      }),
    [username],
  );

  // The connection waits for the in-app micro-frontend: a message that came before it listened would
  // never show (its mount failing is only logged, and the portal's own actions still need the broker).
  const listening = inApp.settled;
  useEffect(() => {
    if (!token || !listening) return;
    const connection = connectNotificationBroker({
      brokerUrl: notificationsBrokerUrl,
      token,
      onMessage: (body) => dispatchBrokerMessage(body, window, log),
      log,
    });
    return () => void connection.close();
  }, [notificationsBrokerUrl, token, listening]);

  return <div ref={inApp.element} className="in-app-notifications" />;
}
