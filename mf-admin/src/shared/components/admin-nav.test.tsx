import { act, renderWithProviders, screen, waitFor } from '@hiroba/shared-ui/test';
import { answerWith } from '@hiroba/api-client/test-support';
import { dataChanged } from '@hiroba/api-client';
import { AdminNav } from './admin-nav';

test("通報・確認 carries the open count in its name and loads it again when a write changes 'reviews'", async () => {
  const counts = answerWith('get', 'reviews/counts', (n) => ({ body: { data: { open: n === 0 ? 3 : 2, crisis: 1 } } }));
  renderWithProviders(<AdminNav hidden={false} onNavigate={() => undefined} />, { route: '/admin' });
  expect(await screen.findByRole('link', { name: '通報・確認（未対応3件）' })).toHaveAttribute('href', '/admin/reports');

  act(() => dataChanged('reviews'));
  expect(await screen.findByRole('link', { name: '通報・確認（未対応2件）' })).toBeInTheDocument();
  await waitFor(() => expect(counts.calls).toHaveLength(2));
});
