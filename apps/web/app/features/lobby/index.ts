/** The lobbies: a layout's widgets (carousel, shelves, cards, jackpots, winners, videos, HTML). */
export { Widgets } from './widgets';
export type { WidgetView } from './widgets.server';
