// /my-page/favorite-list: favorite questions and favorite columns, each with its お気に入り toggle.
import { api } from '@hiroba/api-client';
import { PageHeader, Stack, pagePath } from '@hiroba/shared-ui';
import { PagedActivity, QuestionListItem } from '@hiroba/shared-ui/signed-in';
import { useMemberPage } from '../../../shared/use-member-page';
import { ColumnListItem } from '../components/column-list-item';
import { ColumnFavoriteToggle, QuestionFavoriteToggle } from '../components/favorite-toggle';
import { ACTIVITY_PER } from '../lib/activity-per';

export default function FavoriteListPage() {
  useMemberPage('お気に入り');
  return (
    <Stack gap="xl">
      <PageHeader
        title="お気に入り"
        lead="質問やコラムのページで「お気に入り」を押すと、ここにまとめて表示されます。ここで「お気に入り」を押すと外れ、もう一度押すと戻ります。"
      />
      {/* Unfavoriting keeps the row (a slip is undone by pressing again), so these lists do not follow writes. */}
      <PagedActivity
        id="favorite-questions"
        title="お気に入りの質問"
        emptyTitle="お気に入りの質問はまだありません"
        emptyHint="気になる質問を見つけたら、お気に入りに入れてみましょう。"
        browse={{ to: pagePath('question-list'), label: '質問を探す' }}
        load={(page, signal) => api.questionFavorites.myFavoriteQuestions({ page, per: ACTIVITY_PER }, { signal })}
        renderItem={(question) => (
          <QuestionListItem key={question.id} question={question}>
            <QuestionFavoriteToggle question={question} />
          </QuestionListItem>
        )}
        after={
          <PagedActivity
            id="favorite-columns"
            title="お気に入りのコラム"
            emptyTitle="お気に入りのコラムはまだありません"
            emptyHint="役に立ったコラムをお気に入りに入れておくと、すぐに読み返せます。"
            browse={{ to: pagePath('column-list'), label: 'コラムを読む' }}
            param="column_page"
            load={(page, signal) => api.columnFavorites.myFavoriteColumns({ page, per: ACTIVITY_PER }, { signal })}
            renderItem={(column) => (
              <ColumnListItem key={column.id} column={column}>
                <ColumnFavoriteToggle column={column} />
              </ColumnListItem>
            )}
          />
        }
      />
    </Stack>
  );
}
