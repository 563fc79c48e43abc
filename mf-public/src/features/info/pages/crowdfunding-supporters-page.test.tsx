import { answer, answerError, supporter } from '@hiroba/api-client/test-support';
import { fireEvent, renderWithProviders, screen, within } from '@hiroba/shared-ui/test';
import CrowdfundingSupportersPage from './crowdfunding-supporters-page';

const pageOf = <T,>(data: T[]) => ({ data, meta: { page: 1, per: data.length, total: data.length, total_pages: data.length ? 1 : 0 } });

const SUPPORTERS = [
  supporter({ id: 1, name: '見本 花子', course: 'スペシャルサポーターコース', message: 'ずっと続きますように。' }),
  supporter({ id: 2, name: '仮名 たろう', course: '応援コース', message: null, sort_order: 2 }),
  supporter({ id: 3, name: 'デモ福祉会', course: 'スペシャルサポーターコース', message: '応援しています。\n二行目です。', sort_order: 3 }),
];

test('lists the supporters under their course, courses where their first supporter stands', async () => {
  const list = answer('get', 'crowdfunding_supporters', pageOf(SUPPORTERS));
  renderWithProviders(<CrowdfundingSupportersPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'クラウドファンディングでご支援くださった方々' })).toBeInTheDocument();
  expect(screen.getByText('このサイトは、多くの方のご支援に支えられています。心から感謝申し上げます。')).toBeInTheDocument();

  const courses = await screen.findAllByRole('heading', { level: 2 });
  expect(courses.map((h) => h.textContent)).toEqual(['スペシャルサポーターコース', '応援コース']);
  const special = screen.getByRole('region', { name: 'スペシャルサポーターコース' });
  const items = within(within(special).getByRole('list')).getAllByRole('listitem');
  expect(items.map((li) => li.querySelector('.hiroba-supporter-name')?.textContent)).toEqual(['見本 花子 様', 'デモ福祉会 様']);
  expect(within(items[0]).getByText('ずっと続きますように。')).toBeInTheDocument();
  expect(within(items[1]).getByText(/応援しています。/)).toHaveTextContent('応援しています。 二行目です。');
  const cheer = within(screen.getByRole('region', { name: '応援コース' })).getAllByRole('listitem');
  // No message: the name alone.
  expect(cheer.map((li) => li.textContent)).toEqual(['仮名 たろう 様']);
  expect(screen.queryByText(/まだ掲載しているお名前はありません/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'お問い合わせ' })).toHaveAttribute('href', '/contact');
  // Everyone asks for the whole published list (the server leaves hidden supporters out).
  expect(list.calls.map((c) => c.query)).toEqual([{ per: 'all' }]);
});

test('with nobody listed yet the page says so and points to the contact form', async () => {
  answer('get', 'crowdfunding_supporters', pageOf([]));
  renderWithProviders(<CrowdfundingSupportersPage />);
  expect(await screen.findByText(/まだ掲載しているお名前はありません。/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '掲載についてのお問い合わせ' })).toHaveAttribute('href', '/contact');
  expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
});

test('a failed load says so and offers a retry', async () => {
  answerError('get', 'crowdfunding_supporters', 500, [{ message: 'システムエラーが発生しました。時間をおいてもう一度お試しください。' }]);
  renderWithProviders(<CrowdfundingSupportersPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('ご支援くださった方の一覧を読み込めませんでした');
  answer('get', 'crowdfunding_supporters', pageOf(SUPPORTERS.slice(0, 1)));
  fireEvent.click(screen.getByRole('button', { name: 'もう一度読み込む' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'スペシャルサポーターコース' })).toBeInTheDocument();
});
