// 永久有料会員にする (the server offers it with capabilities.can_make_permanent): a confirmation dialog
// says what happens, then one call. A refusal is shown beside the button, in the server's words.
import { api, type User } from '@hiroba/api-client';
import { List, Text, snackbar } from '@hiroba/shared-ui';
import { ConfirmActionButton } from './confirm-action-button';

interface Props {
  userId: number;
  /** Who is made permanent, as the dialog names them, e.g. ひろば花子さん. */
  memberName: string;
  /** Called with the updated user once the server has made them permanent. */
  onDone(user: User): void;
}

export function MakePermanentButton({ userId, memberName, onDone }: Props) {
  return (
    <ConfirmActionButton
      label="永久有料会員にする"
      question="永久有料会員にしますか？"
      confirmLabel="永久有料会員にすることを確定する"
      failedTitle="永久有料会員にできませんでした"
      action={async () => {
        const user = await api.payments.makePermanentPaidMember({ user_id: userId });
        snackbar.show(`${memberName}を永久有料会員にしました。`, 'success');
        onDone(user);
      }}
    >
      <Text>{memberName}を永久有料会員にします。</Text>
      <List spacing="xs">
        <List.Item>毎月のお支払い（月額プランの自動更新）は今すぐ解約され、これ以降の請求はありません。</List.Item>
        <List.Item>有料会員のまま続き、更新や解約の手続きは要らなくなります。</List.Item>
      </List>
    </ConfirmActionButton>
  );
}
