import { charCount, maxChars, normalizeCode, requireText, requiredText, validateCode, validateEmail, validateNewPassword } from './form-rules';

describe('form validators', () => {
  it('name the field in every message', () => {
    expect(validateEmail('')).toBe('メールアドレスを入力してください。');
    expect(validateEmail('hanako@')).toMatch(/^メールアドレスの形式が正しくありません/);
    expect(requireText('お名前')('  ')).toBe('お名前を入力してください。');
    expect(validateNewPassword('', '新しいパスワード')).toBe('新しいパスワードを入力してください。');
  });

  it('accept good values', () => {
    expect(validateEmail(' hanako@example.jp ')).toBeNull();
    expect(requireText('お名前')('花子')).toBeNull();
    expect(validateNewPassword('safe-pass-2026')).toBeNull();
  });

  it("follow the server's password rule: 8 to 128 characters, not digits only", () => {
    expect(validateNewPassword('abc1234')).toBe('パスワードは8文字以上で入力してください。');
    expect(validateNewPassword('a'.repeat(129))).toBe('パスワードは128文字以内で入力してください。');
    expect(validateNewPassword('12345678')).toBe('パスワードは数字だけにせず、英字や記号も入れてください。');
  });
});

describe('text limits', () => {
  it('count characters as the server does and name the field', () => {
    expect(charCount('😀あ')).toBe(2);
    expect(maxChars('資格', 3)('あいう')).toBeNull();
    expect(maxChars('資格', 3)('あいうえ')).toBe('資格は3文字以内で入力してください。');
    expect(requiredText('タイトル', 5)(' ')).toBe('タイトルを入力してください。');
    expect(requiredText('タイトル', 5)('あいうえおか')).toBe('タイトルは5文字以内で入力してください。');
  });
});

describe('normalizeCode', () => {
  it('reads a code typed with full-width digits, spaces or hyphens as six plain digits', () => {
    expect(normalizeCode('１２３ ４５６')).toBe('123456');
    expect(normalizeCode('123-456')).toBe('123456');
    expect(normalizeCode(' 123456\n')).toBe('123456');
  });

  it('is what validateCode checks: six digits, however typed', () => {
    expect(validateCode('１２３ ４５６')).toBeNull();
    expect(validateCode(' ')).toBe('確認コードを入力してください。');
    expect(validateCode('12a')).toBe('確認コードは6けたの数字で入力してください。');
  });
});
