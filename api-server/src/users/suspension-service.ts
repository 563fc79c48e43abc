// Suspending an account and restoring it (docs/product.md#account-suspension): an admin's action
// with a reason, audited. Suspending raises token_version in the same statement, so every token the
// person holds stops working at once (plugins/auth.ts); sign-in refuses them (session-service.ts)
// until an admin restores the account. Their posts stay where they are.
import { audit } from '../admin/audit-log-repository';
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../lib/http-errors';
import { maySuspend, type Actor } from '../policy/rules';
import { findUserById, restoreAccount, suspendAccount, type UserRow } from './user-repository';
import { presentUser } from './user-service';

/** What sign-in answers a suspended person who typed the right password. */
export const SUSPENDED_SIGN_IN_MESSAGE =
  'このアカウントは利用を停止しています。ご不明な点は、お問い合わせページから運営事務局にお問い合わせください。';

export type SuspensionService = ReturnType<typeof createSuspensionService>;

export function createSuspensionService({ db, events }: { db: Database; events: DomainEvents }) {
  /** The live account an admin acts on; why not, in the words the admin page shows. */
  async function target(id: number, actor: Actor): Promise<UserRow> {
    const user = await findUserById(db, id);
    if (!user || user.withdrawn_at) throw notFound('会員が見つかりませんでした。');
    if (user.id === actor.id) throw unprocessable(undefined, 'ご自身のアカウントは停止できません。');
    if (user.role === 'admin') throw unprocessable(undefined, '管理者のアカウントは停止できません。');
    if (!maySuspend(actor, user)) throw forbidden();
    return user;
  }

  async function presentAfter(id: number) {
    const row = await findUserById(db, id);
    if (!row) throw notFound('会員が見つかりませんでした。');
    return presentUser(row);
  }

  return {
    async suspend(id: number, input: { reason: string }, actor: Actor) {
      const reason = input.reason.trim();
      if (!reason) throw badRequest('reason', '理由を入力してください。');
      const user = await target(id, actor);
      if (user.suspended_at) throw conflict(undefined, 'このアカウントはすでに停止しています。');
      await db.transaction(async (tx) => {
        // The condition settles two admins suspending at once: the second finds nothing to change.
        if (!(await suspendAccount(tx, user.id, reason))) throw conflict(undefined, 'このアカウントはすでに停止しています。');
        await audit(tx, actor.id, 'user.suspend', { type: 'user', id: user.id }, { reason });
      });
      events.publish({ type: 'sessions.changed', id: user.id });
      return presentAfter(user.id);
    },

    async restore(id: number, actor: Actor) {
      const user = await target(id, actor);
      if (!user.suspended_at) throw conflict(undefined, 'このアカウントは停止していません。');
      await db.transaction(async (tx) => {
        if (!(await restoreAccount(tx, user.id))) throw conflict(undefined, 'このアカウントは停止していません。');
        // The reason it had is kept in the record, so the history reads whole after the columns are cleared.
        await audit(tx, actor.id, 'user.restore', { type: 'user', id: user.id }, { suspended_at: user.suspended_at, reason: user.suspended_reason });
      });
      return presentAfter(user.id);
    },
  };
}
