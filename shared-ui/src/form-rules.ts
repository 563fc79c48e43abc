// The browser's checks of form fields, the same plain Japanese messages everywhere, each naming its
// field, before a round trip; the server checks again and its messages land beside the same fields.
// Limits come from the contract (@hiroba/contract/fields), the server's own numbers.
import { LIMITS } from '@hiroba/contract/fields';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Rule = (value: string) => string | null;

/** A mailed code as typed, with a Japanese IME too: "１２３ ４５６" becomes "123456". */
export function normalizeCode(value: string): string {
  return value.normalize('NFKC').replace(/[\s-]/g, '');
}

/** A mailed code: six digits once normalised. */
export function validateCode(value: string): string | null {
  const code = normalizeCode(value);
  if (!code) return '確認コードを入力してください。';
  return /^\d{6}$/.test(code) ? null : '確認コードは6けたの数字で入力してください。';
}

/** Characters as the server counts them (code points, so an emoji counts once). */
export function charCount(value: string): number {
  return Array.from(value).length;
}

export function requireText(label: string): Rule {
  return (value) => (value.trim() ? null : `${label}を入力してください。`);
}

export function maxChars(label: string, max: number): Rule {
  return (value) => (charCount(value.trim()) > max ? `${label}は${max}文字以内で入力してください。` : null);
}

/** Required and at most `max` characters. */
export function requiredText(label: string, max: number): Rule {
  return (value) => requireText(label)(value) ?? maxChars(label, max)(value);
}

export function validateEmail(value: string): string | null {
  const v = value.trim();
  if (!v) return 'メールアドレスを入力してください。';
  if (!EMAIL_PATTERN.test(v)) return 'メールアドレスの形式が正しくありません。例：hanako@example.jp';
  return null;
}

/** The server's rule (LIMITS.password, not digits only), beside every new-password field. */
export function validateNewPassword(value: string, label = 'パスワード'): string | null {
  const { min, max } = LIMITS.password;
  if (!value) return `${label}を入力してください。`;
  if (value.length < min) return `${label}は${min}文字以上で入力してください。`;
  if (value.length > max) return `${label}は${max}文字以内で入力してください。`;
  // The server refuses digits-only passwords (they fall to guessing in seconds).
  if (/^\d+$/.test(value)) return `${label}は数字だけにせず、英字や記号も入れてください。`;
  return null;
}

export const PASSWORD_RULES_TEXT = `${LIMITS.password.min}文字以上で、数字だけにせず英字や記号も入れてください。ほかのサービスと同じパスワードは避けてください。`;
