// 現在のパスワード, asked before an account setting changes (the e-mail and password sections), with
// its rule: one wording and one check for both.
import { PasswordInput, type GetInputPropsReturnType } from '@hiroba/shared-ui';

export const currentPasswordRule = (value: string) => (value ? null : '現在のパスワードを入力してください。');

export function CurrentPasswordField(props: GetInputPropsReturnType) {
  return (
    <PasswordInput
      label="現在のパスワード"
      description="ご本人の確認のため、いまのパスワードを入力してください。"
      autoComplete="current-password"
      required
      withAsterisk={false}
      {...props}
    />
  );
}
