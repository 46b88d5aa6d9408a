import type { CatalogueGame } from '@casino/core/catalogue';
import { useEffect, useState } from 'react';
import { useLocale } from '~/features/i18n/i18n';
import { useShell } from '~/features/shell/use-shell';

const requests = new Map<string, Promise<CatalogueGame[]>>();

function fetchCatalogue(key: string): Promise<CatalogueGame[]> {
  let request = requests.get(key);
  if (!request) {
    request = fetch(`/api/catalog?${key}`).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<CatalogueGame[]>;
    });
    request.catch(() => requests.delete(key));
    requests.set(key, request);
  }
  return request;
}

/** The whole lobby catalogue, loaded once after hydration and shared by every page that needs it. */
export function useCatalogue(lobby: 'casino' | 'live'): { games: CatalogueGame[] | null; failed: boolean } {
  const locale = useLocale();
  const preview = useShell()?.preview ?? false;
  const key = `locale=${locale}&status=${preview ? 'draft' : 'published'}&lobby=${lobby}`;
  const [state, setState] = useState<{ key: string; games: CatalogueGame[] | null; failed: boolean }>({
    key,
    games: null,
    failed: false,
  });
  useEffect(() => {
    let active = true;
    fetchCatalogue(key).then(
      (games) => active && setState({ key, games, failed: false }),
      () => active && setState({ key, games: null, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [key]);
  return state.key === key ? state : { games: null, failed: false };
}
