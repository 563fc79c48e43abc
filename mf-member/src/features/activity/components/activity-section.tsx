// One list of the member's own activity: its heading, the count, and the list or, when there is
// nothing yet, an honest empty state with a way to go and find content.
import type { ReactNode } from 'react';
import { EmptyState, Stack, Text, Title } from '@hiroba/shared-ui';

interface ActivitySectionProps {
  id: string;
  title: string;
  emptyTitle: string;
  emptyHint: string;
  browseTo: string;
  browseLabel: string;
  /** How many there are in all; undefined while unknown (no count is shown). */
  total?: number;
  /** The list; shown when total > 0. */
  children?: ReactNode;
}

export function ActivitySection({ id, title, emptyTitle, emptyHint, browseTo, browseLabel, total, children }: ActivitySectionProps) {
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
            action={{ label: browseLabel, to: browseTo }}
          />
        ) : (
          children
        )}
      </Stack>
    </section>
  );
}
