// この方の活動: where the admin reads the person as a user (their posts, the admin actions about
// them), and how much they have written here. The counts are a help: without them the link remains.
import { api } from '@hiroba/api-client';
import { Paper, RouterAnchor, Stack, Text, Title, pagePath, usePageData } from '@hiroba/shared-ui';

const TITLE_ID = 'admin-expert-activity-title';

function Counts({ userId }: { userId: number }) {
  const { data } = usePageData((signal) => api.users.activity(userId, { signal }).catch(() => null), [userId]);
  if (!data) return null;
  return (
    <Text>
      質問 {data.counts.questions.toLocaleString('ja-JP')}件、回答・コメント {data.counts.comments.toLocaleString('ja-JP')}件
    </Text>
  );
}

export function ExpertActivity({ userId }: { userId: number | null }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={TITLE_ID}>
          この方の活動
        </Title>
        {userId === null ? (
          <Text>この方は退会しています。</Text>
        ) : (
          <>
            <Counts userId={userId} />
            <RouterAnchor to={pagePath('admin-user-detail', { kind: 'expert', id: userId })}>ユーザーとしての登録内容と活動を見る</RouterAnchor>
          </>
        )}
      </Stack>
    </Paper>
  );
}
