import { DEFAULT_LOCALE, isLocale } from '@casino/core/content-api';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadLocale } from '~/shared/i18n/i18n';

// The page's dictionary must be there before hydration renders the same text the server sent.
const lang = document.documentElement.lang;
loadLocale(isLocale(lang) ? lang : DEFAULT_LOCALE).finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
