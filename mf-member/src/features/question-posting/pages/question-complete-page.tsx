// /my-page/post-question/question-complete?id={id}: thanks, what happens next, and a link to the
// question. The URL segment comes with the navigation; after a reload it is fetched.
import { api, type QuestionSummary } from '@hiroba/api-client';
import { useLocation, useSearchParams } from 'react-router-dom';
import { HELD_NOTICE } from '@hiroba/contract/fields';
import {
  ButtonLink,
  Group,
  List,
  PageHeader,
  Stack,
  Text,
  usePageData,
  pagePath,
  parseId,
} from '@hiroba/shared-ui';
import { MY_PAGE_CRUMB, useMemberPage } from '../../../shared/use-member-page';
import { PostingGate } from '../components/posting-gate';
import { MemberCrisisHelp } from '../../../shared/member-crisis-help';

/** What the question form passes along: the URL segment, and what the server's answer said. */
export interface QuestionCompleteState {
  qaType?: QaType;
  crisisHelp?: boolean;
  held?: boolean;
}

type QaType = QuestionSummary['qa_type'];

function QuestionLink({ id }: { id: number }) {
  const state = useLocation().state as QuestionCompleteState | null;
  const known = state?.qaType;
  const { data } = usePageData(
    async (signal): Promise<QaType> => known ?? (await api.questions.get(id, { signal })).qa_type,
    [id, known],
  );
  if (!data) return null;
  return <ButtonLink to={pagePath('question-detail', { type: data, id })}>投稿した質問を見る</ButtonLink>;
}

export default function QuestionCompletePage() {
  useMemberPage('質問の投稿完了', [MY_PAGE_CRUMB, { text: '質問する', to: pagePath('post-question') }]);
  const id = parseId(useSearchParams()[0].get('id'));
  const state = useLocation().state as QuestionCompleteState | null;
  return (
    <Stack gap="xl">
      {state?.crisisHelp && <MemberCrisisHelp />}
      <PageHeader title="質問の投稿完了" lead="質問を投稿していただき、ありがとうございます。" />
      <PostingGate>
        <Stack gap="sm">
          <Text fw={700}>これからの流れ</Text>
          <List spacing="xs">
            <List.Item>{state?.held ? HELD_NOTICE : '質問はQ&Aに公開され、だれでも読めるようになりました。'}</List.Item>
            <List.Item>専門家やほかの会員から回答がつくと、質問のページに表示されます。</List.Item>
            <List.Item>回答の状況は「自分の質問」でいつでも確かめられます。内容を直したいときも、そこから編集できます。</List.Item>
          </List>
        </Stack>
        <Group>
          {id && <QuestionLink id={id} />}
          <ButtonLink to={pagePath('my-question')} variant="outline">
            自分の質問を見る
          </ButtonLink>
          <ButtonLink to={pagePath('question-list')} variant="outline">
            ほかの質問を見る
          </ButtonLink>
        </Group>
      </PostingGate>
    </Stack>
  );
}
