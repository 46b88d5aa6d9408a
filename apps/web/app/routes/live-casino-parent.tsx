import { previewLink, routePath } from '@casino/core/routes';
import { redirect } from 'react-router';
import { contentContext } from '~/platform/server/request-context.server';
import type { Route } from './+types/live-casino-parent';

/** /live-casino is the live area's untranslated parent path: it opens the live lobby (ADR 0003). */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(previewLink(routePath('preview-live-casino'), context.get(contentContext).preview), 301);
}

export default function LiveCasinoParent() {
  return null;
}
