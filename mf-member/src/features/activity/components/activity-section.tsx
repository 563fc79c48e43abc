// One list of the member's own activity with its empty state and a way to go and find content.
import { Button, EmptyState, Stack, Title } from '@hiroba/shared-ui';
import { Link } from 'react-router-dom';

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
        <EmptyState title={emptyTitle} description={emptyHint}>
          <Button component={Link} to={browseTo} variant="outline">
            {browseLabel}
          </Button>
        </EmptyState>
      </Stack>
    </section>
  );
}
