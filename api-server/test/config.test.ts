// Configuration from the environment: defaults, production requirements, the generated secret.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { japanHourCron } from '../src/jobs/notification-digest';

/** What production needs besides the secret (the admin account and Stripe's keys). */
const PRODUCTION = { NODE_ENV: 'production', ADMIN_EMAIL: 'a@example.jp', ADMIN_PASSWORD: 'long-enough-1', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
const dir = () => mkdtempSync(path.join(os.tmpdir(), 'hiroba-config-'));

test('defaults outside production', () => {
  const cwd = dir();
  const config = loadConfig({}, cwd);
  expect(config).toMatchObject({
    port: 3000,
    host: '0.0.0.0',
    dataDir: path.join(cwd, 'data'),
    databaseUrl: null,
    adminEmail: 'admin@example.jp',
    adminPassword: 'admin-pass-2026',
    demoPassword: 'demo-pass-2026',
    seedDemo: true,
    seedDemoQa: true,
    planPriceJpy: 550,
    webRoot: cwd,
    scryptLogN: 17,
    digestHourJst: 8,
    readingWorkerIdleSeconds: 60,
  });
});

test('the JWT secret is generated once into DATA_DIR/jwt-secret with mode 600', () => {
  const cwd = dir();
  const first = loadConfig({}, cwd).jwtSecret;
  const file = path.join(cwd, 'data', 'jwt-secret');
  expect(readFileSync(file, 'utf8')).toBe(first);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(loadConfig({}, cwd).jwtSecret).toBe(first);
  expect(first.length).toBeGreaterThanOrEqual(32);
});

test('production requires a JWT secret and the admin account, and never seeds demo content', () => {
  const cwd = dir();
  expect(() => loadConfig({ NODE_ENV: 'production' }, cwd)).toThrow(/ADMIN_EMAIL/);
  expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_EMAIL: 'a@example.jp', ADMIN_PASSWORD: 'long-enough-1' }, cwd)).toThrow(/JWT_SECRET/);
  const config = loadConfig({ ...PRODUCTION, JWT_SECRET: 'x'.repeat(32) }, cwd);
  expect(config.seedDemo).toBe(false);
  expect(loadConfig({ ...PRODUCTION, JWT_SECRET: 'x'.repeat(32), DEMO_QA: 'true' }, cwd).seedDemoQa).toBe(false);
});

test('payments: the local test provider by default, Stripe in production, never the test mode there', () => {
  const cwd = dir();
  expect(loadConfig({}, cwd).payments).toMatchObject({ provider: 'local', stripeApiUrl: null, invoiceRegistrationNumber: null });
  const production = { ...PRODUCTION, JWT_SECRET: 'x'.repeat(32) };
  expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_EMAIL: 'a@example.jp', ADMIN_PASSWORD: 'long-enough-1', JWT_SECRET: 'x'.repeat(32) }, cwd)).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
  expect(loadConfig(production, cwd).payments.provider).toBe('stripe');
  expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'local' }, cwd)).toThrow(/refused when NODE_ENV=production/);
  expect(() => loadConfig({ ...production, STRIPE_API_URL: 'http://127.0.0.1:1' }, cwd)).toThrow(/STRIPE_API_URL/);
  expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' }, cwd)).toThrow(/PAYMENT_PROVIDER must be local or stripe/);
  expect(() => loadConfig({ OPERATOR_INVOICE_NUMBER: '1234' }, cwd)).toThrow(/T and 13 digits/);
  expect(loadConfig({ OPERATOR_INVOICE_NUMBER: 'T1234567890123' }, cwd).payments.invoiceRegistrationNumber).toBe('T1234567890123');
});

test('DEMO_QA=false leaves out the demo questions only', () => {
  const config = loadConfig({ DEMO_QA: 'false' }, dir());
  expect([config.seedDemo, config.seedDemoQa]).toEqual([true, false]);
});

test('only NODE_ENV=test may lower the password hashing cost', () => {
  const cwd = dir();
  expect(loadConfig({ PASSWORD_SCRYPT_LOG_N: '10' }, cwd).scryptLogN).toBe(17);
  expect(loadConfig({ NODE_ENV: 'test', PASSWORD_SCRYPT_LOG_N: '10' }, cwd).scryptLogN).toBe(10);
});

test('bad numbers are refused with the variable named', () => {
  expect(() => loadConfig({ PORT: 'eighty' }, dir())).toThrow(/PORT/);
  expect(() => loadConfig({ PLAN_PRICE_JPY: '550.5' }, dir())).toThrow(/PLAN_PRICE_JPY/);
  expect(() => loadConfig({ DIGEST_HOUR_JST: '24' }, dir())).toThrow(/DIGEST_HOUR_JST/);
  expect(() => loadConfig({ READING_WORKER_IDLE_SECONDS: '0' }, dir())).toThrow(/READING_WORKER_IDLE_SECONDS/);
  expect(loadConfig({ READING_WORKER_IDLE_SECONDS: '5' }, dir()).readingWorkerIdleSeconds).toBe(5);
});

test("DIGEST_HOUR_JST is the digest's hour in Japan, scheduled in UTC", () => {
  const hour = loadConfig({ DIGEST_HOUR_JST: '7' }, dir()).digestHourJst;
  expect(hour).toBe(7);
  expect(japanHourCron(hour)).toBe('0 22 * * *');
  expect(japanHourCron(9)).toBe('0 0 * * *');
  expect(japanHourCron(0)).toBe('0 15 * * *');
});

test('TRUST_PROXY: no proxy by default, a number of proxies, or their addresses and networks', () => {
  const cwd = dir();
  expect(loadConfig({}, cwd).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: 'false' }, cwd).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: '0' }, cwd).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: '1' }, cwd).trustProxy).toBe(1);
  expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }, cwd).trustProxy).toEqual(['127.0.0.1']);
  expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8,::1,fd00::/8 ' }, cwd).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
  for (const bad of ['yes', '10.0.0.0/33', '10.0.0/8', '10.0.0.0/8/8', 'proxy.example.jp', '::1/129', '11']) {
    expect(() => loadConfig({ TRUST_PROXY: bad }, cwd)).toThrow(/TRUST_PROXY/);
  }
});

test('TRUST_PROXY=true (any client could choose its address) is refused, saying what to write instead', () => {
  expect(() => loadConfig({ TRUST_PROXY: 'true' }, dir())).toThrow(ConfigError);
  expect(() => loadConfig({ TRUST_PROXY: 'true' }, dir())).toThrow(/TRUST_PROXY=127\.0\.0\.1 .*TRUST_PROXY=1/);
});
