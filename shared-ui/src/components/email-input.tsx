import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';

/** The e-mail field of every form: its label, the e-mail keyboard on phones, autofill, required. */
export const EmailInput = forwardRef<HTMLInputElement, TextInputProps>(function EmailInput(props, ref) {
  return <TextInput ref={ref} label="メールアドレス" type="email" inputMode="email" autoComplete="email" required withAsterisk={false} {...props} />;
});
