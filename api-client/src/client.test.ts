import { NETWORK_ERROR_MESSAGE, ApiError } from './api-error';
import { configureApi, viewCountedByPage } from './client';
import { api } from './index';
import { useSession } from './session-store';
import { aUser, fixture } from './test-support/fixtures';
import { answer, answerError, answerWith, failNetwork, hold } from './test-support/http';
import { TagSchema, VIEW_COUNTED_HEADER } from '@hiroba/contract';

const user = aUser();
const tag = fixture(TagSchema, { id: 1, title: '手話', status: 'published', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' });
const ROOT = 'https://api.example.jp/api/v1';

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
  configureApi({ baseUrl: 'https://api.example.jp' });
});

describe('requests', () => {
  it('sends Authorization: JWT <token> when the session has a token', async () => {
    const { calls } = answer('get', `${ROOT}/tags/:id`, { data: tag });
    useSession.getState().login('tok-123', user);
    await api.tags.get(1);
    expect(calls[0].headers.get('authorization')).toBe('JWT tok-123');
    expect(calls[0].url).toBe('https://api.example.jp/api/v1/tags/1');
  });

  it('sends no Authorization header when signed out', async () => {
    const { calls } = answer('get', `${ROOT}/tags/:id`, { data: tag });
    await api.tags.get(1);
    expect(calls[0].headers.has('authorization')).toBe(false);
  });

  it("says the page counted the view on the first read of that article only, not on other calls", async () => {
    const read = answer('get', `${ROOT}/questions/:id`, { data: { id: 7 } });
    const liked = answer('post', `${ROOT}/user_like_questions`, { data: {} }, { status: 201 });
    useSession.getState().login('tok-123', user);
    viewCountedByPage('api/v1/questions/7');
    await api.questions.get(8);
    await api.userLikeQuestions.create({ question_id: 7 });
    await api.questions.get(7);
    await api.questions.get(7);
    expect(read.calls.map((r) => [r.url.split('/').pop(), r.headers.get(VIEW_COUNTED_HEADER)])).toEqual([
      ['8', null],
      ['7', 'page'],
      ['7', null],
    ]);
    expect(liked.calls[0].headers.has(VIEW_COUNTED_HEADER)).toBe(false);
  });

  it('defaults to the site root and accepts a relative base URL', async () => {
    const atRoot = answer('get', `${window.location.origin}/api/v1/tags/:id`, { data: tag });
    const atBackend = answer('get', `${window.location.origin}/backend/api/v1/tags/:id`, { data: tag });
    configureApi();
    await api.tags.get(1);
    configureApi({ baseUrl: '/backend' });
    await api.tags.get(1);
    expect([...atRoot.calls, ...atBackend.calls].map((r) => r.url)).toEqual([
      `${window.location.origin}/api/v1/tags/1`,
      `${window.location.origin}/backend/api/v1/tags/1`,
    ]);
  });

  it('sends JSON bodies and query strings without undefined values', async () => {
    const created = answer('post', `${ROOT}/tags`, { data: tag }, { status: 201 });
    const listed = answer('get', `${ROOT}/users`, { data: [], meta: {} });
    await api.tags.create({ title: '手話', status: 'published' });
    await api.users.list({ page: 2, per: 20, role: undefined, keyword: '福祉 相談' });
    expect(created.calls[0].method).toBe('POST');
    expect(created.calls[0].headers.get('content-type')).toMatch(/application\/json/);
    expect(created.calls[0].body).toEqual({ title: '手話', status: 'published' });
    const url = new URL(listed.calls[0].url);
    expect(url.pathname).toBe('/api/v1/users');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', per: '20', keyword: '福祉 相談' });
  });

  it('encodes path placeholders', async () => {
    const { calls } = answer('get', `${ROOT}/categories/show_by_title`, { data: tag });
    await api.categories.showByTitle({ title: '就労/支援' });
    expect(new URL(calls[0].url).searchParams.get('title')).toBe('就労/支援');
  });

  it('retries a GET once when the gateway is busy, and never retries a POST', async () => {
    const busy = { status: 503, body: { errors: [{ message: '混み合っています。' }] } };
    const get = answerWith('get', `${ROOT}/tags/:id`, (n) => (n === 0 ? busy : { body: { data: tag } }));
    await expect(api.tags.get(1)).resolves.toEqual(tag);
    expect(get.calls).toHaveLength(2);

    const post = answerWith('post', `${ROOT}/tags`, (n) => (n === 0 ? busy : { status: 201, body: { data: tag } }));
    await expect(api.tags.create({ title: 'x', status: 'draft' })).rejects.toMatchObject({ status: 503 });
    expect(post.calls).toHaveLength(1);
  });
});

describe('error normalisation', () => {
  it("turns the server's {errors} into an ApiError with field messages", async () => {
    answerError('post', `${ROOT}/auth/sign_in`, 400, [
      { field: 'email', message: 'メールアドレスの形式が正しくありません。' },
      { field: 'email', message: '二つ目は使われません。' },
      { message: '入力内容を確かめてください。' },
    ]);
    const error = await api.auth.signIn({ email: 'x', password: 'y' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.fieldErrors()).toEqual({ email: 'メールアドレスの形式が正しくありません。' });
    expect(apiError.messages()).toHaveLength(3);
    expect(apiError.message).toContain('メールアドレスの形式が正しくありません。');
  });

  it('gives a Japanese message when an error answer has no errors list', async () => {
    answer('post', `${ROOT}/contacts`, '<html>Internal Server Error</html>', { status: 500 });
    const error = (await api.contacts.create({ name: 'a', email: 'b', subject: 'd', body: 'c' }).catch((e) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.messages()).toEqual(['サーバーでエラーが発生しました。時間をおいて、もう一度お試しください。']);
  });

  it('reports a network failure as status 0 with the Japanese message', async () => {
    failNetwork('post', `${ROOT}/auth/sign_in`);
    const error = (await api.auth.signIn({ email: 'a', password: 'b' }).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('reports a timeout as status 0', async () => {
    configureApi({ baseUrl: 'https://api.example.jp', timeoutMs: 30 });
    hold('post', `${ROOT}/contacts`);
    const error = (await api.contacts.create({ name: 'a', email: 'b', subject: 'd', body: 'c' }).catch((e) => e)) as ApiError;
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('lets an aborted call reject with AbortError, not ApiError', async () => {
    hold('get', `${ROOT}/tags`);
    const controller = new AbortController();
    const pending = api.tags.list({}, { signal: controller.signal }).catch((e: Error) => e);
    controller.abort();
    const error = (await pending) as Error;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.name).toBe('AbortError');
  });
});
