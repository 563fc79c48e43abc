// Every environment variable the server reads, with its default, in one place.
// ENVIRONMENT.md lists the same names with one line each; keep the two in step.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { DEFAULT_DIGEST_HOUR_JST, DEFAULT_REPORT_HIDE_THRESHOLD, type OperatorInfo } from '@hiroba/contract';

export interface Config {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Redis shared by several API servers (lib/redis.ts); null: each server keeps its own in memory. */
  redisUrl: string | null;
  /** Starts every key this site writes in Redis. */
  redisKeyPrefix: string;
  jwtSecret: string;
  adminEmail: string;
  adminPassword: string;
  demoPassword: string;
  /** Demo accounts, categories and tags are created only outside production. */
  seedDemo: boolean;
  /** Demo questions, answers, likes and favorites (outside production, unless DEMO_QA=false). */
  seedDemoQa: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  /** The hour in Japan time when the daily digest of notifications is mailed (jobs/notification-digest.ts). */
  digestHourJst: number;
  /** ふりがな: whether the make-readings job runs (MAKE_READINGS=false turns it off; tests do, but those of the readings). */
  makeReadings: boolean;
  gaMeasurementId: string;
  siteUrl: string;
  apiBaseUrl: string;
  operator: OperatorInfo;
  planPriceJpy: number;
  payments: PaymentConfig;
  webRoot: string;
  /** log2 of the scrypt cost; only NODE_ENV=test may lower it (see lib/password.ts). */
  scryptLogN: number;
  /**
   * Whose X-Forwarded-For is believed (Fastify's trustProxy): none, how many proxies stand in front,
   * or their addresses and networks (docs/architecture.md#trusted-proxies).
   */
  trustProxy: false | number | string[];
  /** NODE_ENV=test: every API answer is checked against its response schema (plugins/response-contract.ts). */
  checkResponses: boolean;
  /** Different people whose reports hide a post until an admin decides (docs/moderation.md#reports). */
  reportHideThreshold: number;
  /** Load shedding thresholds (plugins/load-shedding.ts); 0 turns a check off. */
  loadShedding: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number };
  /** Seconds without work after which the ふりがな worker and its ~400 MB dictionary stop (readings/reading-pool.ts). */
  readingWorkerIdleSeconds: number;
  /**
   * The session check kept in memory (users/session-cache.ts): how long an entry is trusted at most
   * (0: every signed-in call asks the database) and how many sessions are kept.
   */
  sessionCache: { seconds: number; entries: number };
}

/** The payment provider and its keys (payments/; docs/payments.md). */
export interface PaymentConfig {
  /** local: the offline test provider (the embedded default, refused in production); stripe: Stripe. */
  provider: 'local' | 'stripe';
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  /** Given to Stripe.js in the browser; a missing one is reported there, not here. */
  stripePublishableKey: string;
  /** Stripe's API at another address (the tests' local stand-in); never in production. */
  stripeApiUrl: URL | null;
  /** 適格請求書発行事業者 registration number printed on receipts (T and 13 digits). */
  invoiceRegistrationNumber: string | null;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;
const MB = 1024 * 1024;

function text(env: Env, name: string, fallback = ''): string {
  const value = env[name];
  return value === undefined || value.trim() === '' ? fallback : value.trim();
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

/** The signing secret: from JWT_SECRET, else generated once into DATA_DIR/jwt-secret (mode 600). */
function jwtSecretFor(env: Env, dataDir: string, isProduction: boolean): string {
  const given = text(env, 'JWT_SECRET');
  if (given) {
    if (given.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return given;
  }
  if (isProduction) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process wrote it first; then read theirs.
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}

function paymentConfig(env: Env, isProduction: boolean): PaymentConfig {
  const provider = text(env, 'PAYMENT_PROVIDER', isProduction ? 'stripe' : 'local');
  if (provider !== 'local' && provider !== 'stripe') throw new ConfigError(`PAYMENT_PROVIDER must be local or stripe (got "${provider}")`);
  if (provider === 'local' && isProduction) {
    throw new ConfigError('PAYMENT_PROVIDER=local is a test mode and is refused when NODE_ENV=production');
  }
  const stripeSecretKey = text(env, 'STRIPE_SECRET_KEY');
  const stripeWebhookSecret = text(env, 'STRIPE_WEBHOOK_SECRET');
  if (provider === 'stripe' && (!stripeSecretKey || !stripeWebhookSecret)) {
    throw new ConfigError('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when PAYMENT_PROVIDER=stripe');
  }
  const apiUrl = text(env, 'STRIPE_API_URL');
  if (apiUrl && isProduction) throw new ConfigError('STRIPE_API_URL is for tests and is refused when NODE_ENV=production');
  let stripeApiUrl: URL | null = null;
  if (apiUrl) {
    try {
      stripeApiUrl = new URL(apiUrl);
    } catch {
      throw new ConfigError(`STRIPE_API_URL must be a URL (got "${apiUrl}")`);
    }
  }
  const invoiceNumber = text(env, 'OPERATOR_INVOICE_NUMBER');
  if (invoiceNumber && !/^T\d{13}$/.test(invoiceNumber)) {
    throw new ConfigError(`OPERATOR_INVOICE_NUMBER must be T and 13 digits (got "${invoiceNumber}")`);
  }
  return {
    provider,
    stripeSecretKey,
    stripeWebhookSecret,
    stripePublishableKey: text(env, 'STRIPE_PUBLISHABLE_KEY'),
    stripeApiUrl,
    invoiceRegistrationNumber: invoiceNumber || null,
  };
}

/** Where the data lives, without the rest of the configuration: all that backup and restore read (src/ops/). */
export function loadStorage(env: Env = process.env, cwd: string = process.cwd()): { dataDir: string; databaseUrl: string | null; backupDir: string } {
  return {
    dataDir: path.resolve(cwd, text(env, 'DATA_DIR', 'data')),
    databaseUrl: text(env, 'DATABASE_URL') || null,
    backupDir: path.resolve(cwd, text(env, 'BACKUP_DIR', 'backups')),
  };
}

/** An address (127.0.0.1, ::1) or a network in CIDR notation (10.0.0.0/8, fd00::/8). */
function isAddressOrNetwork(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: unset or false trusts no proxy (the socket's address counts); a number, that many
 * proxies in front; else a comma-separated list of the proxies' addresses or networks. `true` would
 * believe every hop, so any client could choose its address (and a fresh rate-limit budget with it).
 */
function trustedProxies(env: Env): false | number | string[] {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === '' || raw === 'false') return false;
  if (raw === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would let any client choose its address through X-Forwarded-For. Name the proxies in front of the ' +
        'server instead: their addresses or networks (TRUST_PROXY=127.0.0.1 for nginx on the same machine, ' +
        'TRUST_PROXY=10.0.0.0/8 for a load balancer inside the network), or how many there are (TRUST_PROXY=1)',
    );
  }
  if (/^\d+$/.test(raw)) return integer(env, 'TRUST_PROXY', 0, 0, 10) || false;
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.find((entry) => !isAddressOrNetwork(entry));
  if (wrong !== undefined) {
    throw new ConfigError(`TRUST_PROXY must be false, a number of proxies, or addresses and networks separated by commas (got "${wrong}")`);
  }
  return entries;
}

/** `trustProxy` as Fastify's option: a hop count becomes the test Fastify makes of one (its types omit numbers). */
export function trustProxyOption(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/**
 * PGLITE_SHARED_BUFFERS_MB: the embedded database's page cache, PostgreSQL's 128 MB by default. Less
 * lowers the server's memory at start and while pages are read, but a burst of writes (the readings
 * of the demo content) then raised it further: measured both ways in docs/operations.md#memory.
 */
export const pgliteSharedBuffersMb = (env: Env = process.env): number => integer(env, 'PGLITE_SHARED_BUFFERS_MB', 128, 1, 1024);

/** READING_WORKER_IDLE_SECONDS, also the reading pool's own default. */
export const readingWorkerIdleSeconds = (env: Env = process.env): number => integer(env, 'READING_WORKER_IDLE_SECONDS', 60, 1, 86_400);

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const nodeEnv = text(env, 'NODE_ENV', 'development');
  const isProduction = nodeEnv === 'production';
  const { dataDir, databaseUrl } = loadStorage(env, cwd);

  const adminEmail = text(env, 'ADMIN_EMAIL', isProduction ? '' : 'admin@example.jp');
  const adminPassword = text(env, 'ADMIN_PASSWORD', isProduction ? '' : 'admin-pass-2026');
  if (isProduction && (!adminEmail || !adminPassword)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD are required when NODE_ENV=production');
  }
  if (adminPassword.length < 8) throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters');

  const scryptLogN = nodeEnv === 'test' ? integer(env, 'PASSWORD_SCRYPT_LOG_N', 17, 4, 20) : 17;
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const siteUrl = text(env, 'SITE_URL', `http://localhost:${port}`);

  return {
    nodeEnv,
    isProduction,
    port,
    host: text(env, 'HOST', '0.0.0.0'),
    dataDir,
    databaseUrl,
    redisUrl: text(env, 'REDIS_URL') || null,
    redisKeyPrefix: text(env, 'REDIS_KEY_PREFIX', 'hiroba:'),
    jwtSecret: jwtSecretFor(env, dataDir, isProduction),
    adminEmail,
    adminPassword,
    demoPassword: text(env, 'DEMO_PASSWORD', 'demo-pass-2026'),
    seedDemo: !isProduction,
    seedDemoQa: !isProduction && text(env, 'DEMO_QA', 'true') !== 'false',
    smtpUrl: text(env, 'SMTP_URL') || null,
    mailFrom: text(env, 'MAIL_FROM', '障害福祉Q&Aひろば <no-reply@example.jp>'),
    digestHourJst: integer(env, 'DIGEST_HOUR_JST', DEFAULT_DIGEST_HOUR_JST, 0, 23),
    makeReadings: text(env, 'MAKE_READINGS', 'true') !== 'false',
    gaMeasurementId: text(env, 'GA_MEASUREMENT_ID'),
    siteUrl: siteUrl.replace(/\/+$/, ''),
    apiBaseUrl: text(env, 'API_BASE_URL', '/'),
    operator: {
      name: text(env, 'OPERATOR_NAME', '障害福祉Q&Aひろば運営事務局'),
      representative: text(env, 'OPERATOR_REPRESENTATIVE', '運営責任者'),
      address: text(env, 'OPERATOR_ADDRESS', '請求があった場合、遅滞なく開示します。'),
      phone: text(env, 'OPERATOR_PHONE', '請求があった場合、遅滞なく開示します。'),
      email: text(env, 'OPERATOR_EMAIL', 'info@example.jp'),
      companyUrl: text(env, 'COMPANY_URL', 'https://example.jp/'),
    },
    planPriceJpy: integer(env, 'PLAN_PRICE_JPY', 550, 50, 1_000_000),
    payments: paymentConfig(env, isProduction),
    webRoot: path.resolve(cwd, text(env, 'WEB_ROOT', '.')),
    scryptLogN,
    trustProxy: trustedProxies(env),
    checkResponses: nodeEnv === 'test',
    reportHideThreshold: integer(env, 'REPORT_HIDE_THRESHOLD', DEFAULT_REPORT_HIDE_THRESHOLD, 1, 1000),
    // Off by default under NODE_ENV=test: a test machine busy with other suites is starved for CPU
    // in a way production is not, and shedding there would fail tests at random.
    loadShedding: {
      maxEventLoopDelayMs: integer(env, 'LOAD_SHED_EVENT_LOOP_DELAY_MS', nodeEnv === 'test' ? 0 : 1000, 0, 60_000),
      // By default 90% of the heap Node may grow to: past that, garbage collection takes over.
      maxHeapUsedBytes:
        integer(env, 'LOAD_SHED_HEAP_USED_MB', nodeEnv === 'test' ? 0 : Math.floor((getHeapStatistics().heap_size_limit * 0.9) / MB), 0, 1_000_000) * MB,
    },
    readingWorkerIdleSeconds: readingWorkerIdleSeconds(env),
    sessionCache: {
      seconds: integer(env, 'SESSION_CACHE_SECONDS', 5, 0, 60),
      entries: integer(env, 'SESSION_CACHE_ENTRIES', 10_000, 1, 1_000_000),
    },
  };
}
