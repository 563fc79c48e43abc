import { Link } from 'react-router-dom';
import './link-chips.css';

export interface ChipLink {
  label: string;
  to: string;
  current?: boolean;
}

interface LinkChipsProps {
  /** Names the group for screen readers, e.g. 「コラムのカテゴリ」. */
  label: string;
  items: ChipLink[];
}

/** Category and tag chips: a labelled list of links, so a screen reader hears how many there are. */
export function LinkChips({ label, items }: LinkChipsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="hiroba-chips">
        {items.map((item) => (
          <li key={item.to}>
            <Link className="hiroba-chip" to={item.to} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
