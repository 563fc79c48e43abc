// What every part of the paid membership is built from; payment-service.ts builds the parts once.
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import type { Mailer } from '../lib/mailer';
import type { Notifier } from '../notifications/notification-events';
import type { PaymentProvider } from './provider';

export interface PaymentDeps {
  config: Config;
  db: Database;
  events: DomainEvents;
  mailer: Mailer;
  /** A failed charge is told in the site too (docs/notifications.md). */
  notifier: Notifier;
  provider: PaymentProvider;
}
