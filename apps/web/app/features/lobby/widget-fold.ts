/**
 * Which of a lobby's widgets a person's page carries and which load later (architecture.md, data flow
 * 2: the SSR payload holds only what the page shows; catalogue.md: lazy content widgets). The first
 * widgets and the personal slots render with the page; every other widget renders as it comes near
 * the viewport, so its data stays out of the page's HTML and hydration and comes from
 * `/api/lobby-widgets` once the browser is idle (ADR 0038). Crawlers get every widget in the page.
 */
import type { WidgetView } from './widgets.server';

/** Widgets rendered with the page; the ones below render as they come near the viewport. */
export const ABOVE_THE_FOLD = 3;

/** A widget below the fold as the page carries it: its place, and the size of its placeholder. */
export interface LaterWidget {
  type: 'later';
  id: string;
  placeholder: string;
}

/** A lobby widget as a page carries it. */
export type PageWidget = WidgetView | LaterWidget;

/** Rendered with the page: the first widgets, and the personal slots (no space for a guest). */
export function rendersWithPage(widget: WidgetView, index: number): boolean {
  return index < ABOVE_THE_FOLD || widget.type === 'personal';
}

/** The placeholder's kind (its height, in the stylesheet's `lazy-widget--{kind}`). */
export function placeholderKind(widget: WidgetView): string {
  return widget.type === 'games' ? `games-${widget.layout.toLowerCase()}` : widget.type;
}

/** A page's widgets with those below the fold as placeholders, and those widgets themselves. */
export function splitAtFold(widgets: WidgetView[]): { page: PageWidget[]; later: WidgetView[] } {
  const later: WidgetView[] = [];
  const page = widgets.map((widget, index): PageWidget => {
    if (rendersWithPage(widget, index)) return widget;
    later.push(widget);
    return { type: 'later', id: widget.id, placeholder: placeholderKind(widget) };
  });
  return { page, later };
}
