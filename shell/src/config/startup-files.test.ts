import { DEFAULT_REMOTES, loadStartupFiles } from './startup-files';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(files: Record<string, () => Promise<Response>>) {
  const fetchMock = jest.fn((url: string) => (files[url] ?? (() => Promise.resolve(new Response('', { status: 404 }))))());
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const json = (body: unknown) => () => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

it('reads config.json and remotes.json once each, never from the HTTP cache', async () => {
  const fetchMock = answer({
    '/config.json': json({ plan: { priceJpy: 980 } }),
    '/remotes.json': json({ mf_public: '/next/public/mf-manifest.json', mf_admin: '' }),
  });
  const { config, remotes } = await loadStartupFiles();
  expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(['/config.json', '/remotes.json']);
  for (const [, init] of fetchMock.mock.calls as unknown as [string, RequestInit][]) expect(init.cache).toBe('no-store');
  // config.json is passed on as read: shared-ui's store merges it over the defaults.
  expect(config).toEqual({ plan: { priceJpy: 980 } });
  expect(remotes).toEqual({ ...DEFAULT_REMOTES, mf_public: '/next/public/mf-manifest.json' });
});

it('never rejects: an unreadable config.json is null and remotes keep their default places', async () => {
  answer({
    '/config.json': () => Promise.reject(new TypeError('offline')),
    '/remotes.json': () => Promise.resolve(new Response('<html>', { status: 200 })),
  });
  await expect(loadStartupFiles()).resolves.toEqual({ config: null, remotes: DEFAULT_REMOTES });
});
