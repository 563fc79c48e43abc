import { fireEvent, renderWithProviders, screen, waitFor } from '@hiroba/shared-ui/test';
import { ApiError, api } from '@hiroba/api-client';
import { useSnackbar } from '@hiroba/shared-ui';
import { makeTag } from '../../../shared/test/fixtures';
import { TagForm } from './tag-form';


beforeEach(() => useSnackbar.getState().close());
afterEach(() => jest.restoreAllMocks());

const title = () => screen.getByLabelText(/タイトル/);

test('a title is required; nothing is sent without one', async () => {
  const create = jest.spyOn(api.tags, 'create');
  renderWithProviders(<TagForm />);
  fireEvent.change(title(), { target: { value: '   ' } });
  fireEvent.click(screen.getByRole('button', { name: 'タグを作成する' }));
  expect(await screen.findByText('タイトルを入力してください。')).toBeInTheDocument();
  expect(title()).toHaveAttribute('aria-invalid', 'true');
  expect(create).not.toHaveBeenCalled();
});

test('creates a published tag, says so and goes back to the list', async () => {
  const create = jest.spyOn(api.tags, 'create').mockResolvedValue(makeTag({ id: 9, title: '手話' }));
  const view = renderWithProviders(<TagForm />, { route: '/admin/tags/new' });
  // New tags start as drafts, so nothing is published by accident.
  expect(screen.getByRole('radio', { name: '下書き' })).toBeChecked();
  fireEvent.change(title(), { target: { value: ' 手話 ' } });
  fireEvent.click(screen.getByRole('radio', { name: '公開' }));
  fireEvent.click(screen.getByRole('button', { name: 'タグを作成する' }));
  await waitFor(() => expect(view.location()).toBe('/admin/tags'));
  expect(create).toHaveBeenCalledWith({ title: '手話', status: 'published' });
  expect(useSnackbar.getState().current).toMatchObject({ message: 'タグ「手話」を作成しました。', color: 'success' });
});

test('edits an existing tag through update', async () => {
  const tag = makeTag({ id: 4, title: '就労', status: 'published' });
  const update = jest.spyOn(api.tags, 'update').mockResolvedValue({ ...tag, status: 'draft' });
  const view = renderWithProviders(<TagForm tag={tag} />, { route: '/admin/tags/edit/4' });
  expect(title()).toHaveValue('就労');
  fireEvent.click(screen.getByRole('radio', { name: '下書き' }));
  fireEvent.click(screen.getByRole('button', { name: '変更を保存する' }));
  await waitFor(() => expect(view.location()).toBe('/admin/tags'));
  expect(update).toHaveBeenCalledWith(4, { title: '就労', status: 'draft' });
  expect(useSnackbar.getState().current?.message).toBe('タグ「就労」を更新しました。');
});

test("the server's errors stay on the page: beside the title, and the rest in the summary", async () => {
  jest.spyOn(api.tags, 'create').mockRejectedValue(
    new ApiError(409, [{ field: 'title', message: '同じタイトルのタグがすでにあります。' }, { message: 'もう一度お試しください。' }]),
  );
  const view = renderWithProviders(<TagForm />, { route: '/admin/tags/new' });
  fireEvent.change(title(), { target: { value: '手話' } });
  fireEvent.click(screen.getByRole('button', { name: 'タグを作成する' }));
  expect(await screen.findByText('同じタイトルのタグがすでにあります。')).toBeInTheDocument();
  expect(title()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent('もう一度お試しください。');
  expect(view.location()).toBe('/admin/tags/new');
});
