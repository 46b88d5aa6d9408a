import { LoginRequired } from '~/features/session';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { pageMeta } from '~/shared/seo/meta';
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
