import { activeFilterCount } from '@casino/core/filter-state';
import { useT } from '~/shared/i18n/i18n';
import { openNamedModal } from '~/shared/modals/modal-store';
import { useAppliedFilters } from './use-filter-model';

/** The filter button with the active count (forced entries not counted). */
export function FilterButton() {
  const t = useT();
  const { applied, overrides } = useAppliedFilters();
  const count = activeFilterCount(applied, overrides);
  return (
    <button
      type="button"
      className="button button--ghost filter-button"
      aria-haspopup="dialog"
      onClick={() => openNamedModal('filters')}
    >
      <span aria-hidden="true">⚙</span> {t('filters.button')}
      {count > 0 && (
        <span className="badge">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{t('filters.activeCount', { count })}</span>
        </span>
      )}
    </button>
  );
}
