import { RouteErrorBoundary } from '~/features/errors/error-page';
import { useT } from '~/features/i18n/i18n';
import { pageMeta } from '~/features/seo/meta';
import { JackpotCardGrid } from '~/features/taxonomy/card-grids';
import { jackpotCard } from '~/features/taxonomy/jackpots.server';
import { getJackpots, getLayout, getSeo } from '~/services/content.server';
import { contentContext } from '~/services/request-context';
import type { Route } from './+types/jackpots';

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const [jackpots, layout] = await Promise.all([getJackpots(ctx), getLayout(ctx, 'Jackpots')]);
  return { seo: await getSeo(ctx, layout?.seoId), jackpots: jackpots.map(jackpotCard) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { seo: loaderData?.seo, titleKey: 'pages.jackpots' });
}

export default function Jackpots({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <JackpotCardGrid title={t('pages.jackpots')} jackpots={loaderData.jackpots} />;
}

export const ErrorBoundary = RouteErrorBoundary;
