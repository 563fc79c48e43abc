// /my-page/favorite-list: favorite questions (each with its お気に入り toggle) and columns.
import { api } from '@hiroba/api-client';
import {
  LoadingState,
  PageHeader,
  Pager,
  Stack,
  usePageData,
  usePageParam,
  LoadError,
  pagePath,
} from '@hiroba/shared-ui';
import { QuestionList, QuestionListItem } from '../../../shared/questions/question-list-item';
import { useMemberPage } from '../../../shared/use-member-page';
import { ActivitySection } from '../components/activity-section';
import { FavoriteToggle } from '../components/favorite-toggle';
import { ACTIVITY_PER } from '../lib/activity-per';

function FavoriteQuestions() {
  const page = usePageParam();
  const { data, error, reload } = usePageData((signal) => api.questionFavorites.myFavoriteQuestions({ page, per: ACTIVITY_PER }, { signal }), [page]);
  if (error) return <LoadError error={error} onRetry={reload} />;
  if (!data) return <LoadingState />;
  return (
    <>
      <ActivitySection
        id="favorite-questions"
        title="お気に入りの質問"
        emptyTitle="お気に入りの質問はまだありません"
        emptyHint="気になる質問を見つけたら、お気に入りに入れてみましょう。"
        browseTo={pagePath('question-list')}
        browseLabel="質問を探す"
        total={data.meta.total}
      >
        <QuestionList label="お気に入りの質問">
          {data.data.map((question) => (
            <QuestionListItem key={question.id} question={question}>
              <FavoriteToggle question={question} />
            </QuestionListItem>
          ))}
        </QuestionList>
      </ActivitySection>
      <Pager total={data.meta.total_pages} label="お気に入りの質問のページ送り" />
    </>
  );
}

export default function FavoriteListPage() {
  useMemberPage('お気に入り');
  return (
    <Stack gap="xl">
      <PageHeader
        title="お気に入り"
        lead="質問やコラムのページで「お気に入り」を押すと、ここにまとめて表示されます。ここで「お気に入り」を押すと外れ、もう一度押すと戻ります。"
      />
      <FavoriteQuestions />
      {/* Column favorites have no client call yet (api-client): the section says so honestly. */}
      <ActivitySection
        id="favorite-columns"
        title="お気に入りのコラム"
        emptyTitle="お気に入りのコラムはまだありません"
        emptyHint="役に立ったコラムをお気に入りに入れておくと、すぐに読み返せます。"
        browseTo={pagePath('column-list')}
        browseLabel="コラムを読む"
      />
    </Stack>
  );
}
