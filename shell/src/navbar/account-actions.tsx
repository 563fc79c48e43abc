// The person's own actions: 質問する (paid members), the account button, ログイン/ログアウト and the
// profile link. Shown in the header on wide screens and inside the menu drawer on phones.
import { Group } from '@hiroba/shared-ui';
import { AccountButton } from './account-button';
import { AskQuestionButton } from './ask-question-button';
import { ProfileLink } from './profile-link';
import { SignInOutButton } from './sign-in-out-button';

export function AccountActions({ stacked = false }: { stacked?: boolean }) {
  return (
    <Group gap="xs" justify={stacked ? 'flex-start' : 'flex-end'}>
      <AskQuestionButton />
      <AccountButton />
      <SignInOutButton />
      <ProfileLink />
    </Group>
  );
}
