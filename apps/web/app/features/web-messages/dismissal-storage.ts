import type { WebMessageDismissals } from '@casino/core/web-messages';

export const DISMISSALS_KEY = 'webMessageDismissals';

export interface DismissalStorage {
  read(): WebMessageDismissals;
  write(dismissals: WebMessageDismissals): void;
}

/** Only a map of id to a finite time counts; anything else in the key reads as no dismissals. */
export function parseDismissals(raw: string | null): WebMessageDismissals {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const dismissals: Record<string, number> = {};
    for (const [id, at] of Object.entries(value))
      if (typeof at === 'number' && Number.isFinite(at)) dismissals[id] = at;
    return dismissals;
  } catch {
    return {};
  }
}

/**
 * Dismissals in local storage; when storage is unavailable (private mode, blocked) they last for the
 * page's lifetime only.
 */
export function localDismissalStorage(): DismissalStorage {
  let memory: WebMessageDismissals = {};
  return {
    read() {
      try {
        memory = parseDismissals(window.localStorage.getItem(DISMISSALS_KEY));
      } catch {
        // Storage blocked: keep what this page dismissed.
      }
      return memory;
    },
    write(dismissals) {
      memory = dismissals;
      try {
        window.localStorage.setItem(DISMISSALS_KEY, JSON.stringify(dismissals));
      } catch {
        // Storage blocked or full: the dismissal holds for this page only.
      }
    },
  };
}
