import { AuditEntrySchema, PageMetaSchema } from '@hiroba/contract';
import { answer, answerError, fixture } from '@hiroba/api-client/test-support';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, screen, within } from '@hiroba/shared-ui/test';
import AuditLogPage from './audit-log-page';

const entry = (id: number, action: string, target_type: string, target_id: number | null, detail: Record<string, unknown> = {}) =>
  fixture(AuditEntrySchema, { id, action, target_type, target_id, actor: id === 9 ? null : { id: 1, name: '運営 太郎' }, detail, created_at: '2026-11-20T01:00:00.000Z' });
const page = (data: ReturnType<typeof entry>[], total = data.length) => ({ data, meta: fixture(PageMetaSchema, { page: 1, per: 20, total, total_pages: Math.ceil(total / 20) }) });

test('lists the actions with what they touched, linking to its admin page, and who did them', async () => {
  const list = answer('get', 'audit_logs', page([entry(1, 'expert_info.change_status', 'expert_info', 4, { reason: '資格を確認できませんでした。' }), entry(9, 'column.publish', 'column', 8, { scheduled: true })]));
  renderWithProviders(<AuditLogPage />, { route: '/admin/audit' });
  const rows = within(await screen.findByRole('table')).getAllByRole('row');
  expect(within(rows[0]).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['日時', '操作', '内容', '対象', '管理者']);
  expect(within(rows[1]).getByRole('link', { name: '専門家 #4' })).toHaveAttribute('href', '/admin/experts/4');
  expect(within(rows[1]).getByText(/理由: 資格を確認できませんでした。/)).toBeInTheDocument();
  expect(within(rows[2]).getByRole('link', { name: 'コラム #8' })).toHaveAttribute('href', '/admin/columns/edit/8');
  expect(within(rows[2]).getByText('自動（システム）')).toBeInTheDocument();
  expect(list.calls.map((c) => c.query)).toEqual([{ page: '1', per: '20' }]);
});

test('the filters go to the URL and the server; a refused filter is shown beside its field', async () => {
  const list = answer('get', 'audit_logs', page([]));
  renderWithProviders(<AuditLogPage />, { route: '/admin/audit' });
  const user = userEvent.setup();
  await screen.findByText(/条件に合う記録はありません/);
  await user.selectOptions(screen.getByRole('combobox', { name: '操作' }), '専門家の状態を変更しました');
  await user.type(screen.getByLabelText('いつから'), '2026-11-01');
  await user.click(screen.getByRole('button', { name: '絞り込む' }));
  await screen.findByText(/条件に合う記録はありません/);
  expect(list.calls.at(-1)?.query).toEqual({ page: '1', per: '20', action: 'expert_info.change_status', from: '2026-11-01' });
  answerError('get', 'audit_logs', 400, [{ field: 'to', message: '「いつまで」の日付が正しくありません。' }]);
  await user.type(screen.getByLabelText('いつまで'), '2026-11-30');
  await user.click(screen.getByRole('button', { name: '絞り込む' }));
  expect(await screen.findByText('「いつまで」の日付が正しくありません。')).toBeInTheDocument();
});
