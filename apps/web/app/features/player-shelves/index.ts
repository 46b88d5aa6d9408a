/**
 * Personal shelves and pages (catalogue.md sections 2, 4 and 9): the slots a lobby's HTML reserves for
 * them (empty and the same for every visitor), filled in the browser for a logged-in player; the
 * personal pages, over the player's lists (domains/player/lists). Their code loads with the first
 * player who needs it.
 */
import { lazy } from 'react';
import { withLaterStrings } from '~/shared/i18n/i18n';

export { PersonalSlot } from './personal-slot';
export type { PersonalSlotProps } from './shelf-rules';
export const PersonalPage = lazy(() => withLaterStrings(import('./personal-page')));
