import type { Snackbar } from '@casino/core/snackbars';
import { Suspense, useEffect } from 'react';
import { useLaterStrings, useT } from '~/shared/i18n/i18n';
import type { TranslationKey } from '~/shared/i18n/keys';
import { useStore } from '~/shared/ui/create-store';
import { dismissSnackbar, NO_SNACKBARS, notify, runSnackbarAction, snackbarStore } from './snackbar-store';

/**
 * A failed load as its spec toast (catalogue.md section 8) whose action tries again: shown when
 * `failure` becomes truthy, and again for each new failure (one at a time: the title's limit is 1).
 * Here with the snackbars every page loads, not in a module of its own: the lobbies, all games and the
 * lazy parts that use it would otherwise share a chunk of a few hundred bytes (one more request).
 */
export function useFailureToast(failure: unknown, title: TranslationKey, retry: () => unknown): void {
  useEffect(() => {
    if (!failure) return;
    notify({ type: 'alert', title, actionText: 'errors.tryAgain', limit: 1, onAction: () => void retry() });
  }, [failure, title, retry]);
}

/**
 * One snackbar. Error messages are in the dictionary's first part, but some messages are in the later
 * part (favourites, the bonus pop-up's outcome, personal shelves; ADR 0018). A snackbar shows once that
 * part is loaded, or has failed, in its own Suspense boundary so the others stay.
 */
function SnackbarItem({ item }: { item: Snackbar<TranslationKey> }) {
  useLaterStrings();
  const t = useT();
  return (
    <div className={`snackbar snackbar--${item.type}`} role={item.type === 'alert' ? 'alert' : 'status'}>
      <div className="snackbar__body">
        <strong>{t(item.title)}</strong>
        {item.text && <span>{t(item.text)}</span>}
      </div>
      {item.actionText && (
        <button type="button" className="button button--ghost" onClick={() => runSnackbarAction(item.id)}>
          {t(item.actionText)}
        </button>
      )}
      <button
        type="button"
        className="icon-button"
        onClick={() => dismissSnackbar(item.id)}
        aria-label={t('common.close')}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}

/** Each snackbar announces itself (status, or alert for errors); the region only groups them. */
export function Snackbars() {
  const { items } = useStore(snackbarStore, (state) => state, NO_SNACKBARS);
  const t = useT();
  return (
    <section className="snackbars" aria-label={t('common.notifications')}>
      {items.map((item) => (
        <Suspense key={item.id} fallback={null}>
          <SnackbarItem item={item} />
        </Suspense>
      ))}
    </section>
  );
}
