import { useFilterPage } from '~/features/filters';
import { loadLayoutPage } from '~/features/lobby/index.server';
import { contentContext } from '~/platform/server/request-context.server';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import { pageMeta } from '~/shared/seo/meta';
import { LobbyWidgets } from '~/shell/lobby-widgets';
import type { Route } from './+types/live-lobby';

export function loader({ context, request }: Route.LoaderArgs) {
  return loadLayoutPage(context.get(contentContext), 'LiveLobby', request);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { seo: loaderData?.seo, titleKey: 'pages.liveLobby' });
}

export default function LiveLobby({ loaderData }: Route.ComponentProps) {
  const t = useT();
  useFilterPage('live');
  return (
    <>
      <h1 className="visually-hidden">{t('pages.liveLobby')}</h1>
      <LobbyWidgets widgets={loaderData.widgets} lobby="live" page="LiveLobby" />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
