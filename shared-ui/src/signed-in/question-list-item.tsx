// One question in a person's own lists (my questions, favorites, the questions addressed to an
// expert): 解決済み, answer state, category, title (a link to its page), excerpt, the counts, and room for
// actions (edit, delete, unfavorite, answer); a held or hidden question shows its mark.
import { Badge, Card, Group, Stack, Text, DateText, ModerationMark, ResolvedBadge, RouterAnchor, ANSWER_STATE_COLORS, ANSWER_STATE_LABELS, pagePath } from '@hiroba/shared-ui';
import type { ReactNode } from 'react';
import type { QuestionSummary } from '@hiroba/api-client';

/** The title link's id, so a row's buttons can name their question (aria-describedby). */
export const questionTitleId = (id: number) => `question-${id}-title`;

export function QuestionListItem({ question, children }: { question: QuestionSummary; children?: ReactNode }) {
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Stack gap="xs">
        <Group gap="xs">
          <ResolvedBadge resolved={question.resolved} />
          <Badge color={ANSWER_STATE_COLORS[question.answer_state]} variant="light">
            {ANSWER_STATE_LABELS[question.answer_state]}
          </Badge>
          {question.category && <Badge variant="outline" color="gray">{question.category.title}</Badge>}
        </Group>
        <RouterAnchor to={pagePath('question-detail', { type: question.qa_type, id: question.id })} fw={700} size="lg" id={questionTitleId(question.id)}>
          {question.title}
        </RouterAnchor>
        {/* Held or hidden by moderation: the author reads why others do not see it (docs/moderation.md). */}
        <ModerationMark state={question.moderation} />
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
