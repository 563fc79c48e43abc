import { api, type Column } from '@hiroba/api-client';
import { COLUMN_STATUS_LABELS } from '@hiroba/contract/fields';
import { Alert, ButtonLink, DateText, Group, PageHeader, Text, pagePath } from '@hiroba/shared-ui';
import { ReactionToggle } from '../../../shared/components/reaction-toggle';
import { EYE_CATCH } from '../../../shared/columns/column-card';
import { EasySummary } from './easy-summary';
import { SupervisorCard } from './supervisor-card';
import { TableOfContents } from './table-of-contents';
import { RubyText } from '../../../shared/readings/ruby-text';
import { useReadings } from '../../../shared/readings/use-readings';
import './column-article.css';
import { ReadAloudButton } from '@hiroba/shared-ui/reading-aids';

/**
 * The article: title (the page's h1), dates, the やさしい日本語の要約 when it has one, eye-catch with
 * its alt text, supervisor, contents, the body (clean HTML from the server's allowlist), favorites,
 * and 編集 where the server allows it. With ふりがな on, the title and body with their readings (the
 * body's, made by the server from the same clean HTML).
 */
export function ColumnArticle({ column }: { column: Column }) {
  const updated = column.published_at !== null && column.updated_at > column.published_at;
  const readings = useReadings(() => api.readings.column(column.id), `${column.id}:${column.updated_at}`);
  return (
    <article aria-labelledby="page-heading">
      {column.status !== 'published' && (
        <Alert color="yellow" mb="md" title={`${COLUMN_STATUS_LABELS[column.status]}のコラム（管理者だけが見ています）`}>
          {column.status === 'scheduled' ? (
            <>
              <DateText value={column.published_at} withTime />に公開されます。
            </>
          ) : (
            '公開するまで、ほかの方には表示されません。'
          )}
        </Alert>
      )}
      <PageHeader title={<RubyText text={column.title} ruby={readings?.title} />} lead={column.excerpt}>
        {/* Reads the title, the lead and the body (page-text.ts). */}
        <ReadAloudButton />
      </PageHeader>
      <Text size="sm">
        {column.published_at && (
          <>
            公開日：<DateText value={column.published_at} />・
          </>
        )}
        {updated && (
          <>
            更新日：<DateText value={column.updated_at} />・
          </>
        )}
        閲覧 {column.view_counts}回
      </Text>
      {column.easy_summary && <EasySummary summary={column.easy_summary} />}
      {column.thumbnail && (
        <figure className="hiroba-column-eye-catch">
          <img src={column.thumbnail} alt={column.thumbnail_alt} width={EYE_CATCH.width} height={EYE_CATCH.height} fetchPriority="high" />
        </figure>
      )}
      {column.supervisor && <SupervisorCard expert={column.supervisor} />}
      <TableOfContents entries={column.toc} />
      {/* The body was cleaned by the server's allowlist before it was stored (no script, no handlers). */}
      <div className="hiroba-column-body" data-read-aloud="" dangerouslySetInnerHTML={{ __html: readings?.body_html ?? column.body }} />
      <Group gap="sm" mt="lg">
        <ReactionToggle
          label="お気に入り"
          initial={{ on: column.favorited ?? false, count: column.favorite_counts }}
          send={async (next) => {
            const s = next ? await api.columnFavorites.create({ column_id: column.id }) : await api.columnFavorites.deleteFavoriteByUserIdAndColumnId({ column_id: column.id });
            return { on: s.favorited, count: s.favorite_counts };
          }}
          failMessage="お気に入りを変更できませんでした。"
        />
        {column.can_edit && (
          <ButtonLink to={pagePath('admin-column-edit', { id: column.id })} variant="outline">
            編集
          </ButtonLink>
        )}
      </Group>
    </article>
  );
}
