// Client-side checks that save a round trip; the server checks again and its messages win.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (!email) return 'メールアドレスを入力してください。';
  if (!EMAIL_SHAPE.test(email)) return 'メールアドレスの形式が正しくありません。例：name@example.jp';
  return null;
}

/** A rule for a required text field, naming the field in its message. */
export function required(label: string): (value: string) => string | null {
  return (value) => (value.trim() ? null : `${label}を入力してください。`);
}
