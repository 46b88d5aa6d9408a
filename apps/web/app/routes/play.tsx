import { useNavigate } from 'react-router';
import { LoginRequired } from '~/features/auth/login-required';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { useT } from '~/features/i18n/i18n';
import { pageMeta } from '~/features/seo/meta';
import { usePortalHref } from '~/features/shell/use-shell';
import { getGames } from '~/services/content.server';
import { contentContext } from '~/services/request-context';
import { notFound } from '~/services/responses';
import type { Route } from './+types/play';

function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const path = new URL(request.url).pathname;
  const game = (await getGames(ctx)).byCode.get(params.game);
  if (!game) notFound(path);
  const mode = path.endsWith('/real') ? 'real' : 'demo';
  if (mode === 'demo' && !game.demoEnabled) notFound(path);
  const template = mode === 'demo' ? game.launchUrls.demo : null;
  return {
    mode,
    name: game.name,
    launchUrl: template
      ? fillTemplate(template, { gameCode: game.gameCode, clientPlatform: 'web', languageCode: ctx.locale })
      : null,
  } as const;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, { title: loaderData?.name }).filter(
      (tag) => !('name' in tag && tag.name === 'robots'),
    ),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function Play({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const href = usePortalHref();
  if (loaderData.mode === 'real') return <LoginRequired />;
  const stop = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(href('/'));
  };
  return (
    <div className="game-frame">
      <div className="game-frame__bar">
        <h1 className="game-frame__title">{t('play.demoTitle', { name: loaderData.name })}</h1>
        <button type="button" className="button button--ghost" onClick={stop}>
          {t('play.stop')}
        </button>
      </div>
      {loaderData.launchUrl ? (
        <iframe
          className="game-frame__iframe"
          src={loaderData.launchUrl}
          title={loaderData.name}
          allow="fullscreen; autoplay"
        />
      ) : (
        <p role="alert">errors.demo-url-is-missing</p>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
