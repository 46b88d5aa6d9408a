import { DEFAULT_LOCALE, isLocale } from '@casino/core/content-api';
import { warmMoneyFormats } from '@casino/core/money';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadLocale } from '~/shared/i18n/i18n';
import { HYDRATING_EVENT } from '~/shared/ui/deferred-scripts';

// The page's dictionary must be there before hydration renders the same text the server sent. The
// money formats are built first, in a task of their own (a long one on a phone), not in hydration's.
const lang = document.documentElement.lang;
const moneyFormats = new Promise<void>((resolve) =>
  setTimeout(() => {
    warmMoneyFormats();
    setTimeout(resolve, 0);
  }, 0),
);
Promise.allSettled([loadLocale(isLocale(lang) ? lang : DEFAULT_LOCALE), moneyFormats]).then(() => {
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
