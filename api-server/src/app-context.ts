// What routes and plugins share: configuration and the services built from it.
import type { Config } from './config';
import type { Database } from './db/database';
import type { JobRunner } from './jobs/job-runner';
import type { Mailer } from './lib/mailer';
import type { PasswordHasher } from './lib/password';
import type { QaCache } from './qa/qa-cache';
import type { ViewCounter } from './qa/view-counter';
import type { TokenService } from './lib/tokens';
import type { Role } from './users/roles';

export interface AppContext {
  config: Config;
  db: Database;
  passwords: PasswordHasher;
  tokens: TokenService;
  /** Background jobs stored in the database (jobs/job-runner.ts; the list is jobs/registry.ts). */
  jobs: JobRunner;
  mailer: Mailer;
  uploadsDir: string;
  /** Question views, written in batches (qa/view-counter.ts). */
  questionViews: ViewCounter;
  /** Totals and anonymous pages of the Q&A corner, kept a few seconds (qa/qa-cache.ts). */
  qaCache: QaCache;
}

/** The caller, once their token has been checked against the database. */
export interface AuthUser {
  id: number;
  role: Role;
  jti: string;
  /** Token expiry, seconds since the epoch (for the revocation list). */
  exp: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Empties every rate-limit counter (plugins/rate-limits.ts). */
    rateLimitResets: Array<() => void>;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
    /** Why a token that was sent was refused (answered only where sign-in is required). */
    authError: string | null;
  }
}
