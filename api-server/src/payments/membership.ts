// Where a person stands with paid membership, decided from the provider's subscriptions as we last
// read them back, and every change of that standing recorded (when, from, to, why). Callers hold the
// user's row lock (lockMember) while they write, so two deliveries at once cannot both decide.
import type { MembershipChangeReason, MembershipStatus, Role } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { upsertCustomer } from './billing-customer-repository';
import { insertMembershipChange, lockMember, setPaidStanding, type MemberRow } from './membership-repository';
import { ENTITLED_STATUSES, type Card, type ProviderKind, type ProviderSubscription } from './provider';
import { standingOf, upsertSubscription } from './subscription-repository';

export interface Cause {
  reason: MembershipChangeReason;
  eventId?: string | null;
  actorId?: number | null;
}

export interface MembershipChangeResult {
  from: MembershipStatus;
  to: MembershipStatus;
  role: Role;
}

/** Paid membership applies to members only (experts and admins have none). */
export function statusOf(user: Pick<MemberRow, 'role' | 'is_permanent_paid_member'>): MembershipStatus | null {
  if (user.role === 'free_member') return 'free';
  if (user.role === 'paid_member') return user.is_permanent_paid_member ? 'permanent' : 'paid';
  return null;
}

// Every membership write takes the person's row first (lockMember). One order for all: a write that
// took a subscription or customer row first (its foreign key share-locks the person) and then waited
// for the person would deadlock against a checkout return and its webhook event arriving together.

export async function recordChange(tx: Queryable, userId: number, from: MembershipStatus, to: MembershipStatus, cause: Cause): Promise<void> {
  await insertMembershipChange(tx, { userId, from, to, reason: cause.reason, eventId: cause.eventId ?? null, actorId: cause.actorId ?? null });
}

/** Our copy of a subscription as the provider reported it just now (one row per provider id). */
export async function saveSubscription(tx: Queryable, provider: ProviderKind, userId: number, sub: ProviderSubscription): Promise<void> {
  await lockMember(tx, userId);
  await upsertSubscription(tx, provider, userId, sub);
}

/**
 * The person's customer at the provider, and the card kept there when it is known. Never for a
 * withdrawn person: the events of the cancellation that withdrawal caused arrive after it, and must not
 * bring back the card it deleted (users/withdrawal-repository.ts).
 */
export async function saveCustomer(tx: Queryable, provider: ProviderKind, userId: number, customerId: string, card: Card | null): Promise<void> {
  await lockMember(tx, userId);
  await upsertCustomer(tx, provider, userId, customerId, card);
}

/**
 * Makes the person's role follow their subscriptions: paid while one is paid up or being retried,
 * free otherwise. A permanent paid member, an expert or an admin is left as they are; so is a paid
 * member who never paid through a provider (made paid by an admin, or the demo account).
 */
export async function settleMembership(tx: Queryable, provider: ProviderKind, userId: number, cause: Cause): Promise<MembershipChangeResult | null> {
  const user = await lockMember(tx, userId);
  const from = user && !user.withdrawn_at ? statusOf(user) : null;
  if (!user || from === null || from === 'permanent') return null;
  const standing = await standingOf(tx, provider, userId, ENTITLED_STATUSES);
  if (!standing?.any_subscription && user.paid_until === null) return null;
  const to: MembershipStatus = standing?.entitled ? 'paid' : 'free';
  const role: Role = to === 'paid' ? 'paid_member' : 'free_member';
  await setPaidStanding(tx, userId, role, standing?.entitled ? standing.paid_until : null);
  if (to === from) return null;
  await recordChange(tx, userId, from, to, cause);
  return { from, to, role };
}

/** A change of standing is announced (caches and pages show the role); none, nothing to say. */
export function announceChange(events: DomainEvents, userId: number, change: MembershipChangeResult | null): void {
  if (change) events.publish({ type: 'user.changed', id: userId, role: change.role });
}
