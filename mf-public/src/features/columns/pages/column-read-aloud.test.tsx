import { answer, column, columnSummary } from '@hiroba/api-client/test-support';
import { JAPANESE_VOICE, act, afterCallsArrive, installSpeechSynthesis, paged, renderWithProviders, screen, waitFor } from '@hiroba/shared-ui/test';
import userEvent from '@testing-library/user-event';
import ColumnDetailPage from './column-detail-page';

let uninstall: () => void = () => undefined;
afterEach(() => uninstall());
afterEach(() => afterCallsArrive());

it('reads the title, the lead and the body paragraph by paragraph, not the page around them', async () => {
  const installed = installSpeechSynthesis([JAPANESE_VOICE]);
  uninstall = installed.uninstall;
  const { synthesis } = installed;
  Range.prototype.getBoundingClientRect = () => ({ top: 0, bottom: 10, height: 10 }) as DOMRect;
  const c = column({ body: '<h2 id="section-1">相談する</h2><p>まずは窓口に相談します。次に見学します。</p><ul><li>嚥下の評価</li><li>面談</li></ul>' });
  answer('get', 'columns/:id', { data: c });
  answer('get', 'columns/popular_columns', paged([columnSummary({ id: 3, title: '人気のコラム' })], { per: 5 }));
  answer('get', 'columns', paged([columnSummary({ id: 2, title: '関連のコラム' })], { per: 3 }));
  renderWithProviders(<ColumnDetailPage />, { route: `/column/column-detail/${c.id}`, path: '/column/column-detail/:id?' });
  await userEvent.setup().click(await screen.findByRole('button', { name: '読み上げる' }));
  await waitFor(() => expect(synthesis.spoken).toHaveLength(1));
  while (synthesis.speaking) act(() => synthesis.finish());
  // Not the dates, the supervisor, the contents or the related and popular columns.
  expect(synthesis.spoken.map((u) => u.text)).toEqual([
    'しゅうろういこうしえんを使うまでの流れ',
    '相談から利用開始まで、何をどの順で進めればよいかをまとめました。',
    '相談する',
    'まずは窓口に相談します。',
    '次に見学します。',
    'えんげの評価',
    '面談',
  ]);
});
