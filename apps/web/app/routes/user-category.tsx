import { LoginRequired } from '~/features/auth/login-required';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/user-category';

/** Personal categories and favourites (login required): guests get the login prompt, never indexed. */
export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, { titleKey: 'auth.required' }).filter(
      (tag) => !('name' in tag && tag.name === 'robots'),
    ),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function UserCategory() {
  return <LoginRequired />;
}

export const ErrorBoundary = RouteErrorBoundary;
