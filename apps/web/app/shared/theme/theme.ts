/** Colour mode: system (the default) or an explicit light or dark choice, stored in localStorage. */
export type ColourMode = 'system' | 'light' | 'dark';
export const THEME_STORAGE_KEY = 'colour-mode';
export const COLOUR_MODES: readonly ColourMode[] = ['system', 'light', 'dark'];

/** The switch cycles system -> light -> dark -> system. */
export function nextColourMode(mode: ColourMode): ColourMode {
  return COLOUR_MODES[(COLOUR_MODES.indexOf(mode) + 1) % COLOUR_MODES.length] ?? 'system';
}

/**
 * A page may force light or dark (route handle `colourMode`); forcing system is not allowed and only
 * logs a warning (shell.md section 4, colour mode).
 */
export function forcedColourMode(
  value: unknown,
  warn: (message: string) => void = console.warn,
): 'light' | 'dark' | null {
  if (value === 'light' || value === 'dark') return value;
  if (value === 'system') warn('A page cannot force the system colour mode; the preference applies.');
  return null;
}

export function resolveTheme(mode: ColourMode, prefersLight: boolean): 'light' | 'dark' {
  if (mode === 'system') return prefersLight ? 'light' : 'dark';
  return mode;
}

export const THEME_SCRIPT = `(function(){try{var m=localStorage.getItem('${THEME_STORAGE_KEY}');var d=document.documentElement;if(m==='light'||m==='dark'){d.dataset.theme=m}else{d.dataset.theme=matchMedia('(prefers-color-scheme: light)').matches?'light':'dark'}}catch(e){}})();`;
