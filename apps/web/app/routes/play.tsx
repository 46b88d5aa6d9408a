import { buildLaunchUrl, LAUNCH_ERRORS, stopGame } from '@casino/core/game-launch';
import { useNavigate } from 'react-router';
import { LoginRequired } from '~/features/auth/login-required';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { useT } from '~/features/i18n/i18n';
import { safeHref } from '~/features/links/safe-href';
import { pageMeta } from '~/features/seo/meta';
import { usePortalHref } from '~/features/shell/use-shell';
import { getGames } from '~/services/content.server';
import { contentContext } from '~/services/request-context';
import { notFound } from '~/services/responses';
import type { Route } from './+types/play';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const path = new URL(request.url).pathname;
  const game = (await getGames(ctx)).byCode.get(params.game);
  if (!game) notFound(path);
  const mode = path.endsWith('/real') ? 'real' : 'demo';
  if (mode === 'demo' && !game.demoEnabled) notFound(path);
  if (mode === 'real') return { mode, name: game.name, launchUrl: null, error: null } as const;
  // The server renders the desktop channel; touch devices open the launch URL from the details instead.
  const launch = buildLaunchUrl({
    game,
    mode,
    device: { touch: false, mobile: false },
    languageCode: ctx.locale,
  });
  // A template that is not http(s) is treated as missing: the frame only loads web pages.
  const launchUrl = launch.ok && safeHref(launch.url) ? launch.url : null;
  return {
    mode,
    name: game.name,
    launchUrl,
    error: launchUrl ? null : launch.ok ? LAUNCH_ERRORS.demoUrlMissing : launch.error,
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
  // Stop goes back to the previous entry, or home when the game was the first page opened.
  const stop = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (stopGame(index > 0).go === 'back') navigate(-1);
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
        <p role="alert" className="inline-error" data-error-key={loaderData.error ?? undefined}>
          {t(loaderData.error ?? 'errors.demo-url-is-missing')}
        </p>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
