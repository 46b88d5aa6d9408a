/**
 * The personal shelves of a page, on the server (catalogue.md sections 2, 4 and 9): for each games
 * widget of the layout whose category or source is personal, its type, title, game layout, shelf size
 * and the page its "show all" opens. Served to a player's browser by `/api/personal-shelves` after the
 * session resolves, never in a page's HTML: a guest's page holds no personal type.
 */
import type { Lobby } from '@casino/core/filters';
import { type PersonalShelfType, personalShelfType } from '@casino/core/personal-shelves';
import { PAGE_KINDS, type PageKind } from '@casino/core/schemas';
import { serverConfig } from '~/platform/server/config.server';
import { type ContentContext, getCategories, getLayouts } from '~/platform/server/content.server';
import { type PersonalShelfDefinition, type PersonalShelvesAnswer, personalShelfHref } from './shelf-rules';

export function isPageKind(value: string | null): value is PageKind {
  return (PAGE_KINDS as readonly string[]).includes(value ?? '');
}

export async function personalShelves(
  ctx: ContentContext,
  page: PageKind,
  lobby: Lobby,
): Promise<PersonalShelvesAnswer> {
  const [layouts, categories] = await Promise.all([getLayouts(ctx), getCategories(ctx)]);
  const layout = layouts.find((candidate) => candidate.page === page);
  const live = (layout?.lobby ?? lobby) === 'live';
  const shelves: PersonalShelfDefinition[] = [];
  for (const widget of layout?.widgets ?? []) {
    if (widget.type !== 'games') continue;
    const category = widget.categoryId
      ? categories.find((candidate) => candidate.id === widget.categoryId)
      : undefined;
    const type = personalShelfType(widget.source, category?.type ?? null);
    if (!type) continue;
    shelves.push({
      id: widget.id,
      type,
      title: widget.title || category?.title || '',
      layout: widget.gameLayout,
      href: personalShelfHref(type, live, serverConfig.personalCategorySlugs),
    });
  }
  const titles: Partial<Record<PersonalShelfType, string>> = {};
  for (const category of categories) {
    if (category.lobby !== lobby) continue;
    const type = personalShelfType('Default', category.type);
    if (type && !titles[type]) titles[type] = category.title;
  }
  return { shelves, titles };
}
