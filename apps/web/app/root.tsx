import { isbot } from 'isbot';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, ScrollRestoration, useMatches, useRouteLoaderData } from 'react-router';
import { PLAYER_HINT_SCRIPT } from '~/domains/player/player-hint';
import { CONSENT_DEFAULTS_SCRIPT } from '~/shared/analytics/track';
import { RouteErrorBoundary } from '~/shared/errors/error-page';
import { languageTag, loadLocale } from '~/shared/i18n/i18n';
import { RoutePrefetcher } from '~/shared/links/route-prefetch';
import { isPublishedPage, PUBLISHED_ATTRIBUTE } from '~/shared/routing/route-tree';
import { SeoHeadResources } from '~/shared/seo/head-resources';
import { THEME_SCRIPT } from '~/shared/theme/theme';
import { DeferredScripts } from '~/shared/ui/deferred-scripts';
import { FrameStyle } from '~/shared/ui/frame-style';
import { InlineScript } from '~/shared/ui/inline-script';
import type { Route } from './+types/root';
import { buildId } from './features/app-version/index.server';
import { nativeBannerHintScript } from './features/native-banner';
import { canonicalPath } from './middleware/canonical-path.server';
import { languageMiddleware } from './middleware/language.server';
import { redirectRules } from './middleware/redirect-rules.server';
import { publicConfig, serverConfig } from './platform/server/config.server';
import { contentContext, resolveContentContext } from './platform/server/request-context.server';
import './styles/tokens.css';
import './styles/app.css';

export const middleware: Route.MiddlewareFunction[] = [
  canonicalPath,
  ({ request, params, context }, next) => {
    context.set(contentContext, resolveContentContext(request, params.preview));
    return next();
  },
  languageMiddleware,
  redirectRules,
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale, preview } = context.get(contentContext);
  await loadLocale(locale);
  return {
    locale,
    preview,
    config: publicConfig,
    buildId: buildId(),
    bot: isbot(request.headers.get('user-agent')),
    siteOrigin: serverConfig.siteOrigin ?? new URL(request.url).origin,
  };
}

export { revalidateOnPreviewOrLanguage as shouldRevalidate } from '~/shell/revalidation';

/** A language switch in the browser loads the new dictionary before the page renders in it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadLocale(data.locale);
  return data;
}

/** The origin of an absolute URL, or null (a relative or broken one). */
function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

const HEAD_SCRIPT = `${CONSENT_DEFAULTS_SCRIPT}${THEME_SCRIPT}${PLAYER_HINT_SCRIPT}`;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = data?.locale ?? 'ro';
  const assetsOrigin = originOf(data?.config.assetsUrl);
  // A published page's browser hydrates with the route tree without the {preview} segment (ADR 0039).
  const published = { [PUBLISHED_ATTRIBUTE]: isPublishedPage(useMatches()) ? '' : undefined };
  return (
    <html lang={locale} data-language={languageTag(locale)} {...published} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="color-scheme" content="dark light" />
        <meta name="theme-color" content="#14161d" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* Every image comes from the asset store: its connection opens while the HTML parses. */}
        {assetsOrigin && <link rel="preconnect" href={assetsOrigin} />}
        {/* Consent defaults first, then the saved colour mode before first paint (no flash of the wrong theme), */}
        {/* then the returning-player hint (a player's shelves keep their space from the first paint). */}
        {/* Last, the native app banner's place at the top (no layout shift when it shows after hydration). */}
        <InlineScript
          code={
            import.meta.env.SSR ? HEAD_SCRIPT + nativeBannerHintScript(data?.config.nativeBannerOs ?? []) : ''
          }
        />
        <Meta />
        {/* The chrome's rules in the HTML: no render-blocking stylesheet request (ADR 0023). */}
        <FrameStyle />
        <Links />
        <SeoHeadResources />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <DeferredScripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <RoutePrefetcher />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
