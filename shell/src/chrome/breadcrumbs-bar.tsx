// The breadcrumbs a page set through useBreadcrumbs(): items (text, to, disabled) and category/tag chips.
// (docs/server-rendering.md#breadcrumbs-and-titles: how a page drawn on the server gets them.)
import { Link } from 'react-router-dom';
import { useContext } from 'react';
import { PageDataContext, useBreadcrumbStore, type BreadcrumbChip } from '@hiroba/shared-ui';
import classes from './breadcrumbs-bar.module.css';

function Chips({ label, chips }: { label: string; chips?: BreadcrumbChip[] }) {
  if (!chips?.length) return null;
  return (
    <ul className={classes.chips} aria-label={label}>
      {chips.map((chip) => (
        <li key={chip.to}>
          <Link to={chip.to} className={classes.chip}>
            {chip.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const isEmpty = ({ items, chips }: { items: unknown[]; chips: { categories?: unknown[]; tags?: unknown[] } }) =>
  items.length === 0 && !chips.categories?.length && !chips.tags?.length;

export function BreadcrumbsBar() {
  const stored = useBreadcrumbStore();
  const drawn = useContext(PageDataContext)?.crumbs;
  // Until the page sets its own: those it was drawn with on the server (page-data-context.ts).
  const { items, chips } = isEmpty(stored) ? (drawn ?? stored) : stored;
  if (isEmpty({ items, chips })) return null;

  return (
    // Inside main (layouts.tsx), whose container gives the width and the side margins.
    <div className={classes.bar}>
      {items.length > 0 && (
        <nav aria-label="現在地">
          <ol className={classes.trail}>
            {items.map((item, index) => {
              const last = index === items.length - 1;
              return (
                <li key={`${index}-${item.text}`}>
                  {item.to && !item.disabled && !last ? (
                    <Link to={item.to}>{item.text}</Link>
                  ) : (
                    <span aria-current={last ? 'page' : undefined}>{item.text}</span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      )}
      <Chips label="カテゴリー" chips={chips.categories} />
      <Chips label="タグ" chips={chips.tags} />
    </div>
  );
}
