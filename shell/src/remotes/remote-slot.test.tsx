import { act, renderWithProviders, screen } from '@hiroba/shared-ui/test';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_FALLBACK_TITLE } from './remote-fallback';
import { REMOTE_TIMEOUT_MS, preloadedByPage, registerRemoteManifests } from './remote-registry';
import { RemoteSlot } from './remote-slot';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.Mock;
const register = registerRemotes as jest.Mock;

const manifests = {
  mf_public: '/mf/public/mf-manifest.json',
  mf_member: '/mf/member/mf-manifest.json',
  mf_expert: '/mf/expert/mf-manifest.json',
  mf_admin: '/mf/admin/mf-manifest.json',
};
const remoteApp = (text: string) => ({ default: () => <h1>{text}</h1> });

beforeAll(() => registerRemoteManifests(manifests));
beforeEach(() => {
  load.mockReset();
  register.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  (console.error as jest.Mock).mockRestore();
});

it('registers the four manifests from remotes.json with the runtime', () => {
  registerRemoteManifests(manifests);
  expect(register).toHaveBeenCalledWith(Object.entries(manifests).map(([name, entry]) => ({ name, entry })));
});

it('a failed load shows the Japanese fallback, and 再読み込み really loads again', async () => {
  load.mockRejectedValueOnce(new Error('[ Federation Runtime ]: Failed to get manifestJson')).mockResolvedValueOnce(remoteApp('公開ページ'));
  renderWithProviders(<RemoteSlot name="mf_public" />);

  expect(await screen.findByRole('heading', { level: 1, name: REMOTE_FALLBACK_TITLE })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_public/App');
  // A way out that does not need the failed remote: a real link to the top page.
  expect(screen.getByRole('link', { name: 'トップページへ戻る' })).toHaveAttribute('href', '/');

  await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
  expect(await screen.findByRole('heading', { name: '公開ページ' })).toBeInTheDocument();
  // The retry made the runtime forget the failed manifest before loading again.
  expect(register).toHaveBeenCalledWith([{ name: 'mf_public', entry: manifests.mf_public }], { force: true });
  expect(load).toHaveBeenCalledTimes(2);
});

it('a remote that never answers falls back after its own timeout', async () => {
  jest.useFakeTimers();
  load.mockReturnValueOnce(new Promise(() => undefined)); // a hanging mf-manifest.json
  renderWithProviders(<RemoteSlot name="mf_member" />);
  expect(screen.getByRole('status')).toHaveTextContent('読み込み中');

  await act(async () => {
    jest.advanceTimersByTime(REMOTE_TIMEOUT_MS - 1);
  });
  expect(screen.queryByText(REMOTE_FALLBACK_TITLE)).not.toBeInTheDocument();

  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  expect(screen.getByRole('heading', { level: 1, name: REMOTE_FALLBACK_TITLE })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
});

it('keeps a loaded remote for the rest of the visit', async () => {
  load.mockResolvedValueOnce(remoteApp('専門家ページ'));
  const first = renderWithProviders(<RemoteSlot name="mf_expert" />);
  expect(await screen.findByRole('heading', { name: '専門家ページ' })).toBeInTheDocument();
  first.unmount();

  renderWithProviders(<RemoteSlot name="mf_expert" />);
  // Drawn at once, without a loading state or a second load.
  expect(screen.getByRole('heading', { name: '専門家ページ' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('an error while the remote renders stays inside the slot, with a retry', async () => {
  let broken = true;
  function Flaky() {
    if (broken) throw new Error('render failed');
    return <h1>管理画面</h1>;
  }
  load.mockResolvedValueOnce({ default: Flaky });
  renderWithProviders(
    <>
      <nav aria-label="ナビゲーション">リンク</nav>
      <RemoteSlot name="mf_admin" />
    </>,
  );
  expect(await screen.findByRole('heading', { name: REMOTE_FALLBACK_TITLE })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'ナビゲーション' })).toBeInTheDocument();

  broken = false;
  await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
  expect(await screen.findByRole('heading', { name: '管理画面' })).toBeInTheDocument();
});

// A retry reloads the page when its first response preloaded the remote's files: the browser would
// answer a new request for such a file with the preload, even one still hanging.
it('knows which remotes the page preloaded', () => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.href = '/mf/public/remoteEntry.js';
  document.head.append(link);
  try {
    expect(preloadedByPage('mf_public')).toBe(true);
    expect(preloadedByPage('mf_member')).toBe(false);
  } finally {
    link.remove();
  }
  expect(preloadedByPage('mf_public')).toBe(false);
});
