import { fireEvent, renderWithProviders, screen, waitFor } from '@hiroba/shared-ui/test';
import { ApiError, api } from '@hiroba/api-client';
import { supporter } from '@hiroba/api-client/test-support';
import { useSnackbar } from '@hiroba/shared-ui';
import { paged } from '../../../shared/test/fixtures';
import { SupporterForm } from './supporter-form';


beforeEach(() => {
  useSnackbar.getState().close();
  // The courses already used are offered while typing.
  jest.spyOn(api.crowdfundingSupporters, 'list').mockResolvedValue(
    paged([supporter({ id: 1, course: '応援コース' }), supporter({ id: 2, course: 'サポーターコース' }), supporter({ id: 3, course: '応援コース' })]),
  );
});
afterEach(() => jest.restoreAllMocks());

const field = (label: RegExp) => screen.getByLabelText(label);

test('name and course are required; nothing is sent without them', async () => {
  const create = jest.spyOn(api.crowdfundingSupporters, 'create');
  renderWithProviders(<SupporterForm />);
  fireEvent.change(field(/^お名前/), { target: { value: '   ' } });
  fireEvent.click(screen.getByRole('button', { name: '支援者を追加する' }));
  expect(await screen.findByText('お名前を入力してください。')).toBeInTheDocument();
  expect(screen.getByText('コースを入力してください。')).toBeInTheDocument();
  expect(field(/^お名前/)).toHaveAttribute('aria-invalid', 'true');
  expect(create).not.toHaveBeenCalled();
});

test('the limits and the place are checked beside their fields', async () => {
  const create = jest.spyOn(api.crowdfundingSupporters, 'create');
  renderWithProviders(<SupporterForm />);
  fireEvent.change(field(/^お名前/), { target: { value: 'あ'.repeat(51) } });
  fireEvent.change(field(/^コース/), { target: { value: '応援コース' } });
  fireEvent.change(field(/^メッセージ/), { target: { value: 'う'.repeat(201) } });
  fireEvent.change(field(/^並び順/), { target: { value: '0' } });
  fireEvent.click(screen.getByRole('button', { name: '支援者を追加する' }));
  expect(await screen.findByText('お名前は50文字以内で入力してください。')).toBeInTheDocument();
  expect(screen.getByText('メッセージは200文字以内で入力してください。')).toBeInTheDocument();
  expect(screen.getByText('並び順は1以上の整数で入力してください。')).toBeInTheDocument();
  expect(create).not.toHaveBeenCalled();
});

test('adds a shown supporter, offers the courses already used, and goes back to the list', async () => {
  const create = jest.spyOn(api.crowdfundingSupporters, 'create').mockResolvedValue(supporter({ id: 9, name: '見本 花子' }));
  const view = renderWithProviders(<SupporterForm />, { route: '/admin/supporters/new' });
  expect(screen.getByRole('radio', { name: '掲載する' })).toBeChecked();
  await waitFor(() => expect(document.querySelectorAll('datalist option')).toHaveLength(2));
  expect([...document.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'))).toEqual(['応援コース', 'サポーターコース']);
  expect(field(/^コース/)).toHaveAttribute('list', 'supporter-courses');
  fireEvent.change(field(/^お名前/), { target: { value: ' 見本 花子 ' } });
  fireEvent.change(field(/^コース/), { target: { value: '応援コース' } });
  fireEvent.change(field(/^メッセージ/), { target: { value: ' ありがとう ' } });
  expect(screen.getByText(/いま 7文字/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '支援者を追加する' }));
  await waitFor(() => expect(view.location()).toBe('/admin/supporters'));
  expect(create).toHaveBeenCalledWith({ name: '見本 花子', course: '応援コース', message: 'ありがとう', published: true });
  expect(useSnackbar.getState().current).toMatchObject({ message: '支援者「見本 花子」を追加しました。', color: 'success' });
});

test('a new supporter may be kept hidden and put at a place', async () => {
  const create = jest.spyOn(api.crowdfundingSupporters, 'create').mockResolvedValue(supporter({ id: 9, name: '仮名 たろう' }));
  renderWithProviders(<SupporterForm />, { route: '/admin/supporters/new' });
  fireEvent.change(field(/^お名前/), { target: { value: '仮名 たろう' } });
  fireEvent.change(field(/^コース/), { target: { value: 'サポーターコース' } });
  fireEvent.change(field(/^並び順/), { target: { value: '2' } });
  fireEvent.click(screen.getByRole('radio', { name: '掲載しない' }));
  fireEvent.click(screen.getByRole('button', { name: '支援者を追加する' }));
  await waitFor(() =>
    expect(create).toHaveBeenCalledWith({ name: '仮名 たろう', course: 'サポーターコース', message: null, published: false, sort_order: 2 }),
  );
});

test('edits a supporter: the place is sent only when it changed', async () => {
  const row = supporter({ id: 4, name: '見本 花子', course: '応援コース', message: null, sort_order: 3, published: false });
  const update = jest.spyOn(api.crowdfundingSupporters, 'update').mockResolvedValue(row);
  const view = renderWithProviders(<SupporterForm supporter={row} />, { route: '/admin/supporters/edit/4' });
  expect(field(/^お名前/)).toHaveValue('見本 花子');
  expect(field(/^並び順/)).toHaveValue('3');
  expect(screen.getByRole('radio', { name: '掲載しない' })).toBeChecked();
  fireEvent.click(screen.getByRole('radio', { name: '掲載する' }));
  fireEvent.click(screen.getByRole('button', { name: '変更を保存する' }));
  await waitFor(() => expect(view.location()).toBe('/admin/supporters'));
  expect(update).toHaveBeenCalledWith(4, { name: '見本 花子', course: '応援コース', message: null, published: true });
  expect(useSnackbar.getState().current?.message).toBe('支援者「見本 花子」を更新しました。');
});

test("the server's errors stay on the page: beside the field, and the rest in the summary", async () => {
  jest
    .spyOn(api.crowdfundingSupporters, 'create')
    .mockRejectedValue(new ApiError(400, [{ field: 'course', message: 'コースは30文字以内で入力してください。' }, { message: 'もう一度お試しください。' }]));
  const view = renderWithProviders(<SupporterForm />, { route: '/admin/supporters/new' });
  fireEvent.change(field(/^お名前/), { target: { value: '見本 花子' } });
  fireEvent.change(field(/^コース/), { target: { value: '応援コース' } });
  fireEvent.click(screen.getByRole('button', { name: '支援者を追加する' }));
  expect(await screen.findByText('コースは30文字以内で入力してください。')).toBeInTheDocument();
  expect(field(/^コース/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent('もう一度お試しください。');
  expect(view.location()).toBe('/admin/supporters/new');
});
