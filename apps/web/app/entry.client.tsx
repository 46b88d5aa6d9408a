import { DEFAULT_LOCALE, isLocale } from '@casino/core/content-api';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadLocale } from '~/shared/i18n/i18n';
import {
  type BrowserRouteManifest,
  dropPreviewSegment,
  PUBLISHED_ATTRIBUTE,
} from '~/shared/routing/route-tree';
import { HYDRATING_EVENT } from '~/shared/ui/deferred-scripts';

// The page's dictionary must be there before hydration renders the same text the server sent. (Money
// is written without Intl, whose first number format is a long task on a phone: ADR 0029.)
const lang = document.documentElement.lang;
// A published page's router gets the route tree without the {preview} segment: half the branches to
// flatten and rank while hydrating (ADR 0039).
if (document.documentElement.hasAttribute(PUBLISHED_ATTRIBUTE)) {
  dropPreviewSegment(
    (window as unknown as { __reactRouterManifest: BrowserRouteManifest }).__reactRouterManifest,
  );
}
loadLocale(isLocale(lang) ? lang : DEFAULT_LOCALE).finally(() => {
  // From here React keeps a click itself; the deferred scripts' boot stops keeping them (ADR 0025).
  document.dispatchEvent(new Event(HYDRATING_EVENT));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
