// The application part of /become-an-expert, by who is looking: a visitor is asked to sign in and
// comes back here; a member applies, sees their application's state, corrects it while it waits,
// or reads the reason of a rejection and applies again; an expert is sent to their own pages.
import { useState } from 'react';
import { api, useSession, type ExpertInfo, type User } from '@hiroba/api-client';
import { EXPERT_STATUS_LABELS } from '@hiroba/contract/fields';
import { Alert, ButtonLink, DateText, Group, LoadError, LoadingState, Stack, Text, Title, pagePath, usePageData } from '@hiroba/shared-ui';
import { isNotFoundError } from '../../../shared/lib/api-errors';
import { ExpertApplicationForm } from './expert-application-form';

const HERE = pagePath('become-an-expert');

export function ExpertApplication() {
  const user = useSession((s) => s.user);
  return (
    <section aria-labelledby="expert-application">
      <Title order={2} id="expert-application" mb="md">
        申し込み
      </Title>
      {user ? <MemberApplication key={user.id} user={user} /> : <SignInFirst />}
    </section>
  );
}

function SignInFirst() {
  return (
    <Stack gap="md">
      <Text>申し込むには、会員としてログインしてください。ログインのあと、このページに戻ります。会員登録は無料です。</Text>
      <Group>
        <ButtonLink to={pagePath('login', {}, { redirect: HERE })} size="md">
          ログインして申し込む
        </ButtonLink>
        <ButtonLink to={pagePath('sign-up-intro', {}, { redirect: HERE })} size="md" variant="outline">
          会員登録（無料）
        </ButtonLink>
      </Group>
    </Stack>
  );
}

function MemberApplication({ user }: { user: User }) {
  const { data, error, reload } = usePageData(
    (signal) => api.expertInfos.showWithUserId({ user_id: user.id }, { signal }).catch((e: unknown) => (isNotFoundError(e) ? null : Promise.reject(e))),
    [user.id],
  );
  const [saved, setSaved] = useState<ExpertInfo | null>(null);
  if (user.role === 'admin') return <Text>管理者のアカウントでは申し込めません。専門家の登録は、管理画面の「専門家の管理」で行います。</Text>;
  if (error) return <LoadError what="お申し込みの状況" error={error} onRetry={reload} />;
  if (data === undefined) return <LoadingState />;
  const info = saved ?? data;
  if (!info) return <ExpertApplicationForm current={null} onSaved={setSaved} />;
  return (
    <Stack gap="lg">
      <ApplicationState info={info} />
      {(info.status === 'pending' || info.status === 'rejected') && <ExpertApplicationForm key={`${info.id}-${info.status}`} current={info} onSaved={setSaved} />}
    </Stack>
  );
}

const STATE_TEXT = {
  pending: '運営者が内容と資格を確かめています。結果はメールでお知らせします。待つあいだも、下のフォームで内容を直せます。',
  approved: '専門家として承認されています。回答や紹介の変更は、専門家のページからどうぞ。',
  rejected: '今回は承認できませんでした。内容を直して、もう一度申し込めます。',
  suspended: '専門家としての活動を停止しています。くわしくは、お問い合わせのページからご連絡ください。',
} as const;

function ApplicationState({ info }: { info: ExpertInfo }) {
  return (
    <Alert color={info.status === 'approved' ? 'green' : info.status === 'pending' ? 'blue' : 'yellow'} title={`お申し込みの状況：${EXPERT_STATUS_LABELS[info.status]}`}>
      <Stack gap="xs">
        <Text>{STATE_TEXT[info.status]}</Text>
        {info.review?.reason && (
          <Text>
            <DateText value={info.review.decided_at} />
            の運営者からのお知らせ：{info.review.reason}
          </Text>
        )}
        {info.status === 'approved' && (
          <Group>
            <ButtonLink to={pagePath('expert-home')} size="sm">
              専門家のページへ
            </ButtonLink>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
