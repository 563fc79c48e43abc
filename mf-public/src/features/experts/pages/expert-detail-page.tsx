import { api, useSession, type ExpertInfo } from '@hiroba/api-client';
import { useParams } from 'react-router-dom';
import {
  ButtonLink,
  Group,
  PageHeader,
  ProfileAvatar,
  Text,
  Title,
  useBreadcrumbs,
  usePageTitle,
  pagePath,
  parseId,
  offersAskQuestion,
} from '@hiroba/shared-ui';
import { RecordPage } from '../../../shared/components/record-page';
import { QuestionDigest } from '../../../shared/questions/question-digest';

const longText = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function ExpertView({ expert }: { expert: ExpertInfo }) {
  const user = useSession((s) => (s.token ? s.user : null));
  usePageTitle(`${expert.name}（専門家）`);
  useBreadcrumbs([
    { text: 'トップ', to: pagePath('top') },
    { text: '専門家の一覧', to: pagePath('expert-list') },
    { text: expert.name, disabled: true },
  ]);
  return (
    <>
      <Group align="center" mb="md">
        <ProfileAvatar src={expert.profile_image} name={expert.name} size="xl" />
        <PageHeader title={expert.name} lead={expert.title ?? undefined} />
      </Group>
      {offersAskQuestion(user) && (
        <ButtonLink to={pagePath('post-question', {}, { expert_info_id: expert.id })} mb="lg">
          {expert.name}さんに質問する
        </ButtonLink>
      )}
      <section aria-labelledby="expert-profile">
        <Title order={2} id="expert-profile" mb="sm">
          プロフィール
        </Title>
        <Text style={longText}>{expert.profile || 'プロフィールはまだ書かれていません。'}</Text>
      </section>
      {expert.qualifications && (
        <section aria-labelledby="expert-qualifications">
          <Title order={2} id="expert-qualifications" mt="xl" mb="sm">
            資格
          </Title>
          <Text style={longText}>{expert.qualifications}</Text>
        </section>
      )}
      <section aria-labelledby="expert-questions">
        <Title order={2} id="expert-questions" mt="xl" mb="sm">
          {expert.name}さんに寄せられた質問
        </Title>
        <QuestionDigest
          load={(signal) => api.questions.questionByExpertInfoId({ expert_info_id: expert.id, per: 20 }, { signal })}
          empty={`${expert.name}さんに寄せられた質問は、まだありません。`}
          more={{ label: 'Q&Aを見る', to: pagePath('question-list') }}
        />
      </section>
    </>
  );
}

/** /list-of-experts/{id}: an approved expert's profile and the questions addressed to them. */
export default function ExpertDetailPage() {
  return (
    <RecordPage id={parseId(useParams().expertInfoId)} get={(id, signal) => api.expertInfos.get(id, { signal })}>
      {(expert) => <ExpertView key={expert.id} expert={expert} />}
    </RecordPage>
  );
}
