import { CONTENT_PAGE_USER_META } from '@casino/core/schemas';
import { LoginRequired } from '~/domains/player/session';
import { getContentPages, getSeo } from '~/platform/server/content.server';
import { contentContext } from '~/platform/server/request-context.server';
import { notFound } from '~/platform/server/responses.server';
import { CmsHtml } from '~/shared/cms/cms-html';
import { sanitiseCmsHtml } from '~/shared/cms/sanitise.server';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/content-page';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const page = (await getContentPages(ctx)).find((item) => item.slug === params.slug);
  if (!page) notFound(new URL(request.url).pathname);
  return {
    title: page.title,
    body: sanitiseCmsHtml(page.body, ctx.preview),
    seo: await getSeo(ctx, page.seoId),
    /** A page with meta `user` is for logged-in players (shell.md section 6). */
    playersOnly: page.meta === CONTENT_PAGE_USER_META,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const tags = pageMeta(matches, { seo: loaderData?.seo, title: loaderData?.title });
  if (!loaderData?.playersOnly) return tags;
  // A players' page is never indexed.
  return [
    ...tags.filter((tag) => !('name' in tag && tag.name === 'robots')),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const article = (
    <article className="article" aria-labelledby="page-title">
      <h1 id="page-title">{loaderData.title}</h1>
      <CmsHtml html={loaderData.body} />
    </article>
  );
  return loaderData.playersOnly ? <LoginRequired>{article}</LoginRequired> : article;
}

export const ErrorBoundary = RouteErrorBoundary;
