// The thread starts from the comments it is given and is given them again when they load anew (a
// signed-in reader's own, after the page the server drew for a visitor is taken over).
import { useSession } from '@hiroba/api-client';
import { answer, comment, publicUser } from '@hiroba/api-client/test-support';
import { fireEvent, makeUser, renderWithProviders, screen } from '@hiroba/shared-ui/test';
import { CommentThread } from './comment-thread';

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
