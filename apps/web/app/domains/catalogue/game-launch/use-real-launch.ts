import type { LaunchableGame, LaunchError } from '@casino/core/game-launch';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '~/domains/player/session';
import { browserDevice } from '~/shared/hooks/device';
import { takeHandedOverLaunch } from './launch-handover';

export type RealLaunchState =
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  | { status: 'error'; error: LaunchError };

/**
 * The real launch URL of a game for the logged-in player (render it under `LoginRequired`): built in
 * the browser only, from the URL the launch handed over or a game provider token fetched here. The
 * server never sees it: the gateway's session lives on the gateway's origin.
 */
export function useRealLaunch(game: LaunchableGame, languageCode: string): RealLaunchState {
  const { status, username } = useSession();
  const [state, setState] = useState<RealLaunchState>({ status: 'loading' });
  const handedOver = useRef<{ key: string; url: string | null } | null>(null);
  const { gameCode, type } = game;
  const { real, realMobile } = game.launchUrls;

  useEffect(() => {
    if (status !== 'authenticated') return;
    const key = `${gameCode}\n${username}`;
    // Taken once; the ref keeps it for a second run of this effect (development's strict mode).
    if (handedOver.current?.key !== key)
      handedOver.current = { key, url: takeHandedOverLaunch(gameCode, username) };
    const url = handedOver.current.url;
    if (url) {
      setState({ status: 'ready', url });
      return;
    }
    setState({ status: 'loading' });
    const controller = new AbortController();
    // The token and URL code (the gateway client) loads with the first real game, not with every page.
    import('./real-launch')
      .then(({ realLaunchUrl }) =>
        realLaunchUrl({
          game: { gameCode, type, launchUrls: { real, realMobile, demo: null, demoMobile: null } },
          device: browserDevice(),
          languageCode,
          signal: controller.signal,
        }),
      )
      .then(
        (built) =>
          setState(built.ok ? { status: 'ready', url: built.url } : { status: 'error', error: built.error }),
        () => {
          // Aborted: this page or player is gone.
        },
      );
    return () => controller.abort();
  }, [status, username, gameCode, type, real, realMobile, languageCode]);

  return state;
}
