// /my-page-expert/my-expert-question: questions members addressed to this expert, answered or not,
// each with a link to answer it on its page.
import { api } from '@hiroba/api-client';
import {
  Badge,
  ButtonLink,
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
  ANSWER_STATE_COLORS,
  ANSWER_STATE_LABELS,
  pagePath,
} from '@hiroba/shared-ui';
import { NoExpertInfo } from '../../../shared/no-expert-info';
import { useExpert } from '../../../shared/use-expert';
import { useExpertPage } from '../../../shared/use-expert-page';
import { ExpertListSection } from '../components/expert-list-section';
import { EXPERT_PER } from '../lib/expert-per';

function AddressedQuestions({ expertInfoId }: { expertInfoId: number }) {
  const page = usePageParam();
  const { data, error, reload } = usePageData(
    (signal) => api.questions.questionByExpertInfoId({ expert_info_id: expertInfoId, page, per: EXPERT_PER }, { signal }),
    [expertInfoId, page],
  );
  if (error) return <LoadError error={error} onRetry={reload} />;
  if (!data) return <LoadingState />;
  return (
    <>
      <ExpertListSection
        id="expert-questions"
        title="指名された質問"
        emptyTitle="まだ質問がありません"
        emptyHint="会員があなたを指名して質問すると、ここに表示されます。"
        total={data.meta.total}
      >
        {data.data.map((question) => {
          const titleId = `question-${question.id}-title`;
          const waiting = question.answer_state !== 'expert_answered';
          return (
            <Card component="li" key={question.id} withBorder padding="md" radius="md">
              <Stack gap="xs">
                <Group gap="xs">
                  <Badge color={ANSWER_STATE_COLORS[question.answer_state]} variant="light">
                    {ANSWER_STATE_LABELS[question.answer_state]}
                  </Badge>
                  {question.category && <Badge variant="outline" color="gray">{question.category.title}</Badge>}
                </Group>
                <RouterAnchor to={pagePath('question-detail', { type: question.qa_type, id: question.id })} fw={700} size="lg" id={titleId}>
                  {question.title}
                </RouterAnchor>
                <Text size="sm">{question.excerpt}</Text>
                <Text size="sm" c="dimmed">
                  投稿日 <DateText value={question.created_at} />　回答・コメント {question.comment_counts}件
                </Text>
                <Group>
                  <ButtonLink to={`${pagePath('question-detail', { type: question.qa_type, id: question.id })}#answer-form`} variant={waiting ? 'filled' : 'outline'} aria-describedby={titleId}>
                    {waiting ? '回答する' : '回答を見る'}
                  </ButtonLink>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </ExpertListSection>
      <Pager total={data.meta.total_pages} label="指名された質問のページ送り" />
    </>
  );
}

export default function MyExpertQuestionPage() {
  useExpertPage('あなたあての質問');
  const user = useExpert();
  const expertInfoId = user?.expert_info?.id;
  return (
    <Stack gap="xl">
      <PageHeader title="あなたあての質問" lead="会員があなたを指名して投稿した質問の一覧です。まだ専門家の回答がないものには「回答する」が出ます。" />
      {!user ? <LoadingState /> : expertInfoId ? <AddressedQuestions expertInfoId={expertInfoId} /> : <NoExpertInfo />}
    </Stack>
  );
}
