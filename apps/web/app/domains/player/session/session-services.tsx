/**
 * Starts the page's session after hydration (start-session-services.ts) and keeps the page around it
 * current: the gateway's language, a preview page's data, the host told of each rendered page.
 * Mounted once by the page services above the layouts, so a navigation keeps the session.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { usePreview } from '~/shared/context/content-context';
import { usePublicConfig } from '~/shared/context/public-config';
import { useLocale } from '~/shared/i18n/i18n';
import { hostOrigin, postToHost } from './host-bridge';
import { watchSettledPlayer } from './preview-follows-session';
import { useSessionObject } from './session-instance';
import { startSessionServices } from './start-session-services';

/** The page's language for the gateway: kept here until its code loads, then passed on. */
async function changeGatewayLanguage(locale: string): Promise<void> {
  const { setGatewayLanguage } = await import('~/domains/player/gateway');
  setGatewayLanguage(locale);
}

export function SessionServices() {
  // One session per page load, made with the configuration the page loaded with: a revalidation of
  // the root (a language switch) answers an equal configuration as a new object.
  const loadedConfig = usePublicConfig();
  const [config] = useState(loadedConfig);
  const locale = useLocale();

  const language = useRef(locale);
  const gatewayLoaded = useRef(false);
  useEffect(() => {
    language.current = locale;
    if (gatewayLoaded.current) void changeGatewayLanguage(locale);
  }, [locale]);

  useEffect(
    () =>
      startSessionServices({
        config,
        language: () => language.current,
        onGatewayLoad: () => {
          gatewayLoaded.current = true;
        },
      }),
    [config],
  );

  // Preview mode is for a visitor who is not logged in: a preview page loads its data again when the
  // player logs in or out (the server reads the keep-alive cookie; ADR 0059).
  const preview = usePreview();
  const { revalidate } = useRevalidator();
  const sessionObject = useSessionObject();
  useEffect(() => {
    if (!preview || !sessionObject) return;
    return watchSettledPlayer(sessionObject, () => void revalidate());
  }, [preview, sessionObject, revalidate]);

  const { pathname, search } = useLocation();
  const { frameAncestors } = config;
  useEffect(() => {
    const host = { frameAncestors };
    if (hostOrigin(host)) postToHost({ type: 'FTNPortalRendered', path: `${pathname}${search}` }, host);
  }, [frameAncestors, pathname, search]);

  return null;
}
