// Builds the whole app: services, database (migrated and seeded), plugins, then routes.
// It never listens: server.ts does, and tests call `inject`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { createJobRunner } from './jobs/job-runner';
import { startJobs } from './jobs/registry';
import { createMailer, createMailTransport } from './lib/mailer';
import { createPasswordHasher, type PasswordHasher } from './lib/password';
import { createTokenService } from './lib/tokens';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi, registerOpenApiRoute } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limits';
import { registerSecurityHeaders } from './plugins/security-headers';
import { createQaCache } from './qa/qa-cache';
import { createViewCounter } from './qa/view-counter';
import authRoutes from './routes/api/v1/auth';
import categoryRoutes from './routes/api/v1/categories';
import commentRoutes from './routes/api/v1/comments';
import contactRoutes from './routes/api/v1/contacts';
import expertInfoRoutes from './routes/api/v1/expert-infos';
import healthRoutes from './routes/api/v1/health';
import questionFavoriteRoutes from './routes/api/v1/question-favorites';
import questionRoutes from './routes/api/v1/questions';
import replyRoutes from './routes/api/v1/replies';
import tagRoutes from './routes/api/v1/tags';
import userInformationRoutes from './routes/api/v1/user-informations';
import userLikeCommentRoutes from './routes/api/v1/user-like-comments';
import userLikeQuestionRoutes from './routes/api/v1/user-like-questions';
import usersRoutes from './routes/api/v1/users';
import passwordResetRoutes from './routes/api/v1/users/password-reset';
import { ensureAdmin } from './seed/admin';
import { seedDemo } from './seed/demo';
import { seedDemoQa } from './seed/demo-qa';
import { registerSitemapRoutes } from './site/sitemap';
import { registerConfigRoute, registerWebRoutes } from './site/web-routes';

export interface BuildOptions {
  config?: Config;
  /** An open database to use (tests share one per file); otherwise one is opened and closed with the app. */
  db?: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Start-up work on the database: migrations, the first admin, demo content (not in production). */
export async function prepareDatabase(db: Database, config: Config, passwords: PasswordHasher): Promise<void> {
  await migrate(db);
  await ensureAdmin(db, passwords, config.adminEmail, config.adminPassword);
  if (config.seedDemo) await seedDemo(db, passwords, config.demoPassword);
  if (config.seedDemoQa) await seedDemoQa(db, passwords, config.demoPassword);
}

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const db = options.db ?? (await openDatabase(config.databaseUrl, config.dataDir));
  const passwords = createPasswordHasher(config.scryptLogN);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });

  try {
    await prepareDatabase(db, config, passwords);
  } catch (error) {
    if (!options.db) await db.close();
    throw error;
  }

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    ajv: {
      customOptions: {
        // Unknown fields are refused (400 naming the field), not silently dropped.
        removeAdditional: false,
        allErrors: true,
        coerceTypes: 'array',
        useDefaults: true,
      },
    },
  });
  const qaCache = createQaCache();
  const jobs = createJobRunner(db, { log: app.log });
  const ctx: AppContext = {
    config,
    db,
    passwords,
    tokens: createTokenService(config.jwtSecret),
    jobs,
    mailer: createMailer(jobs),
    uploadsDir,
    qaCache,
    questionViews: createViewCounter(db, () => qaCache.pages.clear()),
  };
  app.decorate('ctx', ctx);
  // Pending views are written and running jobs end before the database closes.
  app.addHook('onClose', async () => {
    await ctx.questionViews.stop();
    await jobs.stop();
    if (!options.db) await db.close();
  });
  const mailTransport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  try {
    await startJobs(jobs, { db, mailTransport });
  } catch (error) {
    await app.close();
    throw error;
  }

  registerSecurityHeaders(app);
  registerErrorHandler(app);
  registerAuth(app);
  await registerRateLimits(app);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(passwordResetRoutes);
  await app.register(userInformationRoutes);
  await app.register(tagRoutes);
  await app.register(categoryRoutes);
  await app.register(contactRoutes);
  await app.register(questionRoutes);
  await app.register(commentRoutes);
  await app.register(replyRoutes);
  await app.register(userLikeQuestionRoutes);
  await app.register(userLikeCommentRoutes);
  await app.register(questionFavoriteRoutes);
  await app.register(expertInfoRoutes);
  registerOpenApiRoute(app);
  registerConfigRoute(app);
  registerSitemapRoutes(app);
  await registerWebRoutes(app);
  return app;
}
