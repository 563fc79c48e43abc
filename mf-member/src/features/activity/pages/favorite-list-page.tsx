// /my-page/favorite-list: favorite questions (each with its お気に入り toggle) and columns.
import { api } from '@hiroba/api-client';
import { ActivitySection, PageHeader, PagedActivity, QuestionListItem, Stack, pagePath } from '@hiroba/shared-ui';
import { useMemberPage } from '../../../shared/use-member-page';
import { FavoriteToggle } from '../components/favorite-toggle';
import { ACTIVITY_PER } from '../lib/activity-per';

export default function FavoriteListPage() {
  useMemberPage('お気に入り');
  return (
    <Stack gap="xl">
      <PageHeader
        title="お気に入り"
        lead="質問やコラムのページで「お気に入り」を押すと、ここにまとめて表示されます。ここで「お気に入り」を押すと外れ、もう一度押すと戻ります。"
      />
      {/* Unfavoriting keeps the row (a slip is undone by pressing again), so this list does not follow writes. */}
      <PagedActivity
        id="favorite-questions"
        title="お気に入りの質問"
        emptyTitle="お気に入りの質問はまだありません"
        emptyHint="気になる質問を見つけたら、お気に入りに入れてみましょう。"
        browse={{ to: pagePath('question-list'), label: '質問を探す' }}
        load={(page, signal) => api.questionFavorites.myFavoriteQuestions({ page, per: ACTIVITY_PER }, { signal })}
        renderItem={(question) => (
          <QuestionListItem key={question.id} question={question}>
            <FavoriteToggle question={question} />
          </QuestionListItem>
        )}
        after={
          // Column favorites have no client call yet (api-client): the section says so honestly.
          <ActivitySection
            id="favorite-columns"
            title="お気に入りのコラム"
            emptyTitle="お気に入りのコラムはまだありません"
            emptyHint="役に立ったコラムをお気に入りに入れておくと、すぐに読み返せます。"
            browse={{ to: pagePath('column-list'), label: 'コラムを読む' }}
          />
        }
      />
    </Stack>
  );
}
