import type { LiveLanguageGroup } from '@casino/core/live-tables';
import './live-tables.css';

/** A language filter option's label: flag (when one exists), display name and table count. */
export function LiveLanguageOption({ group }: { group: LiveLanguageGroup }) {
  return (
    <span className="live-language">
      {group.flagImg ? (
        <img className="live-language__flag" src={group.flagImg} alt="" width={24} height={16} />
      ) : (
        <span className="live-language__flag live-language__flag--none" aria-hidden="true" />
      )}
      <span className="live-language__name">{group.name}</span>
      <span className="live-language__count tabular">({group.tables.length})</span>
    </span>
  );
}
