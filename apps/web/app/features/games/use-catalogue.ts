import { useEffect, useState } from 'react';
import { useShell } from '~/shared/context/shell-data';
import { useLocale } from '~/shared/i18n/i18n';
import type { LobbyCatalogue } from './catalogue.server';

const requests = new Map<string, Promise<LobbyCatalogue>>();

export function catalogueQuery(lobby: 'casino' | 'live', locale: string, preview: boolean): string {
  return `lang=${locale}&status=${preview ? 'draft' : 'published'}&lobby=${lobby}`;
}

/** The lobby catalogue from the portal's resource route, requested once per query and shared. */
export function fetchCatalogue(key: string): Promise<LobbyCatalogue> {
  let request = requests.get(key);
  if (!request) {
    request = fetch(`/api/catalog?${key}`).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<LobbyCatalogue>;
    });
    request.catch(() => requests.delete(key));
    requests.set(key, request);
  }
  return request;
}

/**
 * The whole lobby catalogue, loaded once after hydration and shared by every page that needs it. A
 * `delayMs` lets a page that only needs it later (the winners refresh) leave the first seconds alone.
 */
export function useCatalogue(
  lobby: 'casino' | 'live',
  options: { delayMs?: number } = {},
): { catalogue: LobbyCatalogue | null; failed: boolean } {
  const delayMs = options.delayMs ?? 0;
  const locale = useLocale();
  const preview = useShell()?.preview ?? false;
  const key = catalogueQuery(lobby, locale, preview);
  const [state, setState] = useState<{ key: string; catalogue: LobbyCatalogue | null; failed: boolean }>({
    key,
    catalogue: null,
    failed: false,
  });
  useEffect(() => {
    let active = true;
    const load = () =>
      fetchCatalogue(key).then(
        (catalogue) => active && setState({ key, catalogue, failed: false }),
        () => active && setState({ key, catalogue: null, failed: true }),
      );
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (delayMs > 0) timer = setTimeout(load, delayMs);
    else load();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [key, delayMs]);
  return state.key === key ? state : { catalogue: null, failed: false };
}
