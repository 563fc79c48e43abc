// /my-page/post-question: how to write a good question; the form itself arrives with the Q&A issue.
import { PageHeader, Stack } from '@hiroba/shared-ui';
import { useMemberPage } from '../../../shared/use-member-page';
import { FormComingNote } from '../components/form-coming-note';
import { PostingGate } from '../components/posting-gate';
import { QuestionGuide } from '../components/question-guide';

export default function PostQuestionPage() {
  useMemberPage('質問する');
  return (
    <Stack gap="xl">
      <PageHeader title="質問する" lead="障害福祉について、専門家やほかの会員に質問できます。" />
      <PostingGate>
        <QuestionGuide />
        <FormComingNote action="質問" />
      </PostingGate>
    </Stack>
  );
}
