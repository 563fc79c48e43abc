import { fireEvent, renderWithProviders, screen, waitFor, within } from '@hiroba/shared-ui/test';
import { answer } from '@hiroba/api-client/test-support';
import { paged } from '../../../shared/test/fixtures';
import { makeExpertInfo } from '../../../shared/test/expert-fixtures';
import ExpertListPage from './expert-list-page';

const COUNTS = { pending: 2, approved: 5, rejected: 1, suspended: 0 };

const experts = [
  makeExpertInfo({ id: 3, name: '佐藤 一郎', title: '精神保健福祉士', status: 'pending', created_at: '2026-05-10T03:00:00.000Z' }),
  makeExpertInfo({ id: 4, name: '山田 花子', title: null, status: 'approved' }),
];

function tabs() {
  return within(screen.getByRole('navigation', { name: '状態で絞り込む' })).getAllByRole('link');
}

test('every record by default, 審査中 first among the tabs, each with its count; rows link to the detail page', async () => {
  const list = answer('get', 'expert_infos', paged(experts, { total: 25, total_pages: 2 }));
  answer('get', 'expert_infos/counts', { data: COUNTS });
  renderWithProviders(<ExpertListPage />, { route: '/admin/experts' });

  const table = await screen.findByRole('table', { name: '専門家の一覧（すべて）' });
  expect(list.calls[0].query).toEqual({ page: '1', per: '20', status: 'all' });
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['お名前', '肩書き', '状態', '申し込み日', '詳細']);
  const [first, second] = within(table).getAllByRole('row').slice(1);
  expect(within(first).getAllByRole('cell').map((td) => td.textContent)).toEqual(['佐藤 一郎', '精神保健福祉士', '審査中', '2026年5月10日', '詳細']);
  expect(within(second).getAllByRole('cell').map((td) => td.textContent)).toEqual(['山田 花子', '—', '承認済み', '2026年4月1日', '詳細']);
  const detail = within(first).getByRole('link', { name: '詳細' });
  expect(detail).toHaveAttribute('href', '/admin/experts/3');
  expect(detail).toHaveAccessibleDescription('佐藤 一郎');

  await waitFor(() => expect(tabs().map((a) => a.textContent)).toEqual(['審査中（2件）', '承認済み（5件）', '非承認（1件）', '停止中（0件）', 'すべて（8件）']));
  expect(tabs().map((a) => a.getAttribute('href'))).toEqual([
    '/admin/experts?status=pending',
    '/admin/experts?status=approved',
    '/admin/experts?status=rejected',
    '/admin/experts?status=suspended',
    '/admin/experts',
  ]);
  expect(tabs().filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual(['すべて（8件）']);
  expect(screen.getByRole('link', { name: '専門家を登録する' })).toHaveAttribute('href', '/admin/experts/new');
  expect(screen.getByText('全25件（1 / 2ページ）')).toBeInTheDocument();
});

test('the status and the page live in the URL and reach the API; a tab changes the status and starts at page 1', async () => {
  const list = answer('get', 'expert_infos', paged([experts[0]]));
  answer('get', 'expert_infos/counts', { data: COUNTS });
  const view = renderWithProviders(<ExpertListPage />, { route: '/admin/experts?status=pending&page=2' });

  await screen.findByRole('table', { name: '専門家の一覧（審査中）' });
  expect(list.calls[0].query).toEqual({ page: '2', per: '20', status: 'pending' });
  await waitFor(() => expect(screen.getByRole('link', { name: '審査中（2件）' })).toHaveAttribute('aria-current', 'page'));

  fireEvent.click(screen.getByRole('link', { name: '承認済み（5件）' }));
  await waitFor(() => expect(list.calls).toHaveLength(2));
  expect(list.calls[1].query).toEqual({ page: '1', per: '20', status: 'approved' });
  expect(view.location()).toBe('/admin/experts?status=approved');
  expect(screen.getByRole('link', { name: '承認済み（5件）' })).toHaveAttribute('aria-current', 'page');
});

test('an empty tab says so', async () => {
  answer('get', 'expert_infos', paged([]));
  answer('get', 'expert_infos/counts', { data: COUNTS });
  renderWithProviders(<ExpertListPage />, { route: '/admin/experts?status=suspended' });
  expect(await screen.findByText('停止中の専門家はいません。')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('an unknown status in the URL shows every record; without the counts the tabs still work, unnumbered', async () => {
  const list = answer('get', 'expert_infos', paged(experts));
  answer('get', 'expert_infos/counts', { errors: [{ message: 'エラー' }] }, { status: 500 });
  renderWithProviders(<ExpertListPage />, { route: '/admin/experts?status=bogus' });
  await screen.findByRole('table', { name: '専門家の一覧（すべて）' });
  expect(list.calls[0].query.status).toBe('all');
  await waitFor(() => expect(tabs().map((a) => a.textContent)).toEqual(['審査中', '承認済み', '非承認', '停止中', 'すべて']));
});
