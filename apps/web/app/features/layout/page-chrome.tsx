import type { ReactNode } from 'react';
import { Header } from '~/features/header/header';
import { useT } from '~/features/i18n/i18n';
import { MainMenu } from '~/features/menus/main-menu';
import { Submenu } from '~/features/menus/submenu';
import { PortalLink } from '~/features/shell/portal-link';
import { useShell } from '~/features/shell/use-shell';

/** Header, submenu, the lobby's main menu (when the layout has one), the page and the footer. */
export function PageChrome({ lobby, children }: { lobby: 'casino' | 'live' | null; children: ReactNode }) {
  const shell = useShell();
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#continut">
        {t('site.skip', { defaultValue: 'Sari la conținut' })}
      </a>
      <Header />
      <Submenu />
      {shell && lobby && (
        <MainMenu items={lobby === 'live' ? shell.liveMenu : shell.casinoMenu} lobby={lobby} />
      )}
      <main id="continut" className="page">
        {children}
      </main>
      <footer className="site-footer">
        <nav aria-label="Legal">
          <PortalLink to="/pagina/termeni-si-conditii">Termeni și condiții</PortalLink>
          <PortalLink to="/pagina/joc-responsabil">Joc responsabil</PortalLink>
        </nav>
        <p>18+ · Jocurile de noroc pot crea dependență. Joacă responsabil.</p>
      </footer>
    </>
  );
}
