/** The web messages and the platforms each one targets. */
import type { WebMessage } from '@casino/core/schemas';
import type { CatalogueContext } from './context.ts';
import { WEB_MESSAGE_DEFS } from './fixtures/web-messages.ts';
import type { Platform } from './types.ts';

export function buildWebMessages(ctx: CatalogueContext): {
  webMessages: WebMessage[];
  webMessageTargets: Record<string, Platform[]>;
} {
  return {
    webMessages: WEB_MESSAGE_DEFS.map((def) => ({
      id: def.id,
      title: ctx.tr(def.title),
      text: ctx.tr(def.text),
      start: ctx.at(def.start),
      end: def.end === null ? null : ctx.at(def.end),
      priority: def.priority,
      url: def.url,
    })),
    // Copies: each catalogue owns its records, whatever a caller does with another one.
    webMessageTargets: Object.fromEntries(WEB_MESSAGE_DEFS.map((def) => [def.id, [...def.targets]])),
  };
}
