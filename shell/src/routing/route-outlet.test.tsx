import { renderWithProviders, screen } from '@hiroba/shared-ui/test';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { answer } from '@hiroba/api-client/test-support';
import { REMOTE_FALLBACK_TITLE } from '../remotes/remote-fallback';
import { registerRemoteManifests } from '../remotes/remote-registry';
import { DEFAULT_REMOTES } from '../config/startup-files';
import { RouteOutlet } from './route-outlet';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.Mock;

beforeAll(() => registerRemoteManifests(DEFAULT_REMOTES));
beforeEach(() => {
  load.mockReset();
  // The footer's lists; these tests are about the page frame.
  answer('get', 'tags', { data: [], meta: { page: 1, per: 20, total: 0, total_pages: 0 } });
  answer('get', 'categories', { data: [], meta: { page: 1, per: 20, total: 0, total_pages: 0 } });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => (console.error as jest.Mock).mockRestore());

it('an unknown path shows the 404 page in the default layout without loading any remote', async () => {
  renderWithProviders(<RouteOutlet />, { route: '/no-such-page' });
  expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

it('a param outside its allowed values is a 404 too', async () => {
  renderWithProviders(<RouteOutlet />, { route: `/question-and-answer/${encodeURIComponent('存在しない種類')}` });
  expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

it('a known path loads its remote inside the layout; if it fails, navbar and footer stay', async () => {
  load.mockRejectedValue(new Error('remote down'));
  renderWithProviders(<RouteOutlet />, { route: '/about' });
  expect(await screen.findByRole('heading', { level: 1, name: REMOTE_FALLBACK_TITLE })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_public/App');
  expect(screen.getByRole('search')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '障害福祉Q&Aひろば' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

it('the admin area gets a bare frame: mf_admin draws its own layout', async () => {
  load.mockResolvedValue({ default: () => <main><h1>管理画面</h1></main> });
  renderWithProviders(<RouteOutlet />, { route: '/admin/tags' });
  expect(await screen.findByRole('heading', { name: '管理画面' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_admin/App');
  expect(screen.queryByRole('search')).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
});
