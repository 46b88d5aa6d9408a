import { formatMoney } from '@casino/core/money';
import type { Winner } from '@casino/core/schemas';
import { knownWinners } from '@casino/core/winners';
import { loadWinners } from '~/domains/catalogue/winners/index.server';
import { getGames } from '~/platform/server/content.server';
import { contentContext } from '~/platform/server/request-context.server';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import type { TranslationKey } from '~/shared/i18n/keys';
import { PortalLink } from '~/shared/links/portal-link';
import { portalPath } from '~/shared/routing/portal-path';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/winners-list';

const KIND_BY_SEGMENT: Record<string, Winner['kind']> = {
  recente: 'recent',
  jackpot: 'jackpot',
  'hol-de-faima': 'hall-of-fame',
};
const TITLE_KEY: Record<Winner['kind'], TranslationKey> = {
  recent: 'winners.recent',
  jackpot: 'winners.jackpot',
  'hall-of-fame': 'winners.hallOfFame',
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const segment = new URL(request.url).pathname.split('/').pop() ?? 'recente';
  const kind = KIND_BY_SEGMENT[segment] ?? 'recent';
  const [winners, { catalogueByCode }] = await Promise.all([loadWinners(ctx), getGames(ctx)]);
  const names = { get: (code: string) => catalogueByCode.get(code)?.name };
  const list = knownWinners(
    winners.filter((winner) => winner.kind === kind),
    names,
    Number.POSITIVE_INFINITY,
  );
  if (kind === 'hall-of-fame') list.sort((a, b) => b.amount - a.amount);
  return { kind, winners: list.slice(0, 50) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: loaderData ? TITLE_KEY[loaderData.kind] : 'pages.winners' });
}

const timeFormat = new Intl.DateTimeFormat('ro-RO', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Bucharest',
});

export default function WinnersList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.winners.length === 0) return <p>{t('winners.empty')}</p>;
  return (
    <div className="table-scroll">
      <table className="winners-table">
        <caption className="visually-hidden">{t(TITLE_KEY[loaderData.kind])}</caption>
        <thead>
          <tr>
            <th scope="col">{t('winners.player')}</th>
            <th scope="col">{t('winners.game')}</th>
            <th scope="col">{t('winners.amount')}</th>
            <th scope="col">{t('winners.date')}</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.winners.map((winner) => (
            <tr key={winner.id}>
              <td>{winner.player}</td>
              <td>
                <PortalLink to={portalPath('/joc/:game', { game: winner.gameCode })}>
                  {winner.gameName}
                </PortalLink>
              </td>
              <td className="tabular">{formatMoney(winner.amount, winner.currency)}</td>
              <td className="tabular">{timeFormat.format(new Date(winner.time))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
