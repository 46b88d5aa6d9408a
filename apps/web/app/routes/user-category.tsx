import { personalCategoryType } from '@casino/core/personal-categories';
import { Suspense } from 'react';
import { useMatches } from 'react-router';
import { LoginRequired } from '~/domains/player/session';
import { PersonalPage } from '~/features/player-shelves';
import { serverConfig } from '~/platform/server/config.server';
import { notFound } from '~/platform/server/responses.server';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/user-category';

/**
 * The favourites pages take no slug; a slug that names no personal category is not a page. The slugs
 * are configured (PERSONAL_CATEGORY_SLUGS), so the server names the slug's type for the page.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const slugs = serverConfig.personalCategorySlugs;
  if (params.slug === undefined) return { type: null, favouritesPage: true };
  const type = personalCategoryType(params.slug, slugs);
  if (!type) notFound(new URL(request.url).pathname);
  return { type, favouritesPage: params.slug === slugs.favourites };
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

export default function UserCategory({ loaderData }: Route.ComponentProps) {
  const live = useMatches().at(-1)?.id.startsWith('preview-live-casino-') ?? false;
  const type = loaderData.type ?? (live ? 'favourites-live' : 'favourites');
  const { favouritesPage } = loaderData;
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
