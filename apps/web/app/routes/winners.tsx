import { Outlet } from 'react-router';
import { winnersRedirect } from '~/domains/catalogue/winners/index.server';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import { PortalNavLink } from '~/shared/links/portal-link';
import { portalPath } from '~/shared/routing/portal-path';
import type { Route } from './+types/winners';

export const middleware: Route.MiddlewareFunction[] = [winnersRedirect];

export default function Winners() {
  const t = useT();
  return (
    <section className="listing" aria-labelledby="page-title">
      <header className="listing__header">
        <h1 id="page-title">{t('pages.winners')}</h1>
      </header>
      <nav className="tabs" aria-label={t('pages.winners')}>
        <PortalNavLink to={portalPath('/invingatori/recente')} className="tabs__tab">
          {t('winners.recent')}
        </PortalNavLink>
        <PortalNavLink to={portalPath('/invingatori/jackpot')} className="tabs__tab">
          {t('winners.jackpot')}
        </PortalNavLink>
        <PortalNavLink to={portalPath('/invingatori/hol-de-faima')} className="tabs__tab">
          {t('winners.hallOfFame')}
        </PortalNavLink>
      </nav>
      <Outlet />
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
