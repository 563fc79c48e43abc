// One question in the member's own lists: answer state, title (a link to its page), excerpt, and
// the counts, with room for actions (edit, delete, unfavorite).
import type { ReactNode } from 'react';
import type { QuestionSummary } from '@hiroba/api-client';
import {
  Badge,
  Card,
  DateText,
  Group,
  RouterAnchor,
  Stack,
  Text,
  ANSWER_STATE_COLORS,
  ANSWER_STATE_LABELS,
  pagePath,
} from '@hiroba/shared-ui';

/** The title link's id, so a row's buttons can name their question (aria-describedby). */
export const questionTitleId = (id: number) => `question-${id}-title`;

interface QuestionListItemProps {
  question: QuestionSummary;
  children?: ReactNode;
}

export function QuestionListItem({ question, children }: QuestionListItemProps) {
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={ANSWER_STATE_COLORS[question.answer_state]} variant="light">
            {ANSWER_STATE_LABELS[question.answer_state]}
          </Badge>
          {question.category && <Badge variant="outline" color="gray">{question.category.title}</Badge>}
        </Group>
        <RouterAnchor to={pagePath('question-detail', { type: question.qa_type, id: question.id })} fw={700} size="lg" id={questionTitleId(question.id)}>
          {question.title}
        </RouterAnchor>
        {question.excerpt && <Text size="sm">{question.excerpt}</Text>}
        <Text size="sm" c="dimmed">
          投稿日 <DateText value={question.created_at} />　回答・コメント {question.comment_counts}件　いいね {question.like_counts}　お気に入り{' '}
          {question.favorite_counts}　閲覧 {question.view_counts}
        </Text>
        {children && <Group gap="sm">{children}</Group>}
      </Stack>
    </Card>
  );
}

/** The list around QuestionListItem rows (a plain list for screen readers, no bullets). */
export function QuestionList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="md" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {children}
    </Stack>
  );
}
