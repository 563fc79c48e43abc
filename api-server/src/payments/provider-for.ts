// The provider PAYMENT_PROVIDER names: Stripe, or the local test provider (the embedded default,
// never in production: config.ts refuses it there).
import { createHmac } from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { JobQueue } from '../lib/job-queue';
import { createLocalProvider } from './local/local-provider';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';

export function paymentProviderFor(config: Config, db: Database, jobs: JobQueue): PaymentProvider {
  if (config.payments.provider === 'stripe') return createStripeProvider(config.payments, config.siteUrl);
  // The local provider signs its events like Stripe, with a secret of its own derived from ours.
  const webhookSecret = `whsec_${createHmac('sha256', config.jwtSecret).update('local-payment-webhook').digest('hex')}`;
  return createLocalProvider({ db, jobs, webhookSecret });
}
