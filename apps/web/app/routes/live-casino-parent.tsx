import { previewLink } from '@casino/core/routes';
import { redirect } from 'react-router';
import { contentContext } from '~/platform/server/request-context.server';
import { portalPath } from '~/shared/routing/portal-path';
import type { Route } from './+types/live-casino-parent';

/** /live-casino is the live area's untranslated parent path: it opens the live lobby (ADR 0003). */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(previewLink(portalPath('/cazinou-live'), context.get(contentContext).preview), 301);
}

export default function LiveCasinoParent() {
  return null;
}
