import type { ColumnSummary } from '@hiroba/api-client';
import { ColumnCard } from './column-card';

/** Columns as a list, so a screen reader says how many there are. */
export function ColumnList({ columns }: { columns: ColumnSummary[] }) {
  return (
    <ul className="hiroba-card-list">
      {columns.map((c) => (
        <li key={c.id}>
          <ColumnCard column={c} />
        </li>
      ))}
    </ul>
  );
}
