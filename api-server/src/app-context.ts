// What routes and plugins share: configuration, the database, the domain services and the event bus.
import type { Role } from '@hiroba/contract';
import type { Config } from './config';
import type { Database } from './db/database';
import type { DomainEvents } from './events/domain-events';
import type { JobRunner } from './jobs/job-runner';
import type { Mailer } from './lib/mailer';
import type { PasswordHasher } from './lib/password';
import type { RedisClient } from './lib/redis';
import type { TokenService } from './lib/tokens';
import type { RateLimits } from './lib/rate-limits';
import type { DeclaredRoute } from './plugins/access';
import type { Access } from './policy/access';
import type { Services } from './services';

export interface AppContext {
  config: Config;
  db: Database;
  /** Shared state between API servers (lib/redis.ts); null without REDIS_URL. */
  redis: RedisClient | null;
  passwords: PasswordHasher;
  tokens: TokenService;
  /** Background jobs stored in the database (jobs/job-runner.ts; the list is jobs/registry.ts). */
  jobs: JobRunner;
  mailer: Mailer;
  events: DomainEvents;
  uploadsDir: string;
  services: Services;
  /** Every rate limit's counters (lib/rate-limits.ts); reset() empties them. */
  rateLimits: RateLimits;
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
    /** Every API route with its declared access (plugins/access.ts), for the permission test. */
    declaredRoutes: DeclaredRoute[];
  }
  interface FastifyRequest {
    auth: AuthUser | null;
    /** Why a token that was sent was refused (answered only where sign-in is required). */
    authError: string | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route (from the endpoint map; policy/access.ts); required on every route under /api/. */
    access?: Access;
  }
}
