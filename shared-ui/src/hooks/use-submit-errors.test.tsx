import { act, render, renderHook, screen } from '@testing-library/react';
import { ApiError } from '@hiroba/api-client';
import { useForm } from '@mantine/form';
import { UNKNOWN_ERROR_MESSAGE } from '../apply-server-errors';
import { focusFirstError, useSubmitErrors } from './use-submit-errors';

function useContactForm() {
  return useForm({ mode: 'uncontrolled', initialValues: { name: '', email: '' } });
}

// Runs requestAnimationFrame callbacks at once, so the focus move can be checked synchronously.
beforeEach(() => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 0;
  });
});
afterEach(() => jest.restoreAllMocks());

function Fields({ form }: { form: ReturnType<typeof useContactForm> }) {
  return (
    <>
      <label htmlFor="name">お名前</label>
      <input id="name" {...form.getInputProps('name')} key={form.key('name')} />
      <label htmlFor="email">メールアドレス</label>
      <input id="email" {...form.getInputProps('email')} key={form.key('email')} />
    </>
  );
}

describe('useSubmitErrors', () => {
  it('puts field errors beside fields, keeps the rest as messages and focuses the first field in error', () => {
    let errors: ReturnType<typeof useSubmitErrors> | undefined;
    function Harness() {
      const form = useContactForm();
      errors = useSubmitErrors(form);
      return <Fields form={form} />;
    }
    render(<Harness />);
    act(() =>
      errors!.show(
        new ApiError(400, [
          { field: 'email', message: 'メールアドレスの形式が正しくありません。' },
          { message: '時間をおいてお試しください。' },
        ]),
      ),
    );
    expect(errors!.messages).toEqual(['時間をおいてお試しください。']);
    expect(screen.getByLabelText('メールアドレス')).toHaveFocus();

    act(() => errors!.clear());
    expect(errors!.messages).toEqual([]);
  });

  it('answers one general message for an error that is not an ApiError', () => {
    const { result } = renderHook(() => useSubmitErrors(useContactForm()));
    act(() => result.current.show(new Error('boom')));
    expect(result.current.messages).toEqual([UNKNOWN_ERROR_MESSAGE]);
  });
});

describe('focusFirstError', () => {
  it('focuses the first key with a message and ignores empty ones', () => {
    let form: ReturnType<typeof useContactForm> | undefined;
    function Harness() {
      form = useContactForm();
      return <Fields form={form} />;
    }
    render(<Harness />);
    focusFirstError(form!, { name: '', email: '必須です。' });
    expect(screen.getByLabelText('メールアドレス')).toHaveFocus();
  });
});
