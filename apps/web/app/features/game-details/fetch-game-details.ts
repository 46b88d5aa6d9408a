import type { GameDetailsView } from './game-details.server';

/** The details of one game from the portal's resource route (the view /joc/{game} renders). */
export async function fetchGameDetails(
  gameCode: string,
  locale: string,
  preview: boolean,
  signal?: AbortSignal,
): Promise<GameDetailsView> {
  const query = `lang=${locale}${preview ? '&status=draft' : ''}`;
  const response = await fetch(`/api/game-details/${encodeURIComponent(gameCode)}?${query}`, { signal });
  if (!response.ok) throw new Error(`Game details for ${gameCode}: HTTP ${response.status}`);
  return (await response.json()) as GameDetailsView;
}
