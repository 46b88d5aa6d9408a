import { buildLaunchUrl, GAME_PASSWORD_ERROR, LAUNCH_ERRORS, stopGame } from '@casino/core/game-launch';
import type { Game } from '@casino/core/schemas';
import { useId } from 'react';
import { data, Form, redirect, useNavigate, useNavigation } from 'react-router';
import { grantGameAccess, hasGameAccess, verifyGamePassword } from '~/features/game-launch/index.server';
import { LoginRequired } from '~/features/session';
import { type ContentContext, getGames } from '~/services/content.server';
import { contentContext } from '~/services/request-context';
import { notFound } from '~/services/responses';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useT } from '~/shared/i18n/i18n';
import { usePortalHref } from '~/shared/links/portal-href';
import { safeHref } from '~/shared/links/safe-href';
import { pageMeta } from '~/shared/seo/meta';
import type { Route } from './+types/play';

async function playableGame(ctx: ContentContext, request: Request, gameCode: string) {
  const path = new URL(request.url).pathname;
  const game = (await getGames(ctx)).byCode.get(gameCode);
  if (!game) notFound(path);
  const mode = path.endsWith('/real') ? 'real' : 'demo';
  if (mode === 'demo' && !game.demoEnabled) notFound(path);
  return { game, mode } as const;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const { game, mode } = await playableGame(ctx, request, params.game);
  const page = { mode, name: game.name, launchUrl: null, error: null, passwordRequired: false };
  // The password is checked here, before any launch URL is built or sent (catalogue.md section 5); what
  // a protected game's page shows depends on this browser, so caches never share it.
  if (game.requirePassword) {
    const headers = { 'Cache-Control': 'private, no-store' };
    if (!hasGameAccess(request)) return data({ ...page, passwordRequired: true }, { headers });
    return data(launchPage(ctx, game, page), { headers });
  }
  return launchPage(ctx, game, page);
}

function launchPage(
  ctx: ContentContext,
  game: Game,
  page: { mode: 'demo' | 'real'; name: string; launchUrl: null; error: null; passwordRequired: boolean },
): {
  mode: 'demo' | 'real';
  name: string;
  launchUrl: string | null;
  error: string | null;
  passwordRequired: boolean;
} {
  const { mode } = page;
  if (mode === 'real') return page;
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
    ...page,
    launchUrl,
    error: launchUrl ? null : launch.ok ? LAUNCH_ERRORS.demoUrlMissing : launch.error,
  };
}

/** The game password, verified through the preview auth call; success grants this browser access. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const { game } = await playableGame(context.get(contentContext), request, params.game);
  const password = (await request.formData()).get('password');
  if (!game.requirePassword) return null;
  if (typeof password !== 'string' || !(await verifyGamePassword(password)))
    return data({ passwordError: GAME_PASSWORD_ERROR }, { status: 401 });
  const url = new URL(request.url);
  throw redirect(`${url.pathname}${url.search}`, {
    headers: { 'Set-Cookie': grantGameAccess(request.url) },
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, { title: loaderData?.name }).filter(
      (tag) => !('name' in tag && tag.name === 'robots'),
    ),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

function GamePassword({ name, failed }: { name: string; failed: boolean }) {
  const t = useT();
  const id = useId();
  const submitting = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="game-password" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="game-password__title">
        {t('play.passwordTitle')}: {name}
      </h1>
      <label htmlFor={`${id}-password`}>{t('play.passwordPrompt')}</label>
      <input
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="off"
        required
        // biome-ignore lint/a11y/noAutofocus: the page exists only to ask for this password
        autoFocus
        aria-describedby={failed ? `${id}-error` : undefined}
        aria-invalid={failed || undefined}
      />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {t('play.passwordSubmit')}
      </button>
      {failed && (
        <div id={`${id}-error`} role="alert" className="inline-error">
          <strong>{t(GAME_PASSWORD_ERROR.title)}</strong>
          <p>{t(GAME_PASSWORD_ERROR.text)}</p>
        </div>
      )}
    </Form>
  );
}

export default function Play({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const href = usePortalHref();
  if (loaderData.passwordRequired)
    return <GamePassword name={loaderData.name} failed={Boolean(actionData?.passwordError)} />;
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
