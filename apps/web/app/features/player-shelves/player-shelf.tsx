/**
 * A personal shelf for the logged-in player: its definition from `/api/personal-shelves`, its games
 * from the player's lists (catalogue.md sections 4 and 9), at most its shelf size. While they load the
 * slot keeps its height; an empty list keeps the shelf with a hint of how to fill it; a recommendation
 * shelf has a refresh (another seed); a bonus shelf (free spins, golden chips) shows 5 games, 15 on a
 * phone or tablet, and none of it shows to a player self-excluded from bonuses.
 */
import { BONUS_SHELF_TYPES } from '@casino/core/shelves';
import { GamesShelf, ShelfSkeleton } from '~/domains/catalogue/games';
import { useBonusExclusion } from '~/domains/player/overview';
import { useSession } from '~/domains/player/session';
import { browserDevice } from '~/shared/hooks/device';
import { useT } from '~/shared/i18n/i18n';
import { usePersonalShelves } from './api/definitions';
import {
  emptyShelfKey,
  type PersonalShelfDefinition,
  type PersonalSlotProps,
  personalShelfSize,
} from './shelf-rules';
import { useShelfGames } from './use-shelf-games';

export default function PlayerShelf({ id, layout, page, lobby, eager }: PersonalSlotProps) {
  const { answer, failed } = usePersonalShelves(page, lobby);
  const { username } = useSession();
  const excluded = useBonusExclusion(username);
  const definition = answer?.shelves.find((shelf) => shelf.id === id);
  const slot = <ShelfSkeleton layout={layout} className="personal-slot" />;
  // Without definitions (the toast has said so) the slot is left out rather than loading for ever.
  if (!definition) return answer || failed ? null : slot;
  // A bonus shelf waits for the player's overview and is left out for a self-excluded player.
  if (BONUS_SHELF_TYPES.has(definition.type)) {
    if (excluded === null) return slot;
    if (excluded) return null;
  }
  return <FilledShelf definition={definition} eager={eager ?? false} slot={slot} />;
}

function FilledShelf({
  definition,
  eager,
  slot,
}: {
  definition: PersonalShelfDefinition;
  eager: boolean;
  slot: React.ReactNode;
}) {
  const t = useT();
  const { games, failed, refreshable, refresh } = useShelfGames(definition.type, definition.id);
  if (games === null && !failed) return slot;
  const title = definition.title;
  return (
    <GamesShelf
      id={definition.id}
      title={title}
      layout={definition.layout}
      games={(games ?? []).slice(0, personalShelfSize(definition, browserDevice().mobile))}
      href={definition.href}
      eager={eager}
      className="personal-shelf"
      empty={<p>{t(failed ? 'personal.failed' : emptyShelfKey(definition.type))}</p>}
      action={
        refreshable ? (
          <button
            type="button"
            className="section-heading__action"
            disabled={refresh === null}
            onClick={refresh ?? undefined}
            aria-label={t('personal.refreshLabel', { title })}
          >
            {t('personal.refresh')}
          </button>
        ) : undefined
      }
    />
  );
}
