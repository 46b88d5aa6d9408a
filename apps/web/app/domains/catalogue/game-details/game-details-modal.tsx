import { useContentContext } from '~/shared/context/content-context';
import { useQuery } from '~/shared/data/use-query';
import { useT } from '~/shared/i18n/i18n';
import { Modal } from '~/shared/modals/modal';
import { MODALS } from '~/shared/modals/modal-ids';
import { useStore } from '~/shared/ui/create-store';
import { gameDetailsQuery } from './api/game-details';
import { selectedGameStore } from './game-details-store';
import { GameDetails } from './game-details-view';

/**
 * The game details modal: a bottom drawer on phones, at most 500 px wide, medium priority. The page
 * tells whether filters are in use (the launch's analytics flag).
 */
export function GameDetailsModal({ isFilterUsed }: { isFilterUsed?: () => boolean }) {
  const t = useT();
  const gameCode = useStore(selectedGameStore, (code) => code, null);
  const ctx = useContentContext();
  const details = useQuery(
    { ...gameDetailsQuery(gameCode ?? '', ctx), enabled: gameCode !== null },
    { fetching: true },
  );
  const game = gameCode !== null && details.data?.gameCode === gameCode ? details.data : null;
  const title = game ? game.name : t('details.title');
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
      {!game && (details.status !== 'error' || details.fetching) && (
        <div className="game-details-skeleton" aria-busy="true">
          <span className="visually-hidden">{t('games.loading')}</span>
        </div>
      )}
      {!game && details.status === 'error' && !details.fetching && (
        <div className="inline-error" role="alert">
          <p>{t('errors.unable-to-details')}</p>
          <button type="button" className="button button--primary" onClick={() => void details.refetch()}>
            {t('errors.tryAgain')}
          </button>
        </div>
      )}
      {game && <GameDetails game={game} origin="game-details" isFilterUsed={isFilterUsed} />}
    </Modal>
  );
}
