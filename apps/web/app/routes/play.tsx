import {
  buildLaunchUrl,
  GAME_PASSWORD_ERROR,
  LAUNCH_ERRORS,
  type LaunchableGame,
  stopGame,
} from '@casino/core/game-launch';
import type { Game } from '@casino/core/schemas';
import { type ReactNode, useId } from 'react';
import { data, Form, redirect, useNavigate, useNavigation } from 'react-router';
import { useRealLaunch } from '~/domains/catalogue/game-launch';
import {
  grantGameAccess,
  hasGameAccess,
  verifyGamePassword,
} from '~/domains/catalogue/game-launch/index.server';
import { HeaderAccount } from '~/domains/player/account';
import { LoginRequired, usePlayerName } from '~/domains/player/session';
import { type ContentContext, getGames } from '~/platform/server/content.server';
import { contentContext } from '~/platform/server/request-context.server';
import { notFound } from '~/platform/server/responses.server';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { useLocale, useT } from '~/shared/i18n/i18n';
import type { TranslationKey } from '~/shared/i18n/keys';
import { usePortalHref } from '~/shared/links/portal-href';
import { portalPath } from '~/shared/routing/portal-path';
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

interface PlayPage {
  mode: 'demo' | 'real';
  name: string;
  /** Demo: the launch URL, built here. Real: always null, the browser builds it with the player's token. */
  launchUrl: string | null;
  error: TranslationKey | null;
  passwordRequired: boolean;
  /** Real: the game's real templates (no token, so no launch URL yet); null before a password. */
  realGame: LaunchableGame | null;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = context.get(contentContext);
  const { game, mode } = await playableGame(ctx, request, params.game);
  const page: PlayPage = {
    mode,
    name: game.name,
    launchUrl: null,
    error: null,
    passwordRequired: false,
    realGame: null,
  };
  // The password is checked here, before any launch URL is built or sent (catalogue.md section 5); what
  // a protected game's page shows depends on this browser, so caches never share it.
  if (game.requirePassword) {
    const headers = { 'Cache-Control': 'private, no-store' };
    if (!hasGameAccess(request)) return data({ ...page, passwordRequired: true }, { headers });
    return data(launchPage(ctx, game, page), { headers });
  }
  return launchPage(ctx, game, page);
}

function launchPage(ctx: ContentContext, game: Game, page: PlayPage): PlayPage {
  // Real play: the player's token exists only in the browser (the gateway's session is on the
  // gateway's origin), so the real URL is never built or rendered here.
  if (page.mode === 'real') {
    const { real, realMobile } = game.launchUrls;
    return {
      ...page,
      realGame: {
        gameCode: game.gameCode,
        type: game.type,
        launchUrls: { real, realMobile, demo: null, demoMobile: null },
      },
    };
  }
  // The server renders the desktop channel; touch devices open the launch URL from the details instead.
  const launch = buildLaunchUrl({
    game,
    mode: page.mode,
    device: { touch: false, mobile: false },
    languageCode: ctx.locale,
  });
  return { ...page, launchUrl: launch.ok ? launch.url : null, error: launch.ok ? null : launch.error };
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

/** The game's bar (title, stop) over its frame, or the launch error in its place. */
function GameFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const href = usePortalHref();
  // Stop goes back to the previous entry, or home when the game was the first page opened.
  const stop = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (stopGame(index > 0).go === 'back') navigate(-1);
    else navigate(href(portalPath('/')));
  };
  return (
    <div className="game-frame">
      <div className="game-frame__bar">
        <h1 className="game-frame__title">{title}</h1>
        {/* A player keeps the balance, Depunere and Contul meu (its Deconectare) while playing. */}
        {usePlayerName() && (
          <div className="game-frame__account">
            <HeaderAccount />
          </div>
        )}
        <button type="button" className="button button--ghost" onClick={stop}>
          {t('play.stop')}
        </button>
      </div>
      {children}
    </div>
  );
}

function LaunchError({ error }: { error: TranslationKey }) {
  const t = useT();
  return (
    <p role="alert" className="inline-error" data-error-key={error}>
      {t(error)}
    </p>
  );
}

function GameIframe({ url, name }: { url: string; name: string }) {
  return <iframe className="game-frame__iframe" src={url} title={name} allow="fullscreen; autoplay" />;
}

/** Real play, for a player (under LoginRequired): the frame loads once the browser has the token. */
function RealGame({ game, name }: { game: LaunchableGame; name: string }) {
  const t = useT();
  const launch = useRealLaunch(game, useLocale());
  return (
    <GameFrame title={t('play.realTitle', { name })}>
      {launch.status === 'ready' ? (
        <GameIframe url={launch.url} name={name} />
      ) : launch.status === 'error' ? (
        <LaunchError error={launch.error} />
      ) : (
        <p role="status" aria-busy="true">
          {t('play.loading')}
        </p>
      )}
    </GameFrame>
  );
}

export default function Play({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.passwordRequired)
    return <GamePassword name={loaderData.name} failed={Boolean(actionData?.passwordError)} />;
  if (loaderData.mode === 'real')
    return (
      <LoginRequired>
        {loaderData.realGame && <RealGame game={loaderData.realGame} name={loaderData.name} />}
      </LoginRequired>
    );
  return (
    <GameFrame title={t('play.demoTitle', { name: loaderData.name })}>
      {loaderData.launchUrl ? (
        <GameIframe url={loaderData.launchUrl} name={loaderData.name} />
      ) : (
        <LaunchError error={loaderData.error ?? LAUNCH_ERRORS.demoUrlMissing} />
      )}
    </GameFrame>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
