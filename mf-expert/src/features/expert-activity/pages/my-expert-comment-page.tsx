// /my-page-expert/my-expert-comment: the expert's answers, newest first, each linked to its question.
import { api } from '@hiroba/api-client';
import {
  Badge,
  Card,
  DateText,
  Group,
  LoadingState,
  PageHeader,
  Pager,
  RouterAnchor,
  Stack,
  Text,
  usePageData,
  usePageParam,
  LoadError,
  pagePath,
} from '@hiroba/shared-ui';
import { useExpertPage } from '../../../shared/use-expert-page';
import { ExpertListSection } from '../components/expert-list-section';
import { EXPERT_PER } from '../lib/expert-per';

function ExpertComments() {
  const page = usePageParam();
  const { data, error, reload } = usePageData((signal) => api.comments.myComments({ page, per: EXPERT_PER }, { signal }), [page]);
  if (error) return <LoadError error={error} onRetry={reload} />;
  if (!data) return <LoadingState />;
  return (
    <>
      <ExpertListSection
        id="expert-comments"
        title="書いた回答"
        emptyTitle="まだ回答がありません"
        emptyHint="質問のページで専門家として回答すると、ここに表示されます。"
        total={data.meta.total}
      >
        {data.data.map((comment) => (
          <Card component="li" key={comment.id} withBorder padding="md" radius="md">
            <Stack gap="xs">
              <Group gap="xs">
                {/* Written before approval (or after suspension), a comment is not an expert answer. */}
                {!comment.is_expert_answer && <Badge color="gray" variant="light">一般のコメント</Badge>}
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
        ))}
      </ExpertListSection>
      <Pager total={data.meta.total_pages} label="書いた回答のページ送り" />
    </>
  );
}

export default function MyExpertCommentPage() {
  useExpertPage('あなたの回答');
  return (
    <Stack gap="xl">
      <PageHeader title="あなたの回答" lead="専門家として質問に書いた回答を、新しい順に見られます。" />
      <ExpertComments />
    </Stack>
  );
}
