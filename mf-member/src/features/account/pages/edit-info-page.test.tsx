import userEvent from '@testing-library/user-event';
import { useSession } from '@hiroba/api-client';
import { answer, answerError } from '@hiroba/api-client/test-support';
import { makeUser, renderWithProviders, screen, signIn, waitFor, within, afterCallsArrive } from '@hiroba/shared-ui/test';
import { fullPageLoad } from '../../../shared/full-page-load';
import EditInfoPage from './edit-info-page';

afterEach(() => {
  jest.restoreAllMocks();
  useSession.getState().clear();
  localStorage.clear();
});

function renderPage(role: Parameters<typeof makeUser>[0] = 'paid_member') {
  signIn(makeUser(role));
  return renderWithProviders(<EditInfoPage />, { route: '/my-page/edit-info' });
}

async function openWithdrawal() {
  await userEvent.click(screen.getByRole('button', { name: '退会する' }));
  return screen.findByRole('dialog', { name: '本当に退会しますか？' });
}

describe('EditInfoPage', () => {
  it('has one heading, the profile form and the explanation of withdrawal', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('プロフィールの変更');
    expect(screen.getByLabelText(/ニックネーム/)).toHaveValue('はなこ');
    expect(screen.getByText(/お支払い（毎月の自動更新）は解約され/)).toBeInTheDocument();
    expect(screen.getByText(/投稿者の名前は表示されなくなります/)).toBeInTheDocument();
    expect(screen.getByText(/個人情報は削除されます/)).toBeInTheDocument();
    expect(document.title).toBe('プロフィールの変更｜障害福祉Q&Aひろば');
  });

  it('does nothing when the member changes their mind in the dialog', async () => {
    const remove = answer('delete', 'users/:id');
    renderPage();
    const dialog = await openWithdrawal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'やめる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await afterCallsArrive();
    expect(remove.calls).toHaveLength(0);
    expect(useSession.getState().token).toBe('jwt-token');
  });

  it('withdraws after confirmation: deletes the account, forgets this device and goes to /withdrawal-complete', async () => {
    const remove = answer('delete', 'users/:id');
    const goTo = jest.spyOn(fullPageLoad, 'goTo').mockImplementation(() => undefined);
    localStorage.setItem('hiroba_draft', 'something');
    renderPage();
    const dialog = await openWithdrawal();
    await userEvent.click(within(dialog).getByRole('button', { name: '退会を確定する' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/withdrawal-complete'));
    expect(remove.calls.map((c) => c.params)).toEqual([{ id: '7' }]);
    expect(localStorage.length).toBe(0);
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
  });

  it('keeps the account and shows the server’s reason when withdrawal fails', async () => {
    answerError('delete', 'users/:id', 422, [{ message: 'お支払いの解約に失敗しました。' }]);
    const goTo = jest.spyOn(fullPageLoad, 'goTo').mockImplementation(() => undefined);
    renderPage();
    const dialog = await openWithdrawal();
    await userEvent.click(within(dialog).getByRole('button', { name: '退会を確定する' }));
    expect(await within(dialog).findByText('お支払いの解約に失敗しました。')).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe('jwt-token');
  });

  it('lets an admin edit the profile but explains instead of offering withdrawal (the server refuses it)', () => {
    renderPage('admin');
    expect(screen.getByText(/管理者のアカウントは、この画面から退会の手続きができません/)).toBeInTheDocument();
    expect(screen.getByLabelText(/ニックネーム/)).toHaveValue('はなこ');
    expect(screen.queryByRole('button', { name: '退会する' })).not.toBeInTheDocument();
  });
});
