/**
 * The logged-in player's waiting messages and bonus pop-up (catalogue.md section 4) in one dialog at the
 * highest modal priority: the messages of the login one at a time, then the pending bonus with accept and
 * decline. Not in a native view, and ignored in real play (the real-play page: "ignored in real-play
 * preview", catalogue.md section 4; dropped, not shown after, ADR 0059). A player self-excluded from
 * bonuses gets the messages but no bonus pop-up.
 */
import { parseAppContext } from '@casino/core/device';
import { LIMITS_COOL_OFF_KIND } from '@casino/core/identity-api';
import { NOTIFICATION_ACTION_EVENT, NotificationAction } from '@casino/core/notifications';
import { useEffect, useMemo, useState } from 'react';
import { useMatches } from 'react-router';
import * as v from 'valibot';
import { GameThumbnail, useCatalogue } from '~/domains/catalogue/games';
import { bonusesQuery, gamingBonusesQuery } from '~/domains/player/bonus-data';
import { gateway } from '~/domains/player/gateway';
import { reloadBonusShelves } from '~/domains/player/lists';
import { useBonusExclusion } from '~/domains/player/overview';
import { type WaitingMessages, waitingMessagesQuery } from '~/domains/player/player-data';
import { usePlayerQueryData } from '~/domains/player/player-watch';
import { identityClient, loadIdentity } from '~/platform/browser/identity';
import { track } from '~/shared/analytics/track';
import { usePublicConfig } from '~/shared/context/public-config';
import { dataClient } from '~/shared/data/client';
import { useT } from '~/shared/i18n/i18n';
import { Modal } from '~/shared/modals/modal';
import { MODALS } from '~/shared/modals/modal-ids';
import { hideModal, showModal } from '~/shared/modals/modal-store';
import { notify } from '~/shared/snackbars/snackbar-store';
import { useStore } from '~/shared/ui/create-store';
import {
  BONUS_CONFIRMED_TITLES,
  type BonusAction,
  createMessageQueue,
  type MessageQueue,
  type Shown,
  waitingMessagesStep,
} from './message-queue';
import { PendingLimits } from './pending-limits';
import './player-messages.css';

const REAL_PLAY_ROUTE = 'preview-play-game-real';
const DISMISSED_KEY = 'dismissedBonusCodes';

/** The bonus codes dismissed in this browser session (sessionStorage; none when it is unavailable). */
const dismissedBonuses = {
  read(): string[] {
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
      return Array.isArray(stored) ? stored.filter((code) => typeof code === 'string') : [];
    } catch {
      return [];
    }
  },
  has(code: string): boolean {
    return dismissedBonuses.read().includes(code);
  },
  add(code: string): void {
    try {
      sessionStorage.setItem(DISMISSED_KEY, JSON.stringify([...dismissedBonuses.read(), code].slice(-20)));
    } catch {
      // Private mode or a full store: the pop-up may come back on the next page load.
    }
  },
};
const { id: DIALOG_ID, priority: DIALOG_PRIORITY } = MODALS.playerMessage;

function useMessageQueue(username: string): MessageQueue {
  const t = useT();
  const { sportsbookBonusTemplateId } = usePublicConfig();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one queue per player (a login)
  const queue = useMemo(
    () =>
      createMessageQueue({
        sportsbook: { templateId: sportsbookBonusTemplateId, description: t('playerMessages.sportsbook') },
        bonusDetails: (code) => gateway().bonusDetails(code),
        confirmBonus: (bonusId, action) => gateway().confirmBonus({ bonusId, action }),
        confirmed: (action) => {
          notify({ type: 'success', title: BONUS_CONFIRMED_TITLES[action], limit: 1 });
          // The badge, the promotions page and the bonus shelves show the bonus's new state.
          void dataClient.fetch(bonusesQuery.load(username, gateway), { force: true }).catch(() => null);
          void dataClient
            .fetch(gamingBonusesQuery.load(username, gateway), { force: true })
            .catch(() => null);
          void reloadBonusShelves(username);
        },
        track: ({ event, ...payload }) => track(event, payload),
        fail: (key) => notify({ type: 'alert', title: key, limit: 1 }),
        wait: (ms, then) => {
          const timer = window.setTimeout(then, ms);
          return () => window.clearTimeout(timer);
        },
        dismissed: dismissedBonuses,
      }),
    [username],
  );
  useEffect(() => () => queue.dispose(), [queue]);
  return queue;
}

export default function PlayerMessages({ username }: { username: string }) {
  const t = useT();
  const { identityScriptUrl } = usePublicConfig();
  const queue = useMessageQueue(username);
  const shown = useStore(queue.shown);
  const waiting = usePlayerQueryData(waitingMessagesQuery, username);
  const excluded = useBonusExclusion(username);
  const held = useMatches().at(-1)?.id === REAL_PLAY_ROUTE;
  const [nativeView] = useState(
    () => parseAppContext(new URLSearchParams(window.location.search)).nativeView,
  );
  const [received, setReceived] = useState<WaitingMessages | null>(null);

  // The login's messages, once: after the overview says whether bonuses are hidden; in real play (or a
  // native view) they are ignored, never shown, not even after the game.
  useEffect(() => {
    if (!waiting || received === waiting) return;
    const step = waitingMessagesStep({ nativeView, realPlay: held, bonusExcluded: excluded });
    if (step === 'wait') return;
    setReceived(waiting);
    if (step === 'receive') queue.receive(waiting.messages, excluded ? null : waiting.pendingBonusCode);
  }, [nativeView, held, waiting, excluded, received, queue]);

  // A notification's "Vezi bonusul" (the notification micro-frontends' cancelable event): this pop-up
  // instead of the account site, unless bonuses are not shown here (the event goes on to its default).
  useEffect(() => {
    if (nativeView || held || excluded !== false) return;
    const openBonus = (event: Event) => {
      const asked = v.safeParse(NotificationAction, (event as CustomEvent<unknown>).detail);
      if (!asked.success) return;
      event.preventDefault();
      queue.open(String(asked.output.bonusId));
    };
    window.addEventListener(NOTIFICATION_ACTION_EVENT, openBonus);
    return () => window.removeEventListener(NOTIFICATION_ACTION_EVENT, openBonus);
  }, [nativeView, held, excluded, queue]);

  useEffect(() => {
    if (shown) showModal(DIALOG_ID, DIALOG_PRIORITY);
    else hideModal(DIALOG_ID);
  }, [shown]);

  const title =
    shown?.kind === 'bonus' ? t('bonusPopup.title') : (shown?.message.title ?? t('playerMessages.title'));
  return (
    <Modal id={DIALOG_ID} priority={DIALOG_PRIORITY} title={title} maxWidth={440} onClose={queue.closed}>
      {shown?.kind === 'message' && shown.message.kind === LIMITS_COOL_OFF_KIND && (
        <PendingLimits
          key={shown.message.id}
          message={shown.message}
          accept={async () =>
            identityClient(await loadIdentity({ scriptUrl: identityScriptUrl })).acceptPendingLimits()
          }
          failed={() => notify({ type: 'alert', title: 'errors.unable-to-accept-pending-limits', limit: 1 })}
          close={() => hideModal(DIALOG_ID)}
        />
      )}
      {shown?.kind === 'message' && shown.message.kind !== LIMITS_COOL_OFF_KIND && (
        <div className="player-message">
          <p className="player-message__text">{shown.message.message}</p>
          <div className="player-message__actions">
            <button type="button" className="button button--primary" onClick={() => hideModal(DIALOG_ID)}>
              {t('playerMessages.ok')}
            </button>
          </div>
        </div>
      )}
      {shown?.kind === 'bonus' && <BonusOffer shown={shown} onAnswer={(action) => queue.answer(action)} />}
    </Modal>
  );
}

function BonusOffer({
  shown,
  onAnswer,
}: {
  shown: Extract<Shown, { kind: 'bonus' }>;
  onAnswer: (action: BonusAction) => void;
}) {
  const t = useT();
  const { bonus, bonusTemplate } = shown.details;
  const goldenChips = bonus.playType.toLowerCase() === 'goldenchips';
  const { catalogue } = useCatalogue(goldenChips ? 'live' : 'casino');
  const games = useMemo(() => {
    const codes = bonusTemplate?.gamingContext?.selectedGames ?? [];
    const byCode = new Map((catalogue?.games ?? []).map((game) => [game.gameCode, game]));
    return codes.flatMap((code) => {
      const game = byCode.get(code);
      return game ? [game] : [];
    });
  }, [bonusTemplate, catalogue]);
  const count = goldenChips ? bonus.goldenChips?.goldenChipsCount : bonus.freeSpinsCount;
  return (
    <div className="bonus-offer" aria-busy={shown.busy !== null}>
      <p className="bonus-offer__name">{bonusTemplate?.name ?? bonus.name}</p>
      {typeof count === 'number' && (
        <p className="bonus-offer__count">
          {t(goldenChips ? 'bonusPopup.goldenChips' : 'bonusPopup.freeSpins', { count })}
        </p>
      )}
      {bonusTemplate?.description && <p className="bonus-offer__text">{bonusTemplate.description}</p>}
      {games.length > 0 && (
        <>
          <h3 className="bonus-offer__games-title">{t('bonusPopup.games')}</h3>
          <ul className="bonus-offer__games">
            {games.map((game) => (
              <li key={game.gameCode}>
                <GameThumbnail game={game} />
                <span>{game.name}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="player-message__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={shown.busy !== null}
          onClick={() => onAnswer('decline')}
        >
          {t('bonusPopup.decline')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={shown.busy !== null}
          onClick={() => onAnswer('accept')}
        >
          {t(shown.busy === 'accept' ? 'bonusPopup.accepting' : 'bonusPopup.accept')}
        </button>
      </div>
    </div>
  );
}
