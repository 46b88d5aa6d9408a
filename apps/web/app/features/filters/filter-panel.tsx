import type { CatalogueGame } from '@casino/core/catalogue';
import {
  amountBounds,
  applyFilters,
  canApplyFilters,
  type FilterOverrides,
  type FilterState,
  type FlagKind,
  isOverridden,
  type NumberRange,
  rangeFromSlider,
  type Selection,
  type SelectionKind,
} from '@casino/core/filters';
import { applyLiveFilters } from '@casino/core/live-filters';
import type { CasinoFilterKey, LiveFilterKey } from '@casino/core/schemas';
import { memo, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type TaxonomyEntry, useCatalogue } from '~/domains/catalogue/games';
import { LiveLanguageOption, useLiveFilterData } from '~/domains/catalogue/live-tables';
import { useShell } from '~/shared/context/shell-data';
import { useT } from '~/shared/i18n/i18n';
import { usePortalHref } from '~/shared/links/portal-href';
import { Modal } from '~/shared/modals/modal';
import { MODALS } from '~/shared/modals/modal-ids';
import { hideModal } from '~/shared/modals/modal-store';
import { portalPath } from '~/shared/routing/portal-path';
import { applyDraft, clearAllFilters, discardDraft, editDraft } from './filter-actions';
import { useFilterModel } from './use-filter-model';

const ALL_GAMES_PATH = {
  casino: portalPath('/toate-jocurile'),
  live: portalPath('/cazinou-live/toate-jocurile'),
} as const;

interface ChoiceOption {
  key: string;
  label: string;
  content?: ReactNode;
}

/** One chip: renders again only when its own state changes, not on every tick of another chip. */
const Chip = memo(function Chip(props: {
  kind: SelectionKind;
  option: ChoiceOption;
  checked: boolean;
  forced: boolean;
}) {
  const { kind, option, checked, forced } = props;
  return (
    <label className={`chip ${checked ? 'chip--on' : ''}`}>
      <input
        type="checkbox"
        checked={checked}
        disabled={forced}
        onChange={() => editDraft({ type: 'toggle', kind, key: option.key })}
      />
      {option.content ?? option.label}
    </label>
  );
});

/** A long group shows this many chips until the player asks for all (ADR 0033). */
export const COLLAPSED_CHIPS = 12;

/**
 * A group of chips. It takes its own kind's selection, which a tick elsewhere leaves as it was (the
 * draft keeps the other kinds' maps), so only the group ticked renders again.
 *
 * A long group (providers, collections) shows its first chips and every chosen or forced one, with a
 * button for the rest: the flags and ranges below stay a few keys and a short scroll away (ADR 0033).
 */
const Choices = memo(function Choices(props: {
  legend: string;
  kind: SelectionKind;
  options: ChoiceOption[];
  selection: Selection;
  overrides: FilterOverrides;
}) {
  const t = useT();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  // A chip once shown for being chosen stays: unticking it must not take it (and the focus) away.
  const kept = useRef(new Set<string>()).current;
  if (props.options.length === 0) return null;
  // Hiding one or two chips would save nothing worth a button.
  const collapsible = props.options.length > COLLAPSED_CHIPS + 2;
  const chips = props.options.map((option, index) => {
    const forced = isOverridden(props.overrides, props.kind, option.key);
    const checked = forced || props.selection[option.key] === true;
    if (checked) kept.add(option.key);
    const shown = expanded || !collapsible || index < COLLAPSED_CHIPS || kept.has(option.key);
    return { option, forced, checked, shown };
  });
  return (
    <fieldset className="filter-group">
      <legend>{props.legend}</legend>
      <div className="chips" id={id}>
        {chips
          .filter((chip) => chip.shown)
          .map(({ option, forced, checked }) => (
            <Chip key={option.key} kind={props.kind} option={option} checked={checked} forced={forced} />
          ))}
      </div>
      {collapsible && (
        <button
          type="button"
          className="button button--ghost filter-group__more"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('filters.showFewer') : t('filters.showAll', { count: props.options.length })}
        </button>
      )}
    </fieldset>
  );
});

const RangeField = memo(function RangeField(props: {
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
});

const Toggle = memo(function Toggle({
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
});

/** Languages come from the live tables the feed reports (catalogue.md: live language groups). */
function LiveLanguageChoices(props: {
  games: CatalogueGame[];
  selection: Selection;
  overrides: FilterOverrides;
}) {
  const t = useT();
  const { languages } = useLiveFilterData(props.games);
  const options = useMemo(
    () =>
      languages.map((group) => ({
        key: group.code,
        label: group.name,
        content: <LiveLanguageOption group={group} />,
      })),
    [languages],
  );
  return (
    <Choices
      legend={t('filters.languages')}
      kind="language"
      options={options}
      selection={props.selection}
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

const NO_ENTRIES: TaxonomyEntry[] = [];
const NO_GAMES: CatalogueGame[] = [];

/** Chips of taxonomy entries, made once per catalogue (a tick keeps them, so the chips stay memoised). */
function useOptions(entries: TaxonomyEntry[] | undefined): ChoiceOption[] {
  return useMemo(
    () => (entries ?? NO_ENTRIES).map((entry) => ({ key: entry.id, label: entry.name })),
    [entries],
  );
}

/** Flag switches' handlers, made once: a tick does not give every switch a new function. */
const setFlag = Object.fromEntries(
  (['jackpot', 'gamble', 'bonus', 'openTable', 'availableSeat'] as const).map((flag) => [
    flag,
    (value: boolean) => editDraft({ type: 'flag', flag, value }),
  ]),
) as Record<FlagKind, (value: boolean) => void>;

/** The casino lobby's count on the apply button: the draft through the filter rules, once per draft. */
function CasinoMatchCount(props: { games: CatalogueGame[]; draft: FilterState; overrides: FilterOverrides }) {
  const t = useT();
  const count = useMemo(
    () => applyFilters(props.games, props.draft, props.overrides).length,
    [props.games, props.draft, props.overrides],
  );
  return <>{t('filters.applyCount', { count })}</>;
}

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
  const games = catalogue?.games ?? NO_GAMES;
  const bounds = useMemo(() => amountBounds(games), [games]);
  const reels = useMemo(
    () =>
      [...new Set(games.flatMap((game) => (game.numberOfReels === null ? [] : [game.numberOfReels])))]
        .sort((a, b) => a - b)
        .map((count) => ({ key: String(count), label: t('filters.reelCount', { count }) })),
    [games, t],
  );

  const { draft, overrides } = model;
  const categories = useOptions(catalogue?.categories);
  const collections = useOptions(catalogue?.collections);
  const providers = useOptions(catalogue?.providers);

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
            options={categories}
            selection={draft.category}
            overrides={overrides}
          />
        )}
        {has('collections') && catalogue && (
          <Choices
            legend={t('filters.collections')}
            kind="collection"
            options={collections}
            selection={draft.collection}
            overrides={overrides}
          />
        )}
        {has('providers') && catalogue && (
          <Choices
            legend={t('filters.providers')}
            kind="provider"
            options={providers}
            selection={draft.provider}
            overrides={overrides}
          />
        )}
        {lobby === 'live' && has('languages') && catalogue && (
          <LiveLanguageChoices games={catalogue.games} selection={draft.language} overrides={overrides} />
        )}
        {has('numberOfReels') && (
          <Choices
            legend={t('filters.reels')}
            kind="reel"
            options={reels}
            selection={draft.reel}
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
            <Toggle label={t('filters.jackpot')} checked={draft.jackpot} onChange={setFlag.jackpot} />
          )}
          {has('gamble') && (
            <Toggle label={t('filters.gamble')} checked={draft.gamble} onChange={setFlag.gamble} />
          )}
          {has('bonus') && (
            <Toggle label={t('filters.bonus')} checked={draft.bonus} onChange={setFlag.bonus} />
          )}
          {has('openTable') && (
            <Toggle label={t('filters.openTable')} checked={draft.openTable} onChange={setFlag.openTable} />
          )}
          {has('availableSeat') && (
            <Toggle
              label={t('filters.availableSeat')}
              checked={draft.availableSeat}
              onChange={setFlag.availableSeat}
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
              <CasinoMatchCount games={games} draft={model.draft} overrides={model.overrides} />
            )
          ) : (
            t('filters.apply')
          )}
        </button>
      </footer>
    </Modal>
  );
}
