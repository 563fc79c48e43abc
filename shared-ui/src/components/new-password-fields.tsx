// 新しいパスワード typed twice, with their rules: the same two fields wherever a person sets a password
// (the password reset and the password change), so the wording and the checks cannot drift apart.
import type { GetInputPropsReturnType } from '@mantine/form';
import { PASSWORD_RULES_TEXT, validateNewPassword } from '../form-rules';
import { PasswordInput } from '../forms/lazy-form-parts';

export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/** The two fields' rules, for useForm's `validate`. */
export const newPasswordRules = {
  password: (value: string) => validateNewPassword(value, '新しいパスワード'),
  password_confirmation: (value: string, values: NewPasswordValues) => {
    if (!value) return '新しいパスワード（確認）を入力してください。';
    return value === values.password ? null : '新しいパスワード（確認）が一致しません。同じパスワードをもう一度入力してください。';
  },
};

/** `inputProps`: the form's getInputProps for these two fields. */
export function NewPasswordFields({ inputProps }: { inputProps: (field: keyof NewPasswordValues) => GetInputPropsReturnType }) {
  return (
    <>
      <PasswordInput
        label="新しいパスワード"
        description={PASSWORD_RULES_TEXT}
        autoComplete="new-password"
        required
        withAsterisk={false}
        {...inputProps('password')}
      />
      <PasswordInput
        label="新しいパスワード（確認）"
        description="確かめのため、同じパスワードをもう一度入力してください。"
        autoComplete="new-password"
        required
        withAsterisk={false}
        {...inputProps('password_confirmation')}
      />
    </>
  );
}
