import type { CatalogueGame } from '@casino/core/catalogue';
import { assetDensitySrcSet, assetImageUrl, resizeTo } from '@casino/core/images';
import {
  hasMoreSearchResults,
  SEARCH_TRACKING_DEBOUNCE_MS,
  searchTrackingEvent,
  showPopularProviders,
  visibleRecommended,
} from '@casino/core/search';
import { memo, startTransition, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useMatches } from 'react-router';
import { selectGame } from '~/domains/catalogue/game-details';
import { GameThumbnail, useCatalogue } from '~/domains/catalogue/games';
import { track } from '~/shared/analytics/track';
import { usePublicConfig } from '~/shared/context/public-config';
import { useShell } from '~/shared/context/shell-data';
import { useT } from '~/shared/i18n/i18n';
import { PortalLink } from '~/shared/links/portal-link';
import { Modal } from '~/shared/modals/modal';
import { MODALS } from '~/shared/modals/modal-ids';
import { hideModal, useModalOpen } from '~/shared/modals/modal-store';
import { portalPath } from '~/shared/routing/portal-path';
import { popularProviders, recommendedGames, runSearchPage, warmSearchIndex } from './search-model';

/**
 * Results drawn with each keystroke: more than a phone's panel (360 x 780) shows at once. The rest of
 * the page of 40, off screen, is drawn once typing pauses (`FULL_PAGE_PAUSE_MS`), so a letter costs
 * what it shows and a fast typist never waits for rows below the fold (issue 13: <= 50 ms, ADR 0020).
 */
export const FIRST_RESULTS = 12;

/** How long typing pauses before the rest of the page of results is drawn. */
export const FULL_PAGE_PAUSE_MS = 200;

/**
 * A result renders again only when its game changes (most stay put from one letter to the next). Its
 * art waits for `art`: starting a picture's load is most of a keystroke's work on a phone (ADR 0049), so
 * while the player types the results come as names on a placeholder, and the pictures follow when typing
 * pauses. A result that has shown its picture keeps it while the term changes around it.
 */
const GameResult = memo(function GameResult({ game, art = true }: { game: CatalogueGame; art?: boolean }) {
  const [hasArt, setHasArt] = useState(art);
  if (art && !hasArt) setHasArt(true);
  return (
    <li>
      <button type="button" className="search-result" onClick={() => selectGame(game.gameCode)}>
        {hasArt ? <GameThumbnail game={game} /> : <span className="search-result__art" aria-hidden="true" />}
        <span className="search-result__text">
          <span className="search-result__name">{game.name}</span>
          <span className="search-result__meta">{game.providerName}</span>
        </span>
      </button>
    </li>
  );
});

/**
 * Whether `term`'s whole page of results is drawn (with the results' pictures): once typing has paused
 * for `FULL_PAGE_PAUSE_MS`, in a transition (the next keystroke interrupts it). Until then a new term
 * draws its first results only. `showWholePage` draws it at once (show more).
 */
function useWholePage(term: string): [wholePage: boolean, showWholePage: () => void] {
  const [fullTerm, setFullTerm] = useState(term);
  useEffect(() => {
    if (fullTerm === term) return;
    const timer = setTimeout(() => startTransition(() => setFullTerm(term)), FULL_PAGE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [term, fullTerm]);
  return [fullTerm === term, () => setFullTerm(term)];
}

/**
 * The search panel (catalogue.md sections 2 and 4): modal `search`, 552 px wide, with the lobby's own
 * settings; results grow 40 at a time; recommended shows 5 first; popular providers show only while
 * nothing is searched.
 */
export function SearchPanel({ lobby }: { lobby: 'casino' | 'live' }) {
  const t = useT();
  const open = useModalOpen(MODALS.search.id);
  const shell = useShell();
  const settings = lobby === 'live' ? shell?.settings.searchLive : shell?.settings.search;
  const { catalogue } = useCatalogue(lobby);
  const [term, setTerm] = useState('');
  const [pages, setPages] = useState(1);
  const [recommendedExpanded, setRecommendedExpanded] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const origin = useMatches().at(-1)?.id ?? 'unknown';
  const { assetsUrl } = usePublicConfig();

  // The games of the pages shown only, and their count: core orders no more matches than that.
  const results = useMemo(
    () => (catalogue && settings ? runSearchPage(catalogue, settings, term, pages) : null),
    [catalogue, settings, term, pages],
  );
  const [wholePage, showWholePage] = useWholePage(term);
  const shownGames = useMemo(() => {
    if (!results) return [];
    return wholePage ? results.games : results.games.slice(0, FIRST_RESULTS);
  }, [results, wholePage]);
  const recommended = useMemo(
    () => (catalogue && settings ? recommendedGames(catalogue, settings) : []),
    [catalogue, settings],
  );

  useEffect(() => {
    const trimmed = term.trim();
    if (trimmed === '') return;
    const timer = setTimeout(() => {
      const { event, ...payload } = searchTrackingEvent(trimmed, origin);
      track(event, payload);
    }, SEARCH_TRACKING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, origin]);

  useEffect(() => {
    if (open) requestAnimationFrame(() => inputRef.current?.focus());
  }, [open]);

  // The names are folded for search once the catalogue is here (the panel mounts on the visitor's first
  // interaction and loads it), a slice per task: not in the first letter typed.
  useEffect(() => {
    if (catalogue) void warmSearchIndex(catalogue.games);
  }, [catalogue]);

  const searching = term.trim() !== '';
  const total = results
    ? results.gameCount + results.providers.length + results.categories.length + results.collections.length
    : 0;
  const close = () => hideModal(MODALS.search.id);

  return (
    <Modal id={MODALS.search.id} priority={MODALS.search.priority} title={t('search.title')} maxWidth={552}>
      <div className="search-panel">
        <div className="search-field">
          <label htmlFor={inputId} className="visually-hidden">
            {t('search.label')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={term}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('search.placeholder')}
            onChange={(event) => {
              setTerm(event.target.value);
              setPages(1);
            }}
          />
          {term !== '' && (
            <button
              type="button"
              className="icon-button"
              aria-label={t('search.clear')}
              onClick={() => {
                setTerm('');
                inputRef.current?.focus();
              }}
            >
              <span aria-hidden="true">✕</span>
            </button>
          )}
        </div>

        {!catalogue && <p className="muted">{t('games.loading')}</p>}

        <div aria-live="polite" className="visually-hidden">
          {searching && results ? t('search.resultCount', { count: total }) : ''}
        </div>

        {searching && results && total === 0 && (
          <div className="search-empty">
            <h3>{t('search.noResultsTitle')}</h3>
            <p>{t('search.noResultsText', { term: term.trim() })}</p>
          </div>
        )}

        {searching && results && results.gameCount > 0 && (
          <section aria-label={t('search.games')}>
            <h3 className="search-heading">{t('search.games')}</h3>
            <ul className="search-results">
              {shownGames.map((game) => (
                <GameResult key={game.gameCode} game={game} art={wholePage} />
              ))}
            </ul>
            {hasMoreSearchResults(results.gameCount, pages) && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  showWholePage();
                  setPages((count) => count + 1);
                }}
              >
                {t('search.showMore')}
              </button>
            )}
          </section>
        )}

        {searching &&
          results &&
          (
            [
              ['providers', results.providers, (slug: string) => portalPath('/furnizori/:slug', { slug })],
              [
                'categories',
                results.categories,
                (slug: string) =>
                  lobby === 'live'
                    ? portalPath('/cazinou-live/categorii/:slug', { slug })
                    : portalPath('/categorii/:slug', { slug }),
              ],
              ['collections', results.collections, (slug: string) => portalPath('/colectii/:slug', { slug })],
            ] as const
          ).map(([group, entries, path]) =>
            entries.length > 0 ? (
              <section key={group} aria-label={t(`search.${group}`)}>
                <h3 className="search-heading">{t(`search.${group}`)}</h3>
                <ul className="search-links">
                  {entries.map((entry) => (
                    <li key={entry.id}>
                      <PortalLink to={path(entry.slug)} onClick={close}>
                        {entry.name}
                      </PortalLink>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null,
          )}

        {!searching && recommended.length > 0 && (
          <section aria-label={t('search.recommended')}>
            <h3 className="search-heading">{t('search.recommended')}</h3>
            <ul className="search-results">
              {visibleRecommended(recommended, recommendedExpanded).map((game) => (
                <GameResult key={game.gameCode} game={game} />
              ))}
            </ul>
            {!recommendedExpanded && recommended.length > 5 && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setRecommendedExpanded(true)}
              >
                {t('search.showMore')}
              </button>
            )}
          </section>
        )}

        {settings && catalogue && showPopularProviders(settings, term) && (
          <section aria-label={t('search.popularProviders')}>
            <h3 className="search-heading">{t('search.popularProviders')}</h3>
            <ul className="provider-row">
              {popularProviders(catalogue, settings).map((provider) => (
                <li key={provider.id}>
                  <PortalLink
                    to={portalPath('/furnizori/:slug', { slug: provider.slug })}
                    className="card card--logo"
                    onClick={close}
                  >
                    {provider.image && (
                      <img
                        src={assetImageUrl(assetsUrl, provider.image, resizeTo(80))}
                        srcSet={assetDensitySrcSet(assetsUrl, provider.image, 80)}
                        alt=""
                        width={80}
                        height={32}
                        loading="lazy"
                      />
                    )}
                    <span className="card__title">{provider.name}</span>
                  </PortalLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Modal>
  );
}
