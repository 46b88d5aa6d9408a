import { DEFAULT_PERSONAL_CATEGORY_SLUGS, personalCategoryType } from '@casino/core/personal-categories';
import { Suspense } from 'react';
import { useMatches } from 'react-router';
import { PersonalPage } from '~/features/player-shelves';
import { LoginRequired } from '~/features/session';
import { notFound } from '~/services/responses';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/user-category';

/** The favourites pages take no slug; a slug that names no personal category is not a page. */
export function loader({ params, request }: Route.LoaderArgs) {
  if (params.slug !== undefined && !personalCategoryType(params.slug))
    notFound(new URL(request.url).pathname);
  return null;
}

/** Personal categories and favourites (login required): guests get the login prompt, never indexed. */
export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, { titleKey: 'auth.required' }).filter(
      (tag) => !('name' in tag && tag.name === 'robots'),
    ),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function UserCategory({ params }: Route.ComponentProps) {
  const live = useMatches().at(-1)?.id.startsWith('preview-live-casino-') ?? false;
  const type = params.slug
    ? (personalCategoryType(params.slug) ?? 'favourites')
    : live
      ? 'favourites-live'
      : 'favourites';
  const favouritesPage =
    params.slug === undefined || params.slug === DEFAULT_PERSONAL_CATEGORY_SLUGS.favourites;
  return (
    <LoginRequired>
      <Suspense fallback={null}>
        <PersonalPage
          type={type}
          lobby={live ? 'live' : 'casino'}
          page={favouritesPage ? (live ? 'MyLiveGames' : 'MyGames') : null}
        />
      </Suspense>
    </LoginRequired>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
