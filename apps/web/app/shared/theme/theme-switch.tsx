import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { track } from '~/shared/analytics/track';
import { useT } from '~/shared/i18n/i18n';
import { createStore, useStore } from '~/shared/ui/create-store';
import { type ColourMode, forcedColourMode, nextColourMode, resolveTheme, THEME_STORAGE_KEY } from './theme';

const colourModeStore = createStore<ColourMode>('system');

function storedMode(): ColourMode {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

function chooseColourMode(next: ColourMode): void {
  colourModeStore.set(next);
  try {
    if (next === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** Mounted once by the page chrome: applies the page's forced mode, else the player's choice. */
export function useApplyColourMode(): void {
  const mode = useStore(colourModeStore, (value) => value, 'system');
  const forced = forcedColourMode(
    useMatches()
      .map((match) => (match.handle as { colourMode?: unknown } | undefined)?.colourMode)
      .findLast((value) => value !== undefined),
  );
  useEffect(() => colourModeStore.set(storedMode()), []);
  useEffect(() => {
    const media = matchMedia('(prefers-color-scheme: light)');
    const apply = () => {
      document.documentElement.dataset.theme = forced ?? resolveTheme(mode, media.matches);
    };
    apply();
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [mode, forced]);
}

const ICONS: Record<ColourMode, string> = { system: '◐', light: '☀', dark: '☾' };

/** The theme switch: each press moves to the next of system, light and dark. */
export function ThemeSwitch({ withLabel = false }: { withLabel?: boolean }) {
  const t = useT();
  const mode = useStore(colourModeStore, (value) => value, 'system');
  const next = nextColourMode(mode);
  return (
    <button
      type="button"
      className={withLabel ? 'button button--ghost' : 'icon-button icon-button--bordered'}
      aria-label={t('theme.switch', { current: t(`theme.${mode}`), next: t(`theme.${next}`) })}
      onClick={() => {
        chooseColourMode(next);
        track('casino_theme_toggle', { value: next });
      }}
    >
      <span aria-hidden="true">{ICONS[mode]}</span>
      {withLabel && <span>{t(`theme.${mode}`)}</span>}
    </button>
  );
}
