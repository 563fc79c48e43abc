// One of the member's comments: the question it answers (a link), the text with its line breaks,
// when it was written, and its likes and replies.
import type { MyComment } from '@hiroba/api-client';
import { Badge, Card, DateText, Group, RouterAnchor, Stack, Text, pagePath } from '@hiroba/shared-ui';

export function MyCommentItem({ comment }: { comment: MyComment }) {
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Stack gap="xs">
        <Group gap="xs">
          {comment.is_expert_answer && (
            <Badge color="green" variant="light">
              専門家の回答
            </Badge>
          )}
          {comment.question ? (
            <RouterAnchor to={`${pagePath('question-detail', { type: comment.question.qa_type, id: comment.question.id })}#comment-${comment.id}`} fw={700}>
              {comment.question.title}
            </RouterAnchor>
          ) : (
            <Text fw={700}>削除された質問</Text>
          )}
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.body}</Text>
        <Text size="sm" c="dimmed">
          <DateText value={comment.created_at} />　いいね {comment.like_counts}　返信 {comment.comment_replies.length}件
        </Text>
      </Stack>
    </Card>
  );
}
