// /my-page-expert/edit-info: the expert edits their public profile; the review status is shown, not
// editable. Below it the account's e-mail address and password (docs/product.md#account-settings), as
// on /my-page/edit-info, where the nickname and picture of the member account are changed (and, for an
// expert without a record yet, the e-mail and password too).
import { accountCalls } from '@hiroba/api-client';
import { Divider, LoadingState, PageHeader, RouterAnchor, Stack, Text, pagePath } from '@hiroba/shared-ui';
import { EmailChangeSection, PasswordChangeSection } from '@hiroba/shared-ui/signed-in';
import { EXPERT_STATUS_NOTES } from '../../../shared/expert-status';
import { ExpertStatusLine } from '../../../shared/expert-status-line';
import { NoExpertInfo } from '../../../shared/no-expert-info';
import { useExpert } from '../../../shared/use-expert';
import { useExpertPage } from '../../../shared/use-expert-page';
import { ExpertProfileForm } from '../components/expert-profile-form';

export default function ExpertEditInfoPage() {
  useExpertPage('専門家プロフィール');
  const user = useExpert();
  if (!user) return <LoadingState />;
  const expert = user.expert_info;
  return (
    <Stack gap="xl">
      <PageHeader title="専門家プロフィール" lead="専門家一覧や回答のそばに表示される、あなたの紹介です。変えたら「保存する」を押してください。" />
      {expert ? (
        <>
          <Stack gap="xs">
            <ExpertStatusLine status={expert.status} />
            <Text size="sm">{EXPERT_STATUS_NOTES[expert.status]} 審査の状況は運営が変えます。</Text>
          </Stack>
          <ExpertProfileForm key={expert.id} expert={expert} />
        </>
      ) : (
        <NoExpertInfo />
      )}
      <Text>
        会員としてのニックネームと画像は、<RouterAnchor to={pagePath('member-edit-info')}>マイページのプロフィールの変更</RouterAnchor>で変えられます。
      </Text>
      {expert ? (
        <>
          <Divider />
          <EmailChangeSection email={user.email} startEmailChange={accountCalls.startEmailChange} confirmEmailChange={accountCalls.confirmEmailChange} />
          <Divider />
          <PasswordChangeSection changePassword={accountCalls.changePassword} />
        </>
      ) : (
        // Without an expert record this page only explains; the account is changed on the member page.
        <Text>
          メールアドレスとパスワードも、<RouterAnchor to={pagePath('member-edit-info')}>マイページのプロフィールの変更</RouterAnchor>で変えられます。
        </Text>
      )}
    </Stack>
  );
}
