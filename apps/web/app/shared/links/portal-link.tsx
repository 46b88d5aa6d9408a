import type { ComponentProps } from 'react';
import { Link, NavLink } from 'react-router';
import { usePortalHref } from '~/shared/links/portal-href';
import { useViewportPrefetch } from '~/shared/links/route-prefetch';

/**
 * `prefetch`: 'viewport' (the default) prefetches the page 1 s after the link shows, by the spec's
 * loading rules (route-prefetch.tsx); 'none' for a link whose click does not open its page (a tile
 * opens the game's details dialog). React Router's own prefetch modes would ignore those rules.
 */
type PrefetchMode = 'viewport' | 'none';
type LinkProps = Omit<ComponentProps<typeof Link>, 'to' | 'prefetch'> & {
  to: string;
  prefetch?: PrefetchMode;
};
type NavProps = Omit<ComponentProps<typeof NavLink>, 'to' | 'prefetch'> & {
  to: string;
  prefetch?: PrefetchMode;
};

/** A link to a page of the portal: prefixed with /preview while previewing. */
export function PortalLink({ to, prefetch = 'viewport', ...props }: LinkProps) {
  const href = usePortalHref()(to);
  const ref = useViewportPrefetch(href, prefetch === 'viewport');
  return <Link ref={ref} to={href} prefetch="none" {...props} />;
}

export function PortalNavLink({ to, prefetch = 'viewport', ...props }: NavProps) {
  const href = usePortalHref()(to);
  const ref = useViewportPrefetch(href, prefetch === 'viewport');
  return <NavLink ref={ref} to={href} prefetch="none" {...props} />;
}
