import { assetDensitySrcSet, assetImageUrl, resizeTo } from '@casino/core/images';
import type { MenuItem } from '@casino/core/schemas';
import { FilterButton } from '~/features/filters';
import { trackNavigation } from '~/shared/analytics/track';
import { usePublicConfig } from '~/shared/context/public-config';
import { useT } from '~/shared/i18n/i18n';
import { PortalNavLink } from '~/shared/links/portal-link';
import { menuItemPath } from './menu-links';
import { useVisitorMenu } from './use-visitor-menu';

export function MainMenu({ items: all, lobby }: { items: MenuItem[]; lobby: 'casino' | 'live' }) {
  const t = useT();
  const items = useVisitorMenu(all);
  const { assetsUrl } = usePublicConfig();
  return (
    <nav className="main-menu" aria-label={t(lobby === 'live' ? 'menu.live' : 'menu.casino')}>
      <div className="main-menu__inner">
        <ul className="main-menu__list">
          {items.map((item) => {
            const path = menuItemPath(item);
            if (!path) return null;
            return (
              <li key={item.id}>
                <PortalNavLink
                  to={path}
                  end
                  className="main-menu__item"
                  onClick={() => trackNavigation('main-menu', path)}
                >
                  {/* Fetched by the parser, not the lazy loader: on a phone the row's first eight icons
                      are on the screen or in its scroller's margin, where the lazy loader starts them in
                      the first frame anyway (about 0.4 ms each); the others are a few hundred bytes
                      (ADR 0050). */}
                  {item.img && (
                    <img
                      src={assetImageUrl(assetsUrl, item.img, resizeTo(24))}
                      srcSet={assetDensitySrcSet(assetsUrl, item.img, 24)}
                      alt=""
                      width={24}
                      height={24}
                      decoding="async"
                    />
                  )}
                  <span>{item.title}</span>
                </PortalNavLink>
              </li>
            );
          })}
        </ul>
        <div className="main-menu__tools">
          <FilterButton />
        </div>
      </div>
    </nav>
  );
}
