import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';

/**
 * The field of a code mailed to the person (password reset, e-mail change): its label, the numeric
 * keyboard on phones, the code offered from the mail by autofill, required. Room for a code typed
 * with spaces or full-width digits, which validateCode and normalizeCode read as six digits.
 */
export const CodeInput = forwardRef<HTMLInputElement, TextInputProps>(function CodeInput(props, ref) {
  return (
    <TextInput ref={ref} label="確認コード（6けたの数字）" inputMode="numeric" autoComplete="one-time-code" maxLength={12} required withAsterisk={false} {...props} />
  );
});
