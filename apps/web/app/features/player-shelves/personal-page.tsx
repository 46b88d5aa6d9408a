/**
 * A personal page (`/utilizator/{slug}`, `/utilizator/preferate` and their live twins; catalogue.md
 * section 2): the same games as the type's shelf, all of them, in a grid, for the logged-in player. The
 * favourites page ("My games") also shows the other personal shelves of the lobby's "my games" layout.
 */
import type { Lobby } from '@casino/core/filters';
import type { PersonalShelfType } from '@casino/core/personal-shelves';
import type { PageKind } from '@casino/core/schemas';
import { GameGrid } from '~/domains/catalogue/games';
import { useT } from '~/shared/i18n/i18n';
import { usePersonalShelves } from './api/definitions';
import { PersonalSlot } from './personal-slot';
import { emptyShelfKey } from './shelf-rules';
import { useShelfGames } from './use-shelf-games';

export default function PersonalPage({
  type,
  lobby,
  page,
}: {
  type: PersonalShelfType;
  lobby: Lobby;
  /** The "my games" layout whose other personal shelves follow the list (the favourites pages). */
  page: PageKind | null;
}) {
  const t = useT();
  const { answer, failed: definitionsFailed } = usePersonalShelves(
    page ?? (lobby === 'live' ? 'LiveLobby' : 'Lobby'),
    lobby,
  );
  const { games, failed } = useShelfGames(type, `page-${type}`);
  // The CMS's title for the type; the dictionary's once the definitions failed (their toast offers try
  // again) or name no such category, so the heading and the grid's name never stay on "loading".
  const title = answer?.titles[type] ?? (answer || definitionsFailed ? t('personal.title') : '');
  const more = page ? (answer?.shelves ?? []).filter((shelf) => shelf.type !== type) : [];
  return (
    <>
      <section className="personal-page" aria-labelledby="page-title" aria-busy={games === null && !failed}>
        <h1 id="page-title" className="page-title">
          {title || t('personal.loading')}
        </h1>
        {games === null && !failed ? (
          <p className="personal-page__status">{t('personal.loading')}</p>
        ) : games && games.length > 0 ? (
          <GameGrid games={games} label={title} />
        ) : (
          <p className="personal-page__status">{t(failed ? 'personal.failed' : emptyShelfKey(type))}</p>
        )}
      </section>
      {page &&
        more.map((shelf) => (
          <PersonalSlot key={shelf.id} id={shelf.id} layout={shelf.layout} page={page} lobby={lobby} />
        ))}
    </>
  );
}
