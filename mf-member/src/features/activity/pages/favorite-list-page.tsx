// /my-page/favorite-list: favourite questions and columns (the lists fill in once favouriting exists).
import { PageHeader, Stack } from '@hiroba/shared-ui';
import { useMemberPage } from '../../../shared/use-member-page';
import { ActivitySection } from '../components/activity-section';

export default function FavoriteListPage() {
  useMemberPage('お気に入り');
  return (
    <Stack gap="xl">
      <PageHeader
        title="お気に入り"
        lead="質問やコラムのページで「お気に入り」を押すと、ここにまとめて表示されます。あとで読み返したいときに便利です。"
      />
      <ActivitySection
        id="favorite-questions"
        title="お気に入りの質問"
        emptyTitle="お気に入りの質問はまだありません"
        emptyHint="気になる質問を見つけたら、お気に入りに入れてみましょう。"
        browseTo="/question-and-answer"
        browseLabel="質問を探す"
      />
      <ActivitySection
        id="favorite-columns"
        title="お気に入りのコラム"
        emptyTitle="お気に入りのコラムはまだありません"
        emptyHint="役に立ったコラムをお気に入りに入れておくと、すぐに読み返せます。"
        browseTo="/column"
        browseLabel="コラムを読む"
      />
    </Stack>
  );
}
