// Builds the whole app: database (migrated and seeded), services, plugins, then the API's routes from
// the endpoint map (routes/, http/endpoint-routes.ts). It never listens: server.ts does, and tests call `inject`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context';
import { loadConfig, trustProxyOption, type Config } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { createDomainEvents } from './events/domain-events';
import { createJobRunner } from './jobs/job-runner';
import { appJobs, startJobs } from './jobs/registry';
import { kickReadings } from './readings/reading-service';
import { REINDEX_SEARCH_QUEUE } from './jobs/reindex-search';
import type { ReadingWorkerEntry } from './readings/reading-pool';
import { safeLoggerOptions } from './lib/log-safety';
import { createMailer, createMailTransport } from './lib/mailer';
import { createPasswordHasher, type PasswordHasher } from './lib/password';
import { openRedis } from './lib/redis';
import { createTokenService } from './lib/tokens';
import { registerAccess } from './plugins/access';
import { registerAuth } from './plugins/auth';
import { answerClientError } from './plugins/client-errors';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi, registerOpenApiRoute } from './plugins/openapi';
import { createRateLimits } from './lib/rate-limits';
import { requestValidation } from './plugins/request-validation';
import { registerLoadShedding } from './plugins/load-shedding';
import { REQUEST_ID_FIELD, registerRequestLog, requestIdFor } from './plugins/request-log';
import { registerResponseContract } from './plugins/response-contract';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStorableText } from './plugins/storable-text';
import { ensureAdmin } from './seed/admin';
import { seedDemo } from './seed/demo';
import { seedDemoColumns } from './seed/demo-columns';
import { seedDemoQa } from './seed/demo-qa';
import { seedDemoSupporters } from './seed/demo-supporters';
import { paymentProviderFor } from './payments/provider-for';
import { registerLocalCheckoutPage } from './payments/local/local-checkout-page';
import { registerEndpoints } from './http/endpoint-routes';
import { routeFiles } from './routes';
import { createServices } from './services';
import { registerColumnFeedRoute } from './site/column-feed';
import { registerSitemapRoutes } from './site/sitemap';
import { registerConfigRoute, registerWebRoutes } from './site/web-routes';

export interface BuildOptions {
  config?: Config;
  /** An open database to use (tests share one per file); otherwise one is opened and closed with the app. */
  db?: Database;
  logger?: FastifyServerOptions['logger'];
  /** The ふりがな worker's entry when not the compiled one beside the pool (tests run the TypeScript). */
  readingWorker?: ReadingWorkerEntry;
}

/** Start-up work on the database: migrations, the first admin, demo content (not in production). */
/** Where uploaded pictures are kept (served at /uploads/). */
const uploadsDirOf = (config: Config) => path.join(config.dataDir, 'uploads');

export async function prepareDatabase(db: Database, config: Config, passwords: PasswordHasher): Promise<void> {
  await migrate(db);
  await ensureAdmin(db, passwords, config.adminEmail, config.adminPassword);
  if (config.seedDemo) await seedDemo(db, passwords, config.demoPassword);
  if (config.seedDemoQa) {
    await seedDemoQa(db, passwords, config.demoPassword);
    await seedDemoColumns(db, { uploadsDir: uploadsDirOf(config), siteUrl: config.siteUrl });
    await seedDemoSupporters(db);
  }
}

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  // A database connection that breaks (PostgreSQL stopped) is logged once the app's logger exists.
  let log: FastifyBaseLogger | null = null;
  const onConnectionError = (error: Error) => log?.warn({ err: error }, 'a database connection broke');
  const db = options.db ?? (await openDatabase(config.databaseUrl, config.dataDir, { onConnectionError }));
  const passwords = createPasswordHasher(config.scryptLogN);
  const uploadsDir = uploadsDirOf(config);
  mkdirSync(uploadsDir, { recursive: true });

  let redis: Awaited<ReturnType<typeof openRedis>> = null;
  try {
    await prepareDatabase(db, config, passwords);
    redis = await openRedis(config.redisUrl, config.redisKeyPrefix);
  } catch (error) {
    if (!options.db) await db.close();
    throw error;
  }

  const app = Fastify({
    // Redaction and a safe error serializer whatever logger is given (lib/log-safety.ts); one line
    // per request of our own instead of Fastify's two (plugins/request-log.ts).
    logger: safeLoggerOptions(options.logger ?? false),
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: REQUEST_ID_FIELD }),
    genReqId: requestIdFor(config.trustProxy),
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors: answerFrameworkError,
    // Node's HTTP parser refusing a request (a header too large, a timeout): our JSON answer.
    clientErrorHandler: answerClientError,
    // Strict JSON bodies, coerced query strings and paths (plugins/request-validation.ts).
    schemaController: requestValidation(),
  });
  log = app.log;

  // While Redis is away the callers fall back (rate-limit-store.ts, cache-generations.ts); say so once per try.
  redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis unreachable'));
  const events = createDomainEvents((error) => app.log.error({ err: error }, 'an event subscriber failed'));
  const jobs = createJobRunner(db, { log: app.log });
  const base = {
    config,
    db,
    redis,
    log: app.log,
    rateLimits: createRateLimits(redis),
    passwords,
    events,
    tokens: createTokenService(config.jwtSecret),
    jobs,
    mailer: createMailer(jobs),
    uploadsDir,
    paymentProvider: paymentProviderFor(config, db, jobs),
  };
  const ctx: AppContext = { ...base, services: createServices({ ...base, readingWorker: options.readingWorker }) };
  app.decorate('ctx', ctx);
  // A write's answer leaves only once every server's caches know of it (content/cache-generations.ts).
  app.addHook('onSend', async (request) => {
    // So are the other servers' session caches, of a sign-out or a changed password.
    if (request.method !== 'GET' && request.method !== 'HEAD') await Promise.all([ctx.services.content.generations.settled(), ctx.services.sessionCache.settled()]);
  });
  // What services still hold in memory is written and running jobs end before the database closes.
  app.addHook('onClose', async () => {
    await ctx.services.stop();
    await jobs.stop();
    if (!options.db) await db.close();
    // quit() waits for Redis to answer; one that is away is simply dropped.
    await redis?.quit().catch(() => redis?.disconnect());
  });
  const mailTransport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  try {
    await startJobs(jobs, { db, events, mailTransport, payments: ctx.services.payments, notifier: ctx.services.notifier, notificationMails: ctx.services.notificationMails, readings: ctx.services.readings }, appJobs(config));
    // Texts written while the server was down, or the demo content, get their readings at once; rows
    // written with an older search folding are written again at once.
    if (config.makeReadings) await kickReadings(jobs);
    await jobs.send(REINDEX_SEARCH_QUEUE, {}, { singletonKey: 'start', singletonSeconds: 60 });
  } catch (error) {
    await app.close();
    throw error;
  }

  // The security headers first: every answer carries them, a shed request's 503 too.
  await registerSecurityHeaders(app);
  // Then load shedding, so a request shed under load costs nothing more (not even the token check's query).
  await registerLoadShedding(app, config.loadShedding);
  registerRequestLog(app);
  registerErrorHandler(app);
  registerStorableText(app);
  registerAuth(app);
  registerAccess(app);
  if (config.checkResponses) registerResponseContract(app);
  await registerOpenApi(app);

  await registerEndpoints(app, routeFiles);
  registerOpenApiRoute(app);
  registerConfigRoute(app);
  registerSitemapRoutes(app);
  registerColumnFeedRoute(app);
  if (ctx.services.payments.local) registerLocalCheckoutPage(app, ctx.services.payments.local);
  await registerWebRoutes(app);
  return app;
}
