// The thread starts from the comments it is given and is given them again when they load anew (a
// signed-in reader's own, after the page the server drew for a visitor is taken over).
import { useSession } from '@hiroba/api-client';
import { answer, comment, publicUser, pageOf } from '@hiroba/api-client/test-support';
import { hasKeptDraft } from '@hiroba/shared-ui';
import { act, fireEvent, makeUser, renderWithProviders, screen, within } from '@hiroba/shared-ui/test';
import { CommentThread } from './comment-thread';

// The post forms read the help lines' numbers for the personal-information check (none here).
beforeEach(() => answer('get', 'help_lines', pageOf([])));

afterEach(() => useSession.getState().clear());

it('keeps a comment the reader posted when a list asked for before it arrives', async () => {
  useSession.getState().login('t', makeUser('free_member', { id: 9 }));
  const drawn = [comment()];
  const { rerender } = renderWithProviders(<CommentThread questionId={1} initial={drawn} />);
  answer('post', 'comments', { data: comment({ id: 21, body: '手話サークルもあります。', user: publicUser(9, 'じろう') }) });
  fireEvent.change(await screen.findByRole('textbox', { name: 'コメントを書く' }), { target: { value: '手話サークルもあります。' } });
  fireEvent.click(screen.getByRole('button', { name: 'コメントを送る' }));
  await screen.findByRole('heading', { level: 3, name: 'じろうさんのコメント' });

  // The reader's own list, asked for before they posted: the same comment as before, without theirs.
  rerender(<CommentThread questionId={1} initial={[comment()]} />);
  expect(screen.getByRole('heading', { level: 2, name: 'みんなのコメント（2件）' })).toBeInTheDocument();
  expect(screen.getByText('手話サークルもあります。')).toBeInTheDocument();

  // A later list that holds it shows it once.
  rerender(<CommentThread questionId={1} initial={[comment(), comment({ id: 21, body: '手話サークルもあります。', user: publicUser(9, 'じろう') })]} />);
  expect(screen.getAllByText('手話サークルもあります。')).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 2, name: 'みんなのコメント（2件）' })).toBeInTheDocument();
});

describe('what is typed is kept on the device (docs/product.md#drafts-kept-on-the-device)', () => {
  const OFFER = { name: '保存していない下書きがあります' };

  it('keeps a comment per question and person until it is posted', async () => {
    useSession.getState().login('t', makeUser('free_member', { id: 9 }));
    const first = renderWithProviders(<CommentThread questionId={1} initial={[]} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'コメントを書く' }), { target: { value: '市の窓口で聞きました。' } });
    first.unmount();
    expect(hasKeptDraft({ form: 'comment', person: 9, object: 1 })).toBe(true);

    const otherQuestion = renderWithProviders(<CommentThread questionId={2} initial={[]} />);
    await screen.findByRole('textbox', { name: 'コメントを書く' });
    await act(async () => undefined);
    expect(screen.queryByRole('alert', OFFER)).not.toBeInTheDocument();
    otherQuestion.unmount();

    renderWithProviders(<CommentThread questionId={1} initial={[]} />);
    fireEvent.click(within(await screen.findByRole('alert', OFFER)).getByRole('button', { name: '復元する' }));
    expect(screen.getByRole('textbox', { name: 'コメントを書く' })).toHaveValue('市の窓口で聞きました。');
    answer('post', 'comments', { data: comment({ id: 22, body: '市の窓口で聞きました。', user: publicUser(9, 'じろう') }) });
    fireEvent.click(screen.getByRole('button', { name: 'コメントを送る' }));
    await screen.findByRole('heading', { level: 3, name: 'じろうさんのコメント' });
    expect(hasKeptDraft({ form: 'comment', person: 9, object: 1 })).toBe(false);
  });

  it('opens the reply form again for a reply kept on the device, without taking focus', async () => {
    useSession.getState().login('t', makeUser('free_member', { id: 9 }));
    const first = renderWithProviders(<CommentThread questionId={1} initial={[comment()]} />);
    fireEvent.click(await screen.findByRole('button', { name: '返信する' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'たろうさんへの返信' }), { target: { value: 'ありがとうございます。' } });
    first.unmount();

    renderWithProviders(<CommentThread questionId={1} initial={[comment()]} />);
    const offer = await screen.findByRole('alert', OFFER);
    expect(screen.getByRole('button', { name: '返信する' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'たろうさんへの返信' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
    fireEvent.click(within(offer).getByRole('button', { name: '復元する' }));
    expect(screen.getByRole('textbox', { name: 'たろうさんへの返信' })).toHaveValue('ありがとうございます。');
  });
});
