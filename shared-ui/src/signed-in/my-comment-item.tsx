// One of a person's own comments (the member's 自分の回答, the expert's あなたの回答): the question
// it answers (a link to the comment), the text with its line breaks, when, and its likes and replies;
// a held or hidden comment shows its mark.
import { itemPath } from '@hiroba/contract/items';
import { Badge, Card, Group, Stack, Text, DateText, ModerationMark, RouterAnchor } from '@hiroba/shared-ui';
import type { MyComment } from '@hiroba/api-client';

interface MyCommentItemProps {
  comment: MyComment;
  /**
   * Which comments stand out: a member's list marks their expert answers; an expert's list marks
   * the comments that are not expert answers (written before approval or after suspension).
   */
  mark: 'expert-answers' | 'member-comments';
}

export function MyCommentItem({ comment, mark }: MyCommentItemProps) {
  const badge =
    mark === 'expert-answers'
      ? comment.is_expert_answer && <Badge color="green" variant="light">専門家の回答</Badge>
      : !comment.is_expert_answer && <Badge color="gray" variant="light">一般のコメント</Badge>;
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Stack gap="xs">
        <Group gap="xs">
          {badge}
          {comment.question ? (
            <RouterAnchor to={itemPath({ kind: 'comment', id: comment.id, question: comment.question })} fw={700}>
              {comment.question.title}
            </RouterAnchor>
          ) : (
            <Text fw={700}>削除された質問</Text>
          )}
        </Group>
        <ModerationMark state={comment.moderation} />
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.body}</Text>
        <Text size="sm" c="dimmed">
          <DateText value={comment.created_at} />　いいね {comment.like_counts}　返信 {comment.comment_replies.length}件
        </Text>
      </Stack>
    </Card>
  );
}
