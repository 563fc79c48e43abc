import { api } from '@hiroba/api-client';
import { Title, pagePath } from '@hiroba/shared-ui';
import { ColumnDigest } from '../../../shared/columns/column-digest';

/** The most read and kept columns, beside a list or an article. */
export function PopularColumns() {
  return (
    <section aria-labelledby="popular-columns">
      <Title order={2} id="popular-columns" mt="xl" mb="sm">
        よく読まれているコラム
      </Title>
      <ColumnDigest
        load={(signal) => api.columns.popularColumns({ per: 5 }, { signal })}
        empty="まだコラムがありません。"
        more={{ label: 'コラムを見る', to: pagePath('column-list') }}
      />
    </section>
  );
}
