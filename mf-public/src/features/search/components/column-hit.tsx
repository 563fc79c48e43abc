import type { ColumnHit as Hit } from '@hiroba/api-client';
import { DateText, RouterAnchor, pagePath } from '@hiroba/shared-ui';
import { MarkedText } from '../../../shared/search/marked-text';
import { Passage } from '../../../shared/search/passage';
import '../../../shared/components/content-card.css';

/** A column the search found: its title and the passage where the words are, marked. */
export function ColumnHit({ hit }: { hit: Hit }) {
  return (
    <article className="hiroba-card" aria-labelledby={`hit-column-${hit.id}`}>
      <h3 id={`hit-column-${hit.id}`}>
        <RouterAnchor to={pagePath('column-detail', { id: hit.id })}>
          <MarkedText text={hit.title} />
        </RouterAnchor>
      </h3>
      <Passage passage={hit.passage} />
      <ul className="hiroba-card-meta">
        {hit.category && <li>カテゴリー：{hit.category.title}</li>}
        {hit.published_at && (
          <li>
            <DateText value={hit.published_at} />
          </li>
        )}
      </ul>
    </article>
  );
}
