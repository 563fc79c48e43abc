// The label/value lists of the admin pages (登録内容, 審査, 有料会員の状況...): one <dl>, styled by
// .admin-facts in admin.css (side by side, stacked on a narrow screen).
import type { ReactNode } from 'react';

export type Fact = [term: string, value: ReactNode];

export function FactsList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="admin-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
