import { fireEvent, renderWithProviders, screen, waitFor } from '@hiroba/shared-ui/test';
import { column } from '@hiroba/api-client/test-support';
import { ColumnForm } from './column-form';

// A column with a body, a category and a picture, so the check stops only at the field the test empties.
const written = column({ thumbnail_alt: '' });
const open = () => renderWithProviders(<ColumnForm column={written} categories={[written.category!]} tags={written.tags} experts={[]} />, { route: '/admin/columns/edit/1' });
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存する' }));

test('a picture without its alt text: the message is beside the alt field and the focus goes there', async () => {
  open();
  save();
  const alt = screen.getByRole('textbox', { name: /アイキャッチ画像の代替テキスト/ });
  await waitFor(() => expect(alt).toHaveAccessibleDescription(/アイキャッチ画像の代替テキスト（画像の説明）を入力してください。/));
  await waitFor(() => expect(alt).toHaveFocus());
});

test('a schedule without its date: the message is beside the date field and the focus goes there', async () => {
  open();
  fireEvent.change(screen.getByRole('textbox', { name: /アイキャッチ画像の代替テキスト/ }), { target: { value: '面談室で支援員と話す利用者' } });
  fireEvent.click(screen.getByRole('radio', { name: '公開予約' }));
  save();
  const date = screen.getByLabelText(/公開日時/);
  await waitFor(() => expect(date).toHaveAccessibleDescription(/公開予約には公開日時を指定してください。/));
  await waitFor(() => expect(date).toHaveFocus());
});
