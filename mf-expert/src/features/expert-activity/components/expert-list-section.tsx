// One of the expert's lists: heading, count, and the list, or an honest empty state with where to
// find questions to answer.
import type { ReactNode } from 'react';
import { EmptyState, Stack, Text, Title, pagePath } from '@hiroba/shared-ui';

interface ExpertListSectionProps {
  id: string;
  title: string;
  emptyTitle: string;
  emptyHint: string;
  total: number;
  children: ReactNode;
}

export function ExpertListSection({ id, title, emptyTitle, emptyHint, total, children }: ExpertListSectionProps) {
  return (
    <section aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} id={id} size="h3">
          {title}
        </Title>
        {total > 0 ? (
          <>
            <Text>全部で {total}件</Text>
            <Stack component="ul" gap="md" aria-label={title} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {children}
            </Stack>
          </>
        ) : (
          <EmptyState
            message={
              <>
                <strong>{emptyTitle}</strong>
                <br />
                {emptyHint}
              </>
            }
            action={{ label: '回答を待っている質問を見る', to: pagePath('question-type', { type: '未回答' }) }}
          />
        )}
      </Stack>
    </section>
  );
}
