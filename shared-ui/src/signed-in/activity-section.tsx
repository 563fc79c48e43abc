// One list of the signed-in person's own activity (the member's and the expert's pages): its heading,
// the count, and the list, or when there is nothing yet an honest empty state with where to look.
import { Stack, Text, Title, usePageData, EmptyState, LoadError, LoadingState, Pager, usePageParam } from '@hiroba/shared-ui';
import type { ReactNode } from 'react';
import type { Paged } from '@hiroba/api-client';

export interface ActivitySectionProps {
  /** The heading's id; focus may be moved to it (e.g. after a deletion). */
  id: string;
  title: string;
  emptyTitle: string;
  emptyHint: string;
  /** Where to find content when the list is empty. */
  browse: { label: string; to: string };
  /** How many there are in all; undefined while unknown (no count is shown). */
  total?: number;
  /** The list (an ActivityList); shown when total > 0. */
  children?: ReactNode;
}

export function ActivitySection({ id, title, emptyTitle, emptyHint, browse, total, children }: ActivitySectionProps) {
  const empty = !total;
  return (
    <section aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} id={id} size="h3" tabIndex={-1}>
          {title}
        </Title>
        {!empty && <Text>全部で {total}件</Text>}
        {empty ? (
          <EmptyState
            message={
              <>
                <strong>{emptyTitle}</strong>
                <br />
                {emptyHint}
              </>
            }
            action={browse}
          />
        ) : (
          children
        )}
      </Stack>
    </section>
  );
}

/** The rows of an ActivitySection: a plain list for screen readers, without bullets. */
export function ActivityList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="md" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {children}
    </Stack>
  );
}

export interface PagedActivityProps<T> extends Omit<ActivitySectionProps, 'total' | 'children'> {
  /** One page of the list (?page= of the URL). */
  load(page: number, signal: AbortSignal): Promise<Paged<T>>;
  /** The list loads again when this changes: a data version, which every write through api-client moves. */
  freshness?: unknown;
  /** A row (with its key). */
  renderItem(item: T): ReactNode;
  /**
   * What follows the list on the page, drawn once the list is in place (or has failed): drawn at
   * once, it would be pushed down when the rows arrive.
   */
  after?: ReactNode;
  /** The page's query parameter when a page has two paged lists (default `page`). */
  param?: string;
}

/** An ActivitySection over a paged list: loading, a retry on failure, the rows and the page links. */
export function PagedActivity<T>({ load, freshness, renderItem, after, param, ...section }: PagedActivityProps<T>) {
  const page = usePageParam(param);
  const { data, error, reload } = usePageData((signal) => load(page, signal), [page, freshness]);
  if (error)
    return (
      <>
        <LoadError error={error} onRetry={reload} />
        {after}
      </>
    );
  if (!data) return <LoadingState />;
  return (
    <>
      <ActivitySection {...section} total={data.meta.total}>
        <ActivityList label={section.title}>{data.data.map((item) => renderItem(item))}</ActivityList>
      </ActivitySection>
      <Pager total={data.meta.total_pages} label={`${section.title}のページ送り`} param={param} />
      {after}
    </>
  );
}
