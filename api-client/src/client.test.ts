import { NETWORK_ERROR_MESSAGE, ApiError } from './api-error';
import { configureApi } from './client';
import { api } from './index';
import { useSession } from './session-store';
import { aUser } from './test-support/fixtures';
import { mockFetch } from './test-support/mock-fetch';

const user = aUser();
const tag = { id: 1, title: '手話', status: 'published', created_at: '', updated_at: '' };

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
  configureApi({ baseUrl: 'https://api.example.jp' });
});

describe('requests', () => {
  it('sends Authorization: JWT <token> when the session has a token', async () => {
    const { requests } = mockFetch({ body: { data: tag } });
    useSession.getState().login('tok-123', user);
    await api.tags.get(1);
    expect(requests[0].headers.get('authorization')).toBe('JWT tok-123');
    expect(requests[0].url).toBe('https://api.example.jp/api/v1/tags/1');
  });

  it('sends no Authorization header when signed out', async () => {
    const { requests } = mockFetch({ body: { data: tag } });
    await api.tags.get(1);
    expect(requests[0].headers.has('authorization')).toBe(false);
  });

  it('defaults to the site root and accepts a relative base URL', async () => {
    const { requests } = mockFetch({ body: { data: tag } });
    configureApi();
    await api.tags.get(1);
    configureApi({ baseUrl: '/backend' });
    await api.tags.get(1);
    expect(requests.map((r) => r.url)).toEqual([
      `${window.location.origin}/api/v1/tags/1`,
      `${window.location.origin}/backend/api/v1/tags/1`,
    ]);
  });

  it('sends JSON bodies and query strings without undefined values', async () => {
    const { requests } = mockFetch({ status: 201, body: { data: tag } }, { body: { data: [], meta: {} } });
    await api.tags.create({ title: '手話', status: 'published' });
    await api.users.list({ page: 2, per: 20, role: undefined, keyword: '福祉 相談' });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].headers.get('content-type')).toMatch(/application\/json/);
    expect(await requests[0].json()).toEqual({ title: '手話', status: 'published' });
    const url = new URL(requests[1].url);
    expect(url.pathname).toBe('/api/v1/users');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', per: '20', keyword: '福祉 相談' });
  });

  it('encodes path placeholders', async () => {
    const { requests } = mockFetch({ body: { data: tag } });
    await api.categories.showByTitle('就労/支援');
    expect(new URL(requests[0].url).searchParams.get('title')).toBe('就労/支援');
  });

  it('retries a GET once when the gateway is busy, and never retries a POST', async () => {
    const busy = { status: 503, body: { errors: [{ message: '混み合っています。' }] } };
    const get = mockFetch(busy, { body: { data: tag } });
    await expect(api.tags.get(1)).resolves.toEqual(tag);
    expect(get.fetchMock).toHaveBeenCalledTimes(2);

    const post = mockFetch(busy, { status: 201, body: { data: tag } });
    await expect(api.tags.create({ title: 'x', status: 'draft' })).rejects.toMatchObject({ status: 503 });
    expect(post.fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('error normalisation', () => {
  it("turns the server's {errors} into an ApiError with field messages", async () => {
    mockFetch({
      status: 400,
      body: {
        errors: [
          { field: 'email', message: 'メールアドレスの形式が正しくありません。' },
          { field: 'email', message: '二つ目は使われません。' },
          { message: '入力内容を確かめてください。' },
        ],
      },
    });
    const error = await api.auth.signIn({ email: 'x', password: 'y' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.fieldErrors()).toEqual({ email: 'メールアドレスの形式が正しくありません。' });
    expect(apiError.messages()).toHaveLength(3);
    expect(apiError.message).toContain('メールアドレスの形式が正しくありません。');
  });

  it('gives a Japanese message when an error answer has no errors list', async () => {
    mockFetch({ status: 500, body: '<html>Internal Server Error</html>' });
    const error = (await api.contacts.create({ name: 'a', email: 'b', subject: 'd', body: 'c' }).catch((e) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.messages()).toEqual(['サーバーでエラーが発生しました。時間をおいて、もう一度お試しください。']);
  });

  it('reports a network failure as status 0 with the Japanese message', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await api.auth.signIn({ email: 'a', password: 'b' }).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('reports a timeout as status 0', async () => {
    configureApi({ baseUrl: 'https://api.example.jp', timeoutMs: 30 });
    mockFetch(() => new Promise<Response>(() => undefined));
    const error = (await api.contacts.create({ name: 'a', email: 'b', subject: 'd', body: 'c' }).catch((e) => e)) as ApiError;
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('lets an aborted call reject with AbortError, not ApiError', async () => {
    mockFetch(
      () =>
        new Promise<Response>((_, reject) => {
          setTimeout(() => reject(new DOMException('aborted', 'AbortError')), 10);
        }),
    );
    const controller = new AbortController();
    const pending = api.tags.list({}, { signal: controller.signal }).catch((e: Error) => e);
    controller.abort();
    const error = (await pending) as Error;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.name).toBe('AbortError');
  });
});
