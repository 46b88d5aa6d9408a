import { createSnackbars } from '@casino/core/snackbars';
import { useT } from '~/shared/i18n/i18n';
import { useStore } from '~/shared/ui/create-store';
import { dismissSnackbar, runSnackbarAction, snackbarStore } from './snackbar-store';

const NO_SNACKBARS = createSnackbars();

/** Each snackbar announces itself (status, or alert for errors); the region only groups them. */
export function Snackbars() {
  const { items } = useStore(snackbarStore, (state) => state, NO_SNACKBARS);
  const t = useT();
  return (
    <section className="snackbars" aria-label={t('common.notifications')}>
      {items.map((item) => (
        <div
          key={item.id}
          className={`snackbar snackbar--${item.type}`}
          role={item.type === 'alert' ? 'alert' : 'status'}
        >
          <div className="snackbar__body">
            <strong>{t(item.title, { defaultValue: item.title })}</strong>
            {item.text && <span>{t(item.text, { defaultValue: item.text })}</span>}
          </div>
          {item.actionText && (
            <button type="button" className="button button--ghost" onClick={() => runSnackbarAction(item.id)}>
              {t(item.actionText, { defaultValue: item.actionText })}
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
      ))}
    </section>
  );
}
