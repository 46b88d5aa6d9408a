import { GameDetails } from '~/domains/catalogue/game-details';
import { loadGameDetails } from '~/domains/catalogue/game-details/index.server';
import { getGames, getSeo } from '~/platform/server/content.server';
import { contentContext } from '~/platform/server/request-context.server';
import { notFound } from '~/platform/server/responses.server';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/game';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const game = await loadGameDetails(ctx, params.game);
  if (!game) notFound(new URL(request.url).pathname);
  const seoId = (await getGames(ctx)).byCode.get(game.gameCode)?.seoId;
  return { game, seo: await getSeo(ctx, seoId) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    seo: loaderData?.seo,
    title: loaderData?.game.name,
    description: loaderData?.game.description.slice(0, 160),
  });
}

export default function GamePage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="game-page">
      <GameDetails game={loaderData.game} headingLevel={1} origin="game-page" />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
