import type { ComponentProps } from 'react';
import { Widgets } from '~/features/lobby';
import { PersonalSlot } from '~/features/player-shelves';

/**
 * A lobby page's widgets, with the player's personal shelves in the places the lobby keeps for them:
 * the two features meet here, not in each other.
 */
export function LobbyWidgets(props: Omit<ComponentProps<typeof Widgets>, 'personalSlot'>) {
  return <Widgets {...props} personalSlot={PersonalSlot} />;
}
