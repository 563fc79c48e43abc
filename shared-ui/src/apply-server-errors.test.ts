import { renderHook, act } from '@testing-library/react';
import { ApiError } from '@hiroba/api-client';
import { useForm } from '@mantine/form';
import { applyServerErrors, UNKNOWN_ERROR_MESSAGE } from './apply-server-errors';

function useSignUpForm() {
  return useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '', nickname: '', profile: { bio: '' } },
  });
}

describe('applyServerErrors', () => {
  it('puts field errors beside their fields and answers the rest', () => {
    const { result } = renderHook(() => useSignUpForm());
    const error = new ApiError(400, [
      { field: 'email', message: 'メールアドレスの形式が正しくありません。' },
      { field: 'email', message: '二つ目は表示しません。' },
      { field: 'profile.bio', message: '自己紹介が長すぎます。' },
      { field: 'agree_terms', message: '利用規約への同意が必要です。' },
      { message: 'もう一度お試しください。' },
    ]);
    let rest: string[] = [];
    act(() => {
      rest = applyServerErrors(result.current, error);
    });
    expect(result.current.errors).toEqual({
      email: 'メールアドレスの形式が正しくありません。',
      'profile.bio': '自己紹介が長すぎます。',
    });
    expect(rest).toEqual(['利用規約への同意が必要です。', 'もう一度お試しください。']);
  });

  it('answers the network message of a status-0 ApiError', () => {
    const { result } = renderHook(() => useSignUpForm());
    expect(applyServerErrors(result.current, new ApiError(0, []))).toEqual([
      '通信できませんでした。接続を確かめて、もう一度お試しください。',
    ]);
  });

  it('answers one general message for anything else', () => {
    const { result } = renderHook(() => useSignUpForm());
    expect(applyServerErrors(result.current, new TypeError('x is undefined'))).toEqual([UNKNOWN_ERROR_MESSAGE]);
    expect(result.current.errors).toEqual({});
  });
});
