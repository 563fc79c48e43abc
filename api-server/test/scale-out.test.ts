// Several servers, one truth: two real API server processes on one PostgreSQL and one Redis, behind
// nginx configured from the repository's template (deploy/nginx/), as docs/operations.md lays out a
// production site. A limit reached on one server holds on the other, a write on one is read fresh
// on the other, signing out on one ends the session on both, and a job (a mail) runs once.
// PostgreSQL only (PGlite is one process's database): this runs in the DATABASE_URL pass.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchPostgres, type ScratchPostgres } from '@hiroba/test-db';
import { until } from './helpers/jobs';
import { freePort, startServer, type ServerProcess } from './helpers/server-process';
import { ADMIN, DEMO, DEMO_PASSWORD, dropSharedRedisKeys, sharedRedisEnv, testEnv } from './helpers/test-app';

jest.setTimeout(180_000);

const baseUrl = process.env.DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;
const REPO = path.join(__dirname, '..', '..');

interface Answer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function send(base: string, method: string, url: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `JWT ${options.token}` } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text.startsWith('{') ? JSON.parse(text) : text };
}

/** Debian's nginx with the rendered template, in a folder of its own (no root-owned paths, no port 80). */
async function startNginx(dir: string, root: string, upstreams: string[]): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const site = execFileSync(process.execPath, [
    path.join(REPO, 'deploy', 'nginx', 'render-config.mjs'),
    '--root', root, '--listen', `127.0.0.1:${port}`,
    ...upstreams.flatMap((u) => ['--api', u]),
  ], { encoding: 'utf8' });
  writeFileSync(path.join(dir, 'hiroba.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/hiroba.conf;
}
`,
  );
  const nginx: ChildProcess = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { PATH: `${process.env.PATH}:/usr/sbin` },
  });
  let errors = '';
  nginx.stderr!.on('data', (c: Buffer) => (errors += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  await until('nginx to listen', async () => {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    return fetch(`${url}/mf/public/remoteEntry.js`).then(() => true, () => false);
  }, 10_000);
  return {
    url,
    async stop() {
      if (nginx.exitCode !== null) return;
      nginx.kill('SIGQUIT');
      await once(nginx, 'exit');
    },
  };
}

/** A built remote's files as the build leaves them: one that names the build, one with a content hash. */
function fakeWebRoot(root: string): { hashed: string } {
  const dist = path.join(root, 'mf-public', 'dist');
  mkdirSync(dist, { recursive: true });
  const hashed = '123.0123456789abcdef.js';
  writeFileSync(path.join(dist, 'remoteEntry.js'), 'var mf_public;');
  writeFileSync(path.join(dist, hashed), 'console.log(1);');
  // nginx's workers run as another user where the master runs as root without `user root`.
  for (const p of [root, path.join(root, 'mf-public'), dist]) chmodSync(p, 0o755);
  return { hashed };
}

describeOnPostgres(`two API servers behind nginx on one PostgreSQL and one Redis${baseUrl ? '' : ' (skipped: needs DATABASE_URL)'}`, () => {
  let scratch: ScratchPostgres;
  let dir: string;
  let servers: ServerProcess[] = [];
  let nginx: { url: string; stop(): Promise<void> };
  let hashed: string;
  const redis = sharedRedisEnv();

  beforeAll(async () => {
    scratch = await createScratchPostgres(baseUrl!, 'hiroba_scale_out');
    dir = mkdtempSync(path.join(tmpdir(), 'hiroba-scale-out-'));
    chmodSync(dir, 0o755);
    const webRoot = path.join(dir, 'web');
    ({ hashed } = fakeWebRoot(webRoot));
    // One shared data folder (pictures, the mail outbox), as a shared volume would be.
    const env = {
      ...testEnv(path.join(dir, 'data'), redis),
      DATABASE_URL: scratch.url,
      WEB_ROOT: webRoot,
      TRUST_PROXY: '127.0.0.1',
    };
    // The first server migrates and seeds; the second then starts on a ready database.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    nginx = await startNginx(dir, webRoot, servers.map((s) => `127.0.0.1:${s.port}`));
  });

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await scratch?.drop();
    await dropSharedRedisKeys(redis);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const [a, b] = [() => servers[0]!.url, () => servers[1]!.url];

  test('a limit reached on one server holds on the other', async () => {
    const statuses: number[] = [];
    // Password-reset codes for one address, sent to each server in turn (the limit is 5 per 15 minutes).
    for (let i = 0; i < 6; i++) {
      statuses.push((await send(i % 2 === 0 ? a() : b(), 'PUT', '/api/v1/users/get_code', { body: { email: DEMO.free } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const other = await send(a(), 'PUT', '/api/v1/users/get_code', { body: { email: DEMO.free } });
    expect(other.status).toBe(429);
    expect(other.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(other.body.errors[0].message).toMatch(/しばらく待って/);

    // The five codes that were accepted were mailed once each: both servers run the mail job, and
    // no mail was sent by both.
    const outbox = path.join(dir, 'data', 'outbox');
    const mails = () => readdirSync(outbox).filter((f) => f.endsWith('.json'));
    await until('five mails', () => existsSync(outbox) && mails().length >= 5);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mails()).toHaveLength(5);
  });

  test('a write on one server is read fresh on the other', async () => {
    const paid = (await send(a(), 'POST', '/api/v1/auth/sign_in', { body: { email: DEMO.paid, password: DEMO_PASSWORD } })).body.data.token;
    const categories = await send(b(), 'GET', '/api/v1/categories');
    const categoryId = categories.body.data[0].id;
    const titles = async (base: string) => (await send(base, 'GET', '/api/v1/questions')).body.data.map((q: { title: string }) => q.title);
    // A visitor's list on server B, now in B's cache.
    const before = await titles(b());
    const posted = await send(a(), 'POST', '/api/v1/questions', { token: paid, body: { title: '二台目からも見える質問', body: '本文です。', category_id: categoryId } });
    expect(posted.status).toBe(201);
    expect(await titles(b())).toEqual(['二台目からも見える質問', ...before]);
  });

  test('a post hidden from the review queue on one server is what visitors read on the other', async () => {
    const token = async (email: string, password: string) => (await send(a(), 'POST', '/api/v1/auth/sign_in', { body: { email, password } })).body.data.token;
    const [admin, paid] = [await token(ADMIN.email, ADMIN.password), await token(DEMO.paid, DEMO_PASSWORD)];
    // A flag word: the question is public and goes to the queue (docs/moderation.md#watched-words).
    expect((await send(a(), 'POST', '/api/v1/watched_words', { token: admin, body: { word: '二台目確認語', action: 'flag' } })).status).toBe(201);
    const categoryId = (await send(b(), 'GET', '/api/v1/categories')).body.data[0].id;
    const posted = await send(b(), 'POST', '/api/v1/questions', { token: paid, body: { title: '二台目確認語を含む質問', body: '本文です。', category_id: categoryId } });
    expect(posted.status).toBe(201);
    const id = posted.body.data.id;
    const titleOn = async (base: string) => (await send(base, 'GET', `/api/v1/questions/${id}`)).body.data.title;
    // A visitor reads it on server B (now in B's cache); the admin hides it on server A.
    expect(await titleOn(b())).toBe('二台目確認語を含む質問');
    const review = (await send(a(), 'GET', '/api/v1/reviews', { token: admin })).body.data.find((r: { subject: { kind: string; id: number } }) => r.subject.kind === 'question' && r.subject.id === id);
    expect((await send(a(), 'POST', `/api/v1/reviews/${review.id}/decisions`, { token: admin, body: { decision: 'hide' } })).status).toBe(200);
    expect(await titleOn(b())).toBe('この投稿は運営により非公開になりました。');
  });

  test('signing out on one server ends the session on both', async () => {
    const signedIn = (await send(a(), 'POST', '/api/v1/auth/sign_in', { body: { email: DEMO.expert, password: DEMO_PASSWORD } })).body.data;
    const me = (base: string) => send(base, 'GET', `/api/v1/users/${signedIn.user.id}`, { token: signedIn.token });
    expect((await me(b())).status).toBe(200);
    expect((await send(a(), 'DELETE', '/api/v1/auth/sign_out', { token: signedIn.token })).status).toBeLessThan(300);
    expect((await me(b())).status).toBe(401);
    expect((await me(a())).status).toBe(401);
  });

  test('a session made through nginx is good on either server; the remotes are served with long-lived caching', async () => {
    const admin = await send(nginx.url, 'POST', '/api/v1/auth/sign_in', { body: ADMIN });
    expect(admin.status).toBe(200);
    for (const server of [a(), b()]) expect((await send(server, 'GET', `/api/v1/users/${admin.body.data.user.id}`, { token: admin.body.data.token })).status).toBe(200);

    const hashedFile = await fetch(`${nginx.url}/mf/public/${hashed}`);
    expect(hashedFile.status).toBe(200);
    expect(hashedFile.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashedFile.headers.get('x-content-type-options')).toBe('nosniff');
    const entry = await fetch(`${nginx.url}/mf/public/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(await entry.text()).toBe('var mf_public;');
  });

  test('with one server down every call goes to the other; with both down nginx answers 503 in Japanese JSON', async () => {
    await servers[0]!.stop();
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(nginx.url, 'GET', '/api/v1/questions')));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);

    await servers[1]!.stop();
    const down = await send(nginx.url, 'GET', '/api/v1/questions');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(down.headers.get('content-type')).toMatch(/^application\/json/);
    expect(down.body.errors[0].message).toMatch(/しばらくしてから/);
  });
});
