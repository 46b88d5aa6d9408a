import type { ComponentProps } from 'react';
import { Link, NavLink } from 'react-router';
import { usePortalHref } from '~/shared/links/portal-href';

type LinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };
type NavProps = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string };

/** A link to a page of the portal: prefixed with /preview while previewing. */
export function PortalLink({ to, ...props }: LinkProps) {
  const href = usePortalHref();
  return <Link to={href(to)} prefetch="intent" {...props} />;
}

export function PortalNavLink({ to, ...props }: NavProps) {
  const href = usePortalHref();
  return <NavLink to={href(to)} prefetch="intent" {...props} />;
}
