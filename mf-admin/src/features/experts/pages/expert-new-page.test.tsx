import { fireEvent, renderWithProviders, screen, waitFor, within } from '@hiroba/shared-ui/test';
import { answer, answerError } from '@hiroba/api-client/test-support';
import { useSnackbar } from '@hiroba/shared-ui';
import { makeUser } from '../../../shared/test/fixtures';
import { makeExpertInfo } from '../../../shared/test/expert-fixtures';
import ExpertNewPage from './expert-new-page';

beforeEach(() => useSnackbar.getState().close());

const TEXT = {
  お名前: '鈴木 みどり',
  肩書き: '相談支援専門員',
  資格: '社会福祉士',
  回答できる分野: '障害福祉サービスの使い方',
  紹介文: '相談支援事業所で働いています。',
};

function fill(values: Record<string, string>) {
  const form = screen.getByRole('form', { name: '専門家の登録' });
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(form).getByRole('textbox', { name: label }), { target: { value } });
  }
}

test('every field is labelled; the required ones are checked beside each field before any call', async () => {
  const created = answer('post', 'users/create_user_expert', { data: makeUser('expert') });
  renderWithProviders(<ExpertNewPage />, { route: '/admin/experts/new' });
  const form = screen.getByRole('form', { name: '専門家の登録' });
  for (const label of ['メールアドレス', ...Object.keys(TEXT)]) expect(within(form).getByRole('textbox', { name: label })).toBeRequired();
  expect(within(form).getByRole('textbox', { name: '資格の確認方法' })).not.toBeRequired();
  expect(within(form).getByRole('button', { name: /プロフィール画像/ })).toBeInTheDocument();

  fireEvent.click(within(form).getByRole('button', { name: '専門家を登録する' }));
  const email = within(form).getByRole('textbox', { name: 'メールアドレス' });
  await waitFor(() => expect(email).toHaveAccessibleDescription(/メールアドレスを入力してください。/));
  expect(within(form).getByRole('textbox', { name: '紹介文' })).toHaveAccessibleDescription(/紹介文を入力してください。/);
  expect(within(form).getByRole('textbox', { name: '資格の確認方法' })).not.toHaveAttribute('aria-invalid', 'true');
  expect(created.calls).toHaveLength(0);
});

test('registers an approved expert, then opens their page and says a mail went out for the password', async () => {
  const created = answer('post', 'users/create_user_expert', {
    data: makeUser('expert', { id: 30, email: 'midori@example.jp', expert_info: makeExpertInfo({ id: 9, user_id: 30, name: '鈴木 みどり', status: 'approved' }) }),
  });
  const view = renderWithProviders(<ExpertNewPage />, { route: '/admin/experts/new' });
  fill({ メールアドレス: ' midori@example.jp ', ...TEXT });
  fireEvent.click(screen.getByRole('button', { name: '専門家を登録する' }));

  await waitFor(() => expect(view.location()).toBe('/admin/experts/9'));
  expect(created.calls[0].body).toEqual({
    email: 'midori@example.jp',
    name: '鈴木 みどり',
    title: '相談支援専門員',
    qualifications: '社会福祉士',
    fields: '障害福祉サービスの使い方',
    profile: '相談支援事業所で働いています。',
    qualification_check: '',
  });
  expect(useSnackbar.getState().current).toMatchObject({
    message: '鈴木 みどりさんを専門家として登録しました。midori@example.jp にお知らせのメールを送りました。ご本人が「パスワード再設定」でパスワードを決めると、ログインできます。',
    color: 'success',
  });
});

test('an e-mail already in use is shown beside the e-mail field and the page stays', async () => {
  answerError('post', 'users/create_user_expert', 409, [{ field: 'email', message: 'このメールアドレスは使用できません。別のメールアドレスを入力するか、ログインしてください。' }]);
  const view = renderWithProviders(<ExpertNewPage />, { route: '/admin/experts/new' });
  fill({ メールアドレス: 'taken@example.jp', ...TEXT });
  fireEvent.click(screen.getByRole('button', { name: '専門家を登録する' }));
  const email = screen.getByRole('textbox', { name: 'メールアドレス' });
  await waitFor(() => expect(email).toHaveAccessibleDescription(/このメールアドレスは使用できません。/));
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(view.location()).toBe('/admin/experts/new');
  expect(useSnackbar.getState().current).toBeNull();
});
