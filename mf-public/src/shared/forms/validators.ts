// Client-side checks give the same plain Japanese messages, naming the field, before a round trip;
// the server checks again and its messages land beside the same fields.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function validateEmail(value: string): string | null {
  const v = value.trim();
  if (!v) return 'メールアドレスを入力してください。';
  if (!EMAIL_PATTERN.test(v)) return 'メールアドレスの形式が正しくありません。例：hanako@example.jp';
  return null;
}

export function requireText(label: string) {
  return (value: string): string | null => (value.trim() ? null : `${label}を入力してください。`);
}

/** The server's rule (8–128 characters, not digits only), shown beside every new-password field. */
export function validateNewPassword(value: string, label = 'パスワード'): string | null {
  if (!value) return `${label}を入力してください。`;
  if (value.length < PASSWORD_MIN_LENGTH) return `${label}は${PASSWORD_MIN_LENGTH}文字以上で入力してください。`;
  if (value.length > PASSWORD_MAX_LENGTH) return `${label}は${PASSWORD_MAX_LENGTH}文字以内で入力してください。`;
  // The server refuses digits-only passwords (they fall to guessing in seconds).
  if (/^\d+$/.test(value)) return `${label}は数字だけにせず、英字や記号も入れてください。`;
  return null;
}

export const PASSWORD_RULES_TEXT = `${PASSWORD_MIN_LENGTH}文字以上で、数字だけにせず英字や記号も入れてください。ほかのサービスと同じパスワードは避けてください。`;
