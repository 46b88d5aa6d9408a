/**
 * The widgets below the fold of a lobby page, from the portal's `/api/lobby-widgets` (ADR 0038), parsed
 * like the server parses content (issue 14 item 6): a wrong shape is a failed load, which shows
 * errors.failed-to-fetch-layouts with try again and leaves the placeholders where they are.
 */
import {
  AssetImage,
  CarouselSlide,
  GAME_LAYOUT_TYPES,
  Label,
  PAGE_KINDS,
  VideoWidget,
} from '@casino/core/schemas';
import * as v from 'valibot';
import type { ClientContentContext } from '~/shared/context/content-context';
import { fetchJson } from '~/shared/data/fetch-json';
import type { QueryOptions } from '~/shared/data/query-client';
import type { SameShape } from '~/shared/data/same-shape';
import type { LobbyPage } from '../lobby-page.server';
import type { WidgetView } from '../widgets.server';

/** The answer of `/api/lobby-widgets`: the server's later widgets. */
export interface LaterWidgetsAnswer {
  widgets: WidgetView[];
}

/**
 * The answer's schema. Built on first use, so that evaluating this module calls nothing of valibot's
 * (its chunk may be evaluated before valibot's).
 */
function buildSchema() {
  const titled = { id: v.string(), title: v.string() };
  const image = v.nullable(AssetImage);
  const layout = v.picklist(GAME_LAYOUT_TYPES);
  const cards = (type: 'collection-group' | 'collections') =>
    v.object({
      type: v.literal(type),
      ...titled,
      collections: v.array(
        v.object({
          id: v.string(),
          slug: v.string(),
          title: v.string(),
          iconImage: image,
          count: v.number(),
        }),
      ),
    });
  return v.object({
    widgets: v.array(
      v.variant('type', [
        v.object({ type: v.literal('carousel'), id: v.string(), slides: v.array(CarouselSlide) }),
        v.object({
          type: v.literal('games'),
          ...titled,
          layout,
          games: v.array(
            v.object({
              gameCode: v.string(),
              name: v.string(),
              providerName: v.string(),
              fileVersion: v.number(),
              label: v.nullable(Label),
              jackpot: v.boolean(),
              live: v.boolean(),
              info: v.boolean(),
            }),
          ),
          href: v.nullable(v.string()),
        }),
        v.object({ type: v.literal('personal'), id: v.string(), layout, page: v.picklist(PAGE_KINDS) }),
        cards('collection-group'),
        cards('collections'),
        v.object({ type: v.literal('html'), id: v.string(), html: v.string() }),
        v.object({
          type: v.literal('jackpots'),
          ...titled,
          jackpots: v.array(
            v.object({
              id: v.string(),
              slug: v.string(),
              title: v.string(),
              currency: v.string(),
              total: v.number(),
              levels: v.array(v.object({ name: v.string(), amount: v.number() })),
              gameCodes: v.array(v.string()),
            }),
          ),
        }),
        v.object({
          type: v.literal('providers'),
          ...titled,
          providers: v.array(
            v.object({
              id: v.string(),
              slug: v.string(),
              name: v.string(),
              lightLogoImage: image,
              darkLogoImage: image,
              count: v.number(),
            }),
          ),
        }),
        v.object({ type: v.literal('videos'), ...titled, items: VideoWidget.entries.items }),
        v.object({
          type: v.literal('winners'),
          ...titled,
          winners: v.array(
            v.object({
              id: v.string(),
              gameCode: v.string(),
              gameName: v.string(),
              player: v.string(),
              amount: v.number(),
              currency: v.string(),
              time: v.string(),
            }),
          ),
        }),
      ]),
    ),
  });
}
type LaterWidgetsSchema = ReturnType<typeof buildSchema>;
let schema: LaterWidgetsSchema | null = null;

export function parseLaterWidgets(answer: unknown): LaterWidgetsAnswer {
  schema ??= buildSchema();
  return v.parse(schema, answer);
}

// The server's answer and the checked one are one shape (a change to either fails the build here).
const sameShape: SameShape<v.InferOutput<LaterWidgetsSchema>, LaterWidgetsAnswer> = true;
void sameShape;

/** The later widgets of a lobby page: as fresh as the page's own cache (a minute). */
export function laterWidgetsQuery(
  page: LobbyPage,
  { locale, status }: Pick<ClientContentContext, 'locale' | 'status'>,
): QueryOptions<LaterWidgetsAnswer> {
  const query = new URLSearchParams({ page, lang: locale, status });
  return {
    key: ['lobby-widgets', page, locale, status],
    fetch: async (signal) => parseLaterWidgets(await fetchJson(`/api/lobby-widgets?${query}`, { signal })),
    staleMs: 60_000,
  };
}
