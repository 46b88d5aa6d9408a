import { useCallback, useEffect, useState } from 'react';
import { useShell } from '~/shared/context/shell-data';
import { useLocale, useT } from '~/shared/i18n/i18n';
import { Modal } from '~/shared/modals/modal';
import { MODALS } from '~/shared/modals/modal-ids';
import { useStore } from '~/shared/ui/create-store';
import { fetchGameDetails } from './fetch-game-details';
import type { GameDetailsView } from './game-details.server';
import { selectedGameStore } from './game-details-store';
import { GameDetails } from './game-details-view';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'open'; game: GameDetailsView };

/** The game details modal: a bottom drawer on phones, at most 500 px wide, medium priority. */
export function GameDetailsModal() {
  const t = useT();
  const gameCode = useStore(selectedGameStore, (code) => code, null);
  const locale = useLocale();
  const preview = useShell()?.preview ?? false;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the fetch on try again
  useEffect(() => {
    if (!gameCode) return;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchGameDetails(gameCode, locale, preview, controller.signal).then(
      (game) => setLoad({ status: 'open', game }),
      () => {
        if (!controller.signal.aborted) setLoad({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [gameCode, locale, preview, attempt]);

  const title = load.status === 'open' ? load.game.name : t('details.title');
  return (
    <Modal
      id={MODALS.gameDetails.id}
      priority={MODALS.gameDetails.priority}
      title={title}
      showTitle={false}
      variant="drawer"
      maxWidth={500}
      onClose={() => selectedGameStore.set(null)}
    >
      {load.status === 'loading' && (
        <div className="game-details-skeleton" aria-busy="true">
          <span className="visually-hidden">{t('games.loading')}</span>
        </div>
      )}
      {load.status === 'failed' && (
        <div className="inline-error" role="alert">
          <p>{t('errors.unable-to-details')}</p>
          <button type="button" className="button button--primary" onClick={retry}>
            {t('errors.tryAgain')}
          </button>
        </div>
      )}
      {load.status === 'open' && <GameDetails game={load.game} origin="game-details" />}
    </Modal>
  );
}
