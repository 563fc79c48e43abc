// An expert's list with its empty state and where to find questions to answer.
import { EmptyState, Stack, Title } from '@hiroba/shared-ui';

interface ExpertActivityEmptyProps {
  id: string;
  title: string;
  emptyTitle: string;
  emptyHint: string;
}

export function ExpertActivityEmpty({ id, title, emptyTitle, emptyHint }: ExpertActivityEmptyProps) {
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
          action={{ label: '回答を待っている質問を見る', to: '/question-and-answer/未回答' }}
        />
      </Stack>
    </section>
  );
}
