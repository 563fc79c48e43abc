import { AuditEntrySchema, DashboardSchema, UsersMetaSchema } from '@hiroba/contract';
import { answer, fixture } from '@hiroba/api-client/test-support';
import { renderWithProviders, screen, within } from '@hiroba/shared-ui/test';
import DashboardPage from './dashboard-page';

const suspension = fixture(AuditEntrySchema, {
  id: 3,
  action: 'user.suspend',
  target_type: 'user',
  target_id: 12,
  actor: { id: 1, name: '運営 太郎' },
  detail: { reason: '規約違反の投稿' },
  created_at: '2026-11-20T01:00:00.000Z',
});

test('says what needs the operator, each count a link to the page that handles it, and the latest actions', async () => {
  answer('get', 'dashboard', {
    data: fixture(DashboardSchema, { pending_expert_applications: 2, stale_unanswered_questions: 5, new_members: 7, recent_actions: [suspension] }),
  });
  answer('get', 'users/meta', { data: fixture(UsersMetaSchema, { total: 10, by_role: { free_member: 5, paid_member: 3, expert: 1, admin: 1 } }) });
  renderWithProviders(<DashboardPage />, { route: '/admin' });
  const attention = screen.getByRole('region', { name: '対応が必要なこと' });
  expect(await within(attention).findByText('2件')).toBeInTheDocument();
  expect(within(attention).getByText('5件')).toBeInTheDocument();
  expect(within(attention).getByText('7人')).toBeInTheDocument();
  expect(within(attention).getByRole('link', { name: '申し込みを審査する' })).toHaveAttribute('href', '/admin/experts?status=pending');
  expect(within(attention).getByRole('link', { name: '未回答の質問を見る' })).toHaveAttribute('href', `/question-and-answer/${encodeURIComponent('未回答')}`);
  expect(within(attention).getByRole('link', { name: '新しい会員を見る' })).toHaveAttribute('href', '/admin/users');
  const recent = screen.getByRole('region', { name: '最近の管理操作' });
  const row = within(within(recent).getByRole('table')).getAllByRole('row')[1];
  expect(within(row).getByText('理由: 規約違反の投稿')).toBeInTheDocument();
  expect(within(row).getByText('運営 太郎')).toBeInTheDocument();
  expect(within(recent).getByRole('link', { name: '操作の記録をすべて見る' })).toHaveAttribute('href', '/admin/audit');
  expect(await screen.findByText('10人')).toBeInTheDocument();
});
