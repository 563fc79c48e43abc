// /my-page/post-question/question-complete: after posting, what happens next.
import { ButtonLink, Group, PageHeader, Stack, Text } from '@hiroba/shared-ui';
import { MY_PAGE_CRUMB, useMemberPage } from '../../../shared/use-member-page';
import { PostingGate } from '../components/posting-gate';

export default function QuestionCompletePage() {
  useMemberPage('質問の投稿完了', [MY_PAGE_CRUMB, { text: '質問する', to: '/my-page/post-question' }]);
  return (
    <Stack gap="xl">
      <PageHeader title="質問の投稿完了" lead="質問を投稿していただき、ありがとうございます。" />
      <PostingGate>
        <Text>
          投稿した質問は「自分の質問」でいつでも確かめられます。回答がつくまで、しばらくお待ちください。内容を直したいときは、「自分の質問」から編集できます。
        </Text>
        <Group>
          <ButtonLink to="/my-page/my-question">
            自分の質問を見る
          </ButtonLink>
          <ButtonLink to="/question-and-answer" variant="outline">
            ほかの質問を見る
          </ButtonLink>
        </Group>
      </PostingGate>
    </Stack>
  );
}
