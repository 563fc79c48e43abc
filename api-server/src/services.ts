// The domain services, built once per app from what they depend on. Routes reach them through
// `app.ctx.services`; a service never imports a route, and each owns its rules, transactions,
// audit records and the events it announces.
import { createAuditLogService } from './admin/audit-log-service';
import { createDashboardService } from './admin/dashboard-service';
import type { Config } from './config';
import { createCacheGenerations } from './content/cache-generations';
import { createPublicCache } from './content/public-cache';
import { createSharedRecords } from './content/shared-records';
import { createViewCounter } from './content/view-counter';
import { createColumnService } from './columns/column-service';
import { createContactService } from './contacts/contact-service';
import type { Database } from './db/database';
import { databaseState } from './db/health';
import type { JobQueue } from './lib/job-queue';
import type { RedisClient } from './lib/redis';
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents } from './events/domain-events';
import { createExpertAccountService } from './experts/expert-accounts';
import { createExpertService } from './experts/expert-service';
import type { Mailer } from './lib/mailer';
import type { PasswordHasher } from './lib/password';
import type { TokenService } from './lib/tokens';
import type { RateLimits } from './lib/rate-limits';
import { createPaymentService } from './payments/payment-service';
import type { PaymentProvider } from './payments/provider';
import { createCommentService } from './qa/comment-service';
import { createQuestionService } from './qa/question-service';
import { createReactionService } from './content/reaction-service';
import { createModeration } from './moderation/moderation';
import { createNotificationService } from './notifications/notification-service';
import { createFollowService } from './notifications/follow-service';
import { createNotifier } from './notifications/notifier';
import { createUnreadCounts } from './notifications/unread-counts';
import { createNotificationMailService, kickNotificationMails } from './notifications/notification-mail-service';
import { createNotificationSettingsService } from './notifications/notification-settings-service';
import { createUnsubscribeTokens } from './notifications/unsubscribe-token';
import type { ReadingWorkerEntry } from './readings/reading-pool';
import { createReadingService } from './readings/reading-service';
import { createSupporterService } from './supporters/supporter-service';
import { CATEGORIES, TAGS, createTaxonomyService } from './taxonomy/taxonomy-service';
import { createAccountSettingsService } from './users/account-settings-service';
import { createPasswordResetService } from './users/password-reset-service';
import { createProfileService } from './users/profile-service';
import { createSessionCache } from './users/session-cache';
import { createSessionService } from './users/session-service';
import { logItemFailure } from './lib/log-safety';
import { createSearchService } from './search/search-service';
import { createSearchWordService } from './search/search-word-service';
import { createSuspensionService } from './users/suspension-service';
import { createUserActivityService } from './users/user-activity';
import { createUserService } from './users/user-service';

export interface ServiceDeps {
  config: Config;
  db: Database;
  /** Shared state between API servers (lib/redis.ts); null without REDIS_URL. */
  redis: RedisClient | null;
  /** For what a service notices but does not answer with (a shared cache that is away). */
  log: FastifyBaseLogger;
  events: DomainEvents;
  /** Work handed to the job runner (the instant notification mails' run). */
  jobs: JobQueue;
  passwords: PasswordHasher;
  tokens: TokenService;
  mailer: Mailer;
  uploadsDir: string;
  /** Stripe or the local test provider (payments/provider-for.ts). */
  paymentProvider: PaymentProvider;
  /** The rate limits' counters (lib/rate-limits.ts), for the services that count failures. */
  rateLimits: RateLimits;
  /** The ふりがな worker's entry, when not the compiled one (tests). */
  readingWorker?: ReadingWorkerEntry;
}

export type Services = ReturnType<typeof createServices>;

export function createServices(deps: ServiceDeps) {
  const { db, events } = deps;
  // The content module's shared parts: public caches (made stale by events) and view counting.
  const generations = createCacheGenerations(events, deps.redis, deps.log);
  // A person's views count once per period, checked where the rate limits count (memory or Redis).
  const viewDeps = { db, events, rateLimits: deps.rateLimits, secret: deps.config.jwtSecret, log: deps.log };
  const content = {
    generations,
    cache: createPublicCache(generations),
    records: createSharedRecords(db, () => generations.read(['references'])),
    questionViews: createViewCounter(viewDeps, 'question'),
    columnViews: createViewCounter(viewDeps, 'column'),
  };
  // The asker's loop (docs/notifications.md): the services whose writes someone hears of tell it here.
  const unread = createUnreadCounts(deps.redis, deps.log);
  const notifier = createNotifier(deps, {
    forget: (userIds) => unread.forget(userIds),
    // The instant mails go out as the notifications commit, not at the next minute's run.
    kick: (tx) => kickNotificationMails(deps.jobs, tx),
  });
  const payments = createPaymentService({ ...deps, notifier, provider: deps.paymentProvider });
  const suspensions = createSuspensionService(deps);
  // Safety (docs/moderation.md): the services that take what people write screen it here first.
  const safety = createModeration({ ...deps, suspensions, notifier });
  const moderation = { moderation: safety };
  const unsubscribeTokens = createUnsubscribeTokens(deps.config.jwtSecret);
  const sessionCache = createSessionCache(deps);

  // 退会 ends every subscription that could still charge, and the customer at the provider, before the account goes.
  const users = createUserService({ ...deps, ...moderation, beforeWithdrawal: (userId) => payments.endCustomer(userId) });
  // A paid member approved as an expert is not charged again.
  const experts = createExpertService({ ...deps, ...moderation, notifier, beforeBecomingExpert: (userId) => payments.stopRenewals(userId) });
  const auditLog = createAuditLogService(deps);
  // Search (docs/search.md): the vocabulary every keyword is widened through, held by this server.
  const searchWords = createSearchWordService(deps);
  const { vocabulary } = searchWords;
  const questions = createQuestionService({ ...deps, ...moderation, notifier, cache: content.cache, records: content.records, views: content.questionViews, vocabulary });
  const columns = createColumnService({ ...deps, cache: content.cache, records: content.records, views: content.columnViews, siteUrl: deps.config.siteUrl, vocabulary });
  const comments = createCommentService({ ...deps, ...moderation, notifier });
  // ふりがな (docs/reading-aids.md): the readings of what these pages show, as their readers see them.
  const readings = createReadingService(deps, {
    question: (id, actor) => questions.get(id, actor, null),
    comments: (questionId, actor) => comments.byQuestion(questionId, actor),
    column: (id, actor) => columns.get(id, actor, null),
  });
  return {
    safety,
    notifier,
    notifications: createNotificationService({ db, unread }),
    follows: createFollowService(deps),
    notificationSettings: createNotificationSettingsService({ db, unsubscribeTokens }),
    notificationMails: createNotificationMailService({ ...deps, unsubscribeTokens, itemFailed: logItemFailure(deps.log) }),
    content,
    auditLog,
    dashboard: createDashboardService({ ...deps, auditLog }),
    users,
    payments,
    sessions: createSessionService({ ...deps, users }),
    /** What every signed-in call checks of its token, held in memory (users/session-cache.ts). */
    sessionCache,
    accountSettings: createAccountSettingsService({ ...deps, users }),
    passwordReset: createPasswordResetService(deps),
    suspensions,
    userActivity: createUserActivityService(deps),
    profiles: createProfileService({ ...deps, ...moderation }),
    experts,
    expertAccounts: createExpertAccountService({ ...deps, experts }),
    tags: createTaxonomyService(deps, TAGS),
    categories: createTaxonomyService(deps, CATEGORIES),
    contacts: createContactService({ ...deps, ...moderation }),
    supporters: createSupporterService(deps),
    questions,
    columns,
    comments,
    searchWords,
    search: createSearchService({ db, cache: content.cache, generations: content.generations, words: searchWords, crisisIn: (text) => safety.crisisIn(text) }),
    readings,
    reactions: createReactionService({ ...deps, notifier }),
    health: {
      /** Whether the database answers now; unreachable is a state to report, not an error. */
      async check(): Promise<{ status: 'ok' | 'unavailable'; database: Database['kind'] }> {
        return { status: await databaseState(db), database: db.kind };
      },
    },
    /** Writes what is still held in memory (pending views) before the database closes. */
    async stop() {
      await Promise.all([content.questionViews.stop(), content.columnViews.stop(), readings.close(), sessionCache.close()]);
    },
  };
}
