import type { ColumnSummary } from '@hiroba/api-client';
import { Link } from 'react-router-dom';
import { DateText, RouterAnchor, Text, pagePath } from '@hiroba/shared-ui';
import '../components/content-card.css';
import '../components/link-chips.css';
import './column-card.css';

/** The eye-catch's size as stored (16:9): the box is kept before the picture arrives. */
export const EYE_CATCH = { width: 1200, height: 675 } as const;

/**
 * One column in a list: the title links to it. The eye-catch is decoration here (alt=""): the title
 * beside it says what the article is; the article's page gives the picture its alt text. `leading`:
 * the first card of a page's own list, whose picture is in the first view on a phone (its largest
 * part), so it loads at once instead of after the layout; the others load as they come near.
 */
export function ColumnCard({ column, leading = false }: { column: ColumnSummary; leading?: boolean }) {
  const titleId = `column-${column.id}-title`;
  return (
    <article className="hiroba-card hiroba-column-card" aria-labelledby={titleId}>
      {column.thumbnail && (
        <img
          src={column.thumbnail}
          alt=""
          width={EYE_CATCH.width}
          height={EYE_CATCH.height}
          {...(leading ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
        />
      )}
      <div>
        <h3 id={titleId}>
          <RouterAnchor to={pagePath('column-detail', { id: column.id })}>{column.title}</RouterAnchor>
        </h3>
        <Text component="p">{column.excerpt}</Text>
        {column.tags.length > 0 && (
          <ul className="hiroba-chips" aria-label="タグ">
            {column.tags.map((t) => (
              <li key={t.id}>
                <Link className="hiroba-chip" to={pagePath('column-search', { search: t.title })}>
                  {t.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <ul className="hiroba-card-meta">
          {column.published_at && (
            <li>
              公開日：<DateText value={column.published_at} />
            </li>
          )}
          {column.category && <li>カテゴリー：{column.category.title}</li>}
          {column.supervisor && <li>監修：{column.supervisor.name}</li>}
          <li>お気に入り {column.favorite_counts}</li>
        </ul>
      </div>
    </article>
  );
}
