import type { CatalogueGame } from '@casino/core/catalogue';
import {
  amountBounds,
  applyFilters,
  canApplyFilters,
  type FilterOverrides,
  type FilterState,
  isOverridden,
  type NumberRange,
  rangeFromSlider,
  type SelectionKind,
} from '@casino/core/filters';
import { applyLiveFilters } from '@casino/core/live-filters';
import { routePath } from '@casino/core/routes';
import type { CasinoFilterKey, LiveFilterKey } from '@casino/core/schemas';
import { type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { type TaxonomyEntry, useCatalogue } from '~/features/games';
import { LiveLanguageOption, useLiveFilterData } from '~/features/live-tables';
import { useShell } from '~/shared/context/shell-data';
import { useT } from '~/shared/i18n/i18n';
import { usePortalHref } from '~/shared/links/portal-href';
import { Modal } from '~/shared/modals/modal';
import { MODALS } from '~/shared/modals/modal-ids';
import { hideModal } from '~/shared/modals/modal-store';
import { applyDraft, clearAllFilters, discardDraft, editDraft } from './filters-store';
import { useFilterModel } from './use-filter-model';

const ALL_GAMES_PATH = {
  casino: routePath('preview-all-games'),
  live: routePath('preview-live-casino-all-games'),
} as const;

function Choices(props: {
  legend: string;
  kind: SelectionKind;
  options: { key: string; label: string; content?: ReactNode }[];
  state: FilterState;
  overrides: FilterOverrides;
}) {
  if (props.options.length === 0) return null;
  return (
    <fieldset className="filter-group">
      <legend>{props.legend}</legend>
      <div className="chips">
        {props.options.map((option) => {
          const forced = isOverridden(props.overrides, props.kind, option.key);
          const checked = forced || props.state[props.kind][option.key] === true;
          return (
            <label key={option.key} className={`chip ${checked ? 'chip--on' : ''}`}>
              <input
                type="checkbox"
                checked={checked}
                disabled={forced}
                onChange={() => editDraft({ type: 'toggle', kind: props.kind, key: option.key })}
              />
              {option.content ?? option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function RangeField(props: {
  legend: string;
  kind: 'betAmount' | 'maxWin';
  value: NumberRange;
  bounds: NumberRange;
}) {
  const t = useT();
  const [min, max] = props.value;
  const set = (next: NumberRange) =>
    editDraft({ type: 'range', kind: props.kind, range: rangeFromSlider(next, props.bounds) });
  const read = (value: string) => {
    const number = Number(value.replace(',', '.'));
    return Number.isFinite(number) && number >= 0 ? number : 0;
  };
  return (
    <fieldset className="filter-group filter-range">
      <legend>{props.legend}</legend>
      <label>
        {t('filters.min')}
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={min || ''}
          placeholder={String(props.bounds[0])}
          onChange={(event) => set([read(event.target.value), max])}
        />
      </label>
      <label>
        {t('filters.max')}
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={max || ''}
          placeholder={String(props.bounds[1])}
          onChange={(event) => set([min, read(event.target.value)])}
        />
      </label>
    </fieldset>
  );
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <label className="switch">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** Languages come from the live tables the feed reports (catalogue.md: live language groups). */
function LiveLanguageChoices(props: {
  games: CatalogueGame[];
  state: FilterState;
  overrides: FilterOverrides;
}) {
  const t = useT();
  const { languages } = useLiveFilterData(props.games);
  return (
    <Choices
      legend={t('filters.languages')}
      kind="language"
      options={languages.map((group) => ({
        key: group.code,
        label: group.name,
        content: <LiveLanguageOption group={group} />,
      }))}
      state={props.state}
      overrides={props.overrides}
    />
  );
}

/** The live lobby counts with its own rules: tables open, seats free, languages (live data). */
function LiveMatchCount(props: { games: CatalogueGame[]; draft: FilterState; overrides: FilterOverrides }) {
  const t = useT();
  const live = useLiveFilterData(props.games);
  const count = useMemo(
    () => applyLiveFilters(live.games, props.draft, props.overrides).length,
    [live.games, props.draft, props.overrides],
  );
  return <>{t('filters.applyCount', { count })}</>;
}

const options = (entries: TaxonomyEntry[]) => entries.map((entry) => ({ key: entry.id, label: entry.name }));

/**
 * The filter panel (catalogue.md section 4): the filters that global settings enable for the lobby,
 * edited as a draft; apply only when it differs, clear empties both sets.
 */
export function FilterPanel({ routeName }: { routeName: string }) {
  const t = useT();
  const navigate = useNavigate();
  const href = usePortalHref();
  const shell = useShell();
  const { model, lobby } = useFilterModel();
  const { catalogue } = useCatalogue(lobby);
  const enabled: readonly (CasinoFilterKey | LiveFilterKey)[] =
    (lobby === 'live' ? shell?.settings.enabledFiltersLive : shell?.settings.enabledFilters) ?? [];
  const has = (key: CasinoFilterKey | LiveFilterKey) => enabled.includes(key);
  const games = catalogue?.games ?? [];
  const bounds = useMemo(() => amountBounds(games), [games]);
  const reels = useMemo(
    () =>
      [...new Set(games.flatMap((game) => (game.numberOfReels === null ? [] : [game.numberOfReels])))]
        .sort((a, b) => a - b)
        .map((count) => ({ key: String(count), label: t('filters.reelCount', { count }) })),
    [games, t],
  );

  const { draft, overrides } = model;

  const apply = () => {
    const navigation = applyDraft(routeName);
    hideModal(MODALS.filters.id);
    if (navigation.type === 'all-games') navigate(href(ALL_GAMES_PATH[lobby]));
  };

  return (
    <Modal
      id={MODALS.filters.id}
      priority={MODALS.filters.priority}
      title={t('filters.title')}
      variant="drawer"
      maxWidth={560}
      onClose={discardDraft}
    >
      <div className="filter-panel">
        {!catalogue && <p className="muted">{t('games.loading')}</p>}
        {has('categories') && catalogue && (
          <Choices
            legend={t('filters.categories')}
            kind="category"
            options={options(catalogue.categories)}
            state={draft}
            overrides={overrides}
          />
        )}
        {has('collections') && catalogue && (
          <Choices
            legend={t('filters.collections')}
            kind="collection"
            options={options(catalogue.collections)}
            state={draft}
            overrides={overrides}
          />
        )}
        {has('providers') && catalogue && (
          <Choices
            legend={t('filters.providers')}
            kind="provider"
            options={options(catalogue.providers)}
            state={draft}
            overrides={overrides}
          />
        )}
        {lobby === 'live' && has('languages') && catalogue && (
          <LiveLanguageChoices games={catalogue.games} state={draft} overrides={overrides} />
        )}
        {has('numberOfReels') && (
          <Choices
            legend={t('filters.reels')}
            kind="reel"
            options={reels}
            state={draft}
            overrides={overrides}
          />
        )}
        {has('betAmount') && (
          <RangeField
            legend={t('filters.betAmount')}
            kind="betAmount"
            value={draft.betAmount}
            bounds={bounds.betAmount}
          />
        )}
        {has('maxWin') && (
          <RangeField
            legend={t('filters.maxWin')}
            kind="maxWin"
            value={draft.maxWin}
            bounds={bounds.maxWin}
          />
        )}
        <div className="filter-group filter-flags">
          {has('jackpot') && (
            <Toggle
              label={t('filters.jackpot')}
              checked={draft.jackpot}
              onChange={(value) => editDraft({ type: 'flag', flag: 'jackpot', value })}
            />
          )}
          {has('gamble') && (
            <Toggle
              label={t('filters.gamble')}
              checked={draft.gamble}
              onChange={(value) => editDraft({ type: 'flag', flag: 'gamble', value })}
            />
          )}
          {has('bonus') && (
            <Toggle
              label={t('filters.bonus')}
              checked={draft.bonus}
              onChange={(value) => editDraft({ type: 'flag', flag: 'bonus', value })}
            />
          )}
          {has('openTable') && (
            <Toggle
              label={t('filters.openTable')}
              checked={draft.openTable}
              onChange={(value) => editDraft({ type: 'flag', flag: 'openTable', value })}
            />
          )}
          {has('availableSeat') && (
            <Toggle
              label={t('filters.availableSeat')}
              checked={draft.availableSeat}
              onChange={(value) => editDraft({ type: 'flag', flag: 'availableSeat', value })}
            />
          )}
        </div>
      </div>
      <footer className="modal__footer">
        <button type="button" className="button button--ghost" onClick={clearAllFilters}>
          {t('filters.clear')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!canApplyFilters(model)}
          onClick={apply}
        >
          {catalogue ? (
            lobby === 'live' ? (
              <LiveMatchCount games={games} draft={model.draft} overrides={model.overrides} />
            ) : (
              t('filters.applyCount', { count: applyFilters(games, model.draft, model.overrides).length })
            )
          ) : (
            t('filters.apply')
          )}
        </button>
      </footer>
    </Modal>
  );
}
