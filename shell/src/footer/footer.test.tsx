import { renderWithProviders, screen, waitFor } from '@hiroba/shared-ui/test';
import { api, type Role } from '@hiroba/api-client';
import { answer, answerError } from '@hiroba/api-client/test-support';
import { signInAs, signOut } from '../../test/session';
import { useTaxonomy } from '../taxonomy/taxonomy-store';
import { Footer } from './footer';

const meta = { page: 1, per: 20, total: 1, total_pages: 1 };
const stamp = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };

function answerTaxonomy() {
  const tags = answer('get', 'tags', { data: [{ id: 1, title: '手話', status: 'published', ...stamp }], meta });
  const categories = answer('get', 'categories', {
    data: [{ id: 2, title: '就労支援', description: null, status: 'published', sort_order: 1, ...stamp }],
    meta: { ...meta, per: 1 },
  });
  return { asked: () => [...tags.calls, ...categories.calls].map((c) => `${c.path}?${new URLSearchParams(c.query)}`) };
}

beforeEach(() => useTaxonomy.setState({ tags: [], categories: [], status: 'idle' }));
afterEach(signOut);

it('loads published tags and categories once per visit, with the queries of docs/product.md#footer-taxonomy-lists', async () => {
  const { asked } = answerTaxonomy();
  const first = renderWithProviders(<Footer />);
  expect(await screen.findByRole('link', { name: '手話' })).toHaveAttribute('href', `/question-and-answer/search/${encodeURIComponent('手話')}`);
  expect(screen.getByRole('link', { name: '就労支援' })).toHaveAttribute('href', `/column/${encodeURIComponent('就労支援')}`);
  first.unmount();

  // Another page, another footer: no second request.
  renderWithProviders(<Footer />);
  expect(await screen.findByRole('link', { name: '手話' })).toBeInTheDocument();
  expect(asked().sort()).toEqual(['categories?status=published&per=all', 'tags?status=published']);
});

it('shows a tag an admin just published without a reload', async () => {
  answerTaxonomy();
  renderWithProviders(<Footer />);
  await screen.findByRole('link', { name: '手話' });
  const added = { id: 3, title: '点字', status: 'published', ...stamp };
  answer('get', 'tags', { data: [{ id: 1, title: '手話', status: 'published', ...stamp }, added], meta: { ...meta, total: 2 } });
  answer('patch', 'tags/:id', { data: added });
  answer('get', 'categories', { data: [], meta });
  await api.tags.update(3, { status: 'published' });
  expect(await screen.findByRole('link', { name: '点字' })).toHaveAttribute('href', `/question-and-answer/search/${encodeURIComponent('点字')}`);
});

it('without the lists (API down) the footer still has its fixed links', async () => {
  const asked = [answerError('get', 'tags', 500), answerError('get', 'categories', 500)];
  renderWithProviders(<Footer />);
  await waitFor(() => expect(useTaxonomy.getState().status).toBe('failed'));
  expect(asked.flatMap((a) => a.calls)).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute('href', '/privacy-policy');
  expect(screen.getByRole('link', { name: '特定商取引法に基づく表記' })).toHaveAttribute('href', '/specific-trade-law');
  expect(screen.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/terms-of-service');
  // 削除の申し出 opens the contact form on that kind (docs/moderation.md#removal-requests).
  expect(screen.getByRole('link', { name: '削除の申し出' })).toHaveAttribute('href', '/contact?kind=removal_request');
});

it('links the operating company as another site', () => {
  answerTaxonomy();
  renderWithProviders(<Footer />, { config: { operator: { name: '株式会社ひろば', companyUrl: 'https://example.jp/' } } });
  const link = screen.getByRole('link', { name: /運営会社（株式会社ひろば）.*別のサイトが開きます/ });
  expect(link).toHaveAttribute('href', 'https://example.jp/');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
});

it('has no company link when config.json gives no company URL', () => {
  answerTaxonomy();
  renderWithProviders(<Footer />, { config: { operator: { name: '株式会社ひろば', companyUrl: '' } } });
  expect(screen.queryByRole('link', { name: /運営会社/ })).not.toBeInTheDocument();
});

describe('the 会員登録 button', () => {
  it('is shown to a signed-out visitor', () => {
    answerTaxonomy();
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: '会員登録' })).toHaveAttribute('href', '/sign-up-intro');
  });

  it('is shown to a free member', () => {
    answerTaxonomy();
    signInAs('free_member');
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: '会員登録' })).toBeInTheDocument();
  });

  it.each(['paid_member', 'expert', 'admin'] as Role[])('is not shown to a %s', (role) => {
    answerTaxonomy();
    signInAs(role);
    renderWithProviders(<Footer />);
    expect(screen.queryByRole('link', { name: '会員登録' })).not.toBeInTheDocument();
  });
});
