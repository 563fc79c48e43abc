import { useSession } from '@hiroba/api-client';
import { answer, answerError, expertInfo } from '@hiroba/api-client/test-support';
import userEvent from '@testing-library/user-event';
import { hasKeptDraft } from '@hiroba/shared-ui';
import { fireEvent, makeUser, renderWithProviders, screen, signIn, within } from '@hiroba/shared-ui/test';
import BecomeAnExpertPage from './become-an-expert-page';

afterEach(() => useSession.getState().clear());

const open = () => renderWithProviders(<BecomeAnExpertPage />, { route: '/become-an-expert' });

const FILLED = {
  お名前: '佐藤 一郎',
  肩書き: '精神保健福祉士',
  資格: '精神保健福祉士、社会福祉士',
  回答できる分野: '就労、障害年金',
  紹介文: '病院の相談室で働いています。',
  資格の確認方法: '登録番号 第12345号',
};

describe('BecomeAnExpertPage', () => {
  it('asks a visitor to sign in and come back here', () => {
    open();
    expect(screen.getByRole('link', { name: 'ログインして申し込む' })).toHaveAttribute('href', '/login?redirect=%2Fbecome-an-expert');
    expect(screen.queryByRole('button', { name: '申し込む' })).not.toBeInTheDocument();
  });

  it('lets a member apply with every field, and shows the state the server answers', async () => {
    signIn(makeUser('free_member', { id: 7 }));
    answerError('get', 'expert_infos/show_with_user_id', 404, [{ message: '専門家が見つかりませんでした。' }]);
    const apply = answer('post', 'expert_infos', { data: expertInfo({ user_id: 7, status: 'pending', ...{ name: '佐藤 一郎' }, review: null }) });
    open();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: '申し込む' });
    // Nothing is sent while a required field is empty; the message is beside the field.
    await user.click(screen.getByRole('button', { name: '申し込む' }));
    expect(await screen.findAllByText('お名前を入力してください。')).not.toHaveLength(0);
    expect(apply.calls).toHaveLength(0);
    for (const [label, value] of Object.entries(FILLED)) fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
    await user.click(screen.getByRole('button', { name: '申し込む' }));
    expect(await screen.findByText('お申し込みの状況：審査中')).toBeInTheDocument();
    expect(apply.calls.map((c) => c.body)).toEqual([
      { name: '佐藤 一郎', title: '精神保健福祉士', qualifications: '精神保健福祉士、社会福祉士', fields: '就労、障害年金', profile: '病院の相談室で働いています。', qualification_check: '登録番号 第12345号' },
    ]);
    // While pending, the same form corrects it.
    expect(screen.getByRole('button', { name: '内容を直す' })).toBeInTheDocument();
  });

  it('keeps an application being written on the device until the server has it', async () => {
    signIn(makeUser('free_member', { id: 7 }));
    answerError('get', 'expert_infos/show_with_user_id', 404, [{ message: '専門家が見つかりませんでした。' }]);
    const first = open();
    fireEvent.change(await screen.findByRole('textbox', { name: '紹介文' }), { target: { value: '病院の相談室で働いています。' } });
    first.unmount();
    expect(hasKeptDraft({ form: 'expert-application', person: 7, object: 'new' })).toBe(true);

    answerError('get', 'expert_infos/show_with_user_id', 404, [{ message: '専門家が見つかりませんでした。' }]);
    const apply = answer('post', 'expert_infos', { data: expertInfo({ user_id: 7, status: 'pending', review: null }) });
    open();
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('alert', { name: '保存していない下書きがあります' })).getByRole('button', { name: '復元する' }));
    expect(screen.getByRole('textbox', { name: '紹介文' })).toHaveValue('病院の相談室で働いています。');
    for (const [label, value] of Object.entries(FILLED)) fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
    await user.click(screen.getByRole('button', { name: '申し込む' }));
    expect(await screen.findByText('お申し込みの状況：審査中')).toBeInTheDocument();
    expect(apply.calls).toHaveLength(1);
    expect(hasKeptDraft({ form: 'expert-application', person: 7, object: 'new' })).toBe(false);
  });

  it('shows a rejection with its reason and offers to apply again', async () => {
    signIn(makeUser('free_member', { id: 7 }));
    answer('get', 'expert_infos/show_with_user_id', {
      data: expertInfo({ user_id: 7, status: 'rejected', qualification_check: '登録番号', review: { status: 'rejected', reason: '資格を確認できませんでした。', decided_at: '2026-11-20T03:00:00.000Z' } }),
    });
    open();
    expect(await screen.findByText('お申し込みの状況：非承認')).toBeInTheDocument();
    expect(screen.getByText(/資格を確認できませんでした。/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '資格の確認方法' })).toHaveValue('登録番号');
    expect(screen.getByRole('button', { name: '申し込む' })).toBeInTheDocument();
  });

  it('sends an approved expert to their pages and an admin to the console', async () => {
    signIn(makeUser('expert', { id: 7 }));
    answer('get', 'expert_infos/show_with_user_id', { data: expertInfo({ user_id: 7, status: 'approved' }) });
    const { unmount } = open();
    expect(await screen.findByRole('link', { name: '専門家のページへ' })).toHaveAttribute('href', '/my-page-expert');
    expect(screen.queryByRole('button', { name: '申し込む' })).not.toBeInTheDocument();
    unmount();
    signIn(makeUser('admin', { id: 1 }));
    open();
    expect(await screen.findByText(/管理者のアカウントでは申し込めません/)).toBeInTheDocument();
  });
});
