import { type AnchorHTMLAttributes, type MouseEvent, type Ref, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';
import { usePortalHref } from '~/shared/links/portal-href';
import { useViewportPrefetch } from '~/shared/links/route-prefetch';

/**
 * `prefetch`: 'viewport' (the default) prefetches the page 1 s after the link shows, by the spec's
 * loading rules (route-prefetch.tsx); 'none' for a link whose click does not open its page (a tile
 * opens the game's details dialog). React Router's own prefetch modes would ignore those rules.
 */
type PrefetchMode = 'viewport' | 'none';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the portal (`/joc/…`), prefixed with /preview while previewing. */
  to: string;
  prefetch?: PrefetchMode;
  /** Replace the current history entry (by default only when the link is to the page shown). */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

interface NavProps extends LinkProps {
  /** Active only on its own path, not on the paths under it. */
  end?: boolean;
}

/** The path and query of an href, as a history entry names them (no hash). */
const pathAndSearch = (href: string) => href.split('#')[0] ?? href;
const pathOnly = (href: string) => href.split(/[?#]/)[0] ?? href;

/**
 * A link of the portal: an anchor whose plain click navigates in the page through the router. Every
 * menu, tile and card has one, so it is written here rather than with React Router's `Link` and
 * `NavLink`, which resolve relative paths, masks, view transitions and their own prefetching: about
 * thirty hooks and two route-match serialisations per link while hydrating, for none of which a
 * portal path has any use (ADR 0041). The click follows React Router's rules: a modified or non-left
 * click, another target or a handler's `preventDefault` leave it to the browser, and a link to the
 * page shown replaces its history entry.
 */
function usePortalAnchor({ to, prefetch = 'viewport', replace, onClick, target }: LinkProps) {
  const href = usePortalHref()(to);
  const ref = useViewportPrefetch(href, prefetch === 'viewport');
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !router) return;
    if (event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const { pathname, search } = router.state.location;
    void router.navigate(href, { replace: replace ?? pathname + search === pathAndSearch(href) });
  };
  return { href, ref, onClick: click };
}

export function PortalLink({ to, prefetch, replace, onClick, ...props }: LinkProps) {
  const anchor = usePortalAnchor({ to, prefetch, replace, onClick, target: props.target });
  return <a ref={anchor.ref} {...props} href={anchor.href} onClick={anchor.onClick} />;
}

/**
 * A menu's or a tab's link: `aria-current="page"` and the `active` class while its page (or, without
 * `end`, a page under it) is shown, as React Router's `NavLink` marks them.
 */
export function PortalNavLink({
  to,
  end = false,
  className,
  prefetch,
  replace,
  onClick,
  ...props
}: NavProps) {
  const anchor = usePortalAnchor({ to, prefetch, replace, onClick, target: props.target });
  const shown = useLocation().pathname.toLowerCase();
  const own = pathOnly(anchor.href).toLowerCase();
  const slash = own !== '/' && own.endsWith('/') ? own.length - 1 : own.length;
  const active = shown === own || (!end && shown.startsWith(own) && shown.charAt(slash) === '/');
  return (
    <a
      ref={anchor.ref}
      {...props}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
      href={anchor.href}
      onClick={anchor.onClick}
    />
  );
}
