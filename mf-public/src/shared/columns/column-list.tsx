import type { ColumnSummary } from '@hiroba/api-client';
import { ColumnCard } from './column-card';

/** Columns as a list, so a screen reader says how many there are. `leading`: the page's own list (ColumnCard). */
export function ColumnList({ columns, leading = false }: { columns: ColumnSummary[]; leading?: boolean }) {
  return (
    <ul className="hiroba-card-list">
      {columns.map((c, i) => (
        <li key={c.id}>
          <ColumnCard column={c} leading={leading && i === 0} />
        </li>
      ))}
    </ul>
  );
}
