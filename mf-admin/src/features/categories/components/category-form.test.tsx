import { fireEvent, renderWithProviders, screen, waitFor } from '@hiroba/shared-ui/test';
import { ApiError, api } from '@hiroba/api-client';
import { useSnackbar } from '@hiroba/shared-ui';
import { makeCategory } from '../../../shared/test/fixtures';
import { CategoryForm } from './category-form';


beforeEach(() => useSnackbar.getState().close());
afterEach(() => jest.restoreAllMocks());

const field = (label: RegExp) => screen.getByLabelText(label);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'カテゴリーを作成する' }));

test('a title is required', async () => {
  const create = jest.spyOn(api.categories, 'create');
  renderWithProviders(<CategoryForm />);
  save();
  expect(await screen.findByText('タイトルを入力してください。')).toBeInTheDocument();
  expect(create).not.toHaveBeenCalled();
});

test('creates with description and 表示順; empty 表示順 and 説明 are left to the server', async () => {
  const create = jest.spyOn(api.categories, 'create').mockResolvedValue(makeCategory({ title: '障害年金' }));
  const view = renderWithProviders(<CategoryForm />, { route: '/admin/categories/new' });
  fireEvent.change(field(/タイトル/), { target: { value: '障害年金' } });
  fireEvent.change(field(/説明/), { target: { value: ' 年金の手続き ' } });
  fireEvent.change(field(/表示順/), { target: { value: '3' } });
  fireEvent.click(screen.getByRole('radio', { name: '公開' }));
  save();
  await waitFor(() => expect(view.location()).toBe('/admin/categories'));
  expect(create).toHaveBeenCalledWith({ title: '障害年金', description: '年金の手続き', status: 'published', sort_order: 3 });
  expect(useSnackbar.getState().current?.message).toBe('カテゴリー「障害年金」を作成しました。');
});

test('without 表示順 or 説明 the body leaves them out or empty', async () => {
  const create = jest.spyOn(api.categories, 'create').mockResolvedValue(makeCategory({ title: '子育て' }));
  renderWithProviders(<CategoryForm />, { route: '/admin/categories/new' });
  fireEvent.change(field(/タイトル/), { target: { value: '子育て' } });
  save();
  await waitFor(() => expect(create).toHaveBeenCalledWith({ title: '子育て', description: null, status: 'draft' }));
});

test("the server's error for 表示順 appears beside that field", async () => {
  jest.spyOn(api.categories, 'update').mockRejectedValue(
    new ApiError(400, [{ field: 'sort_order', message: '表示順は9999以下で入力してください。' }]),
  );
  const category = makeCategory({ id: 5, sort_order: 2 });
  const view = renderWithProviders(<CategoryForm category={category} />, { route: '/admin/categories/edit/5' });
  expect(field(/表示順/)).toHaveValue('2');
  fireEvent.change(field(/表示順/), { target: { value: '100000' } });
  fireEvent.click(screen.getByRole('button', { name: '変更を保存する' }));
  expect(await screen.findByText('表示順は9999以下で入力してください。')).toBeInTheDocument();
  expect(field(/表示順/)).toHaveAttribute('aria-invalid', 'true');
  expect(view.location()).toBe('/admin/categories/edit/5');
});
