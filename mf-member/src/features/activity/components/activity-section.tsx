// One list of the member's own activity with its empty state and a way to go and find content.
import { EmptyState, Stack, Title } from '@hiroba/shared-ui';

interface ActivitySectionProps {
  id: string;
  title: string;
  emptyTitle: string;
  emptyHint: string;
  browseTo: string;
  browseLabel: string;
}

export function ActivitySection({ id, title, emptyTitle, emptyHint, browseTo, browseLabel }: ActivitySectionProps) {
  return (
    <section aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} id={id} size="h3">
          {title}
        </Title>
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
      </Stack>
    </section>
  );
}
