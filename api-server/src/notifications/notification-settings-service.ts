// The mail settings of a person's notifications (「すぐに」「1日1回まとめて」「受け取らない」 per kind)
// and the mails' signed one-click unsubscribe link, which works without signing in.
import {
  DEFAULT_MAIL_DELIVERY,
  NOTIFICATION_KIND_LABELS,
  notificationKindsFor,
  type MailDelivery,
  type NotificationKind,
  type Role,
} from '@hiroba/contract';
import type { Database, Queryable } from '../db/database';
import { badRequest } from '../lib/http-errors';
import type { Actor } from '../policy/rules';
import { saveSettings, settingsOwner, storedSettings, type StoredSetting } from './notification-settings-repository';
import type { UnsubscribeTokens } from './unsubscribe-token';

export interface NotificationSettingsDeps {
  db: Database;
  unsubscribeTokens: UnsubscribeTokens;
}

/** Every kind the role receives, each with the person's delivery (the default where they chose none). */
export async function deliveriesOf(db: Queryable, userId: number, role: Role): Promise<StoredSetting[]> {
  const stored = new Map((await storedSettings(db, userId)).map((s) => [s.kind, s.delivery]));
  return notificationKindsFor(role).map((kind) => ({ kind, delivery: stored.get(kind) ?? DEFAULT_MAIL_DELIVERY[kind] }));
}

export function createNotificationSettingsService({ db, unsubscribeTokens }: NotificationSettingsDeps) {
  return {
    async get(actor: Actor) {
      return { settings: await deliveriesOf(db, actor.id, actor.role) };
    },

    async update(actor: Actor, body: { settings: { kind: NotificationKind; delivery: MailDelivery }[] }) {
      const received = new Set(notificationKindsFor(actor.role));
      const foreign = body.settings.find((s) => !received.has(s.kind));
      if (foreign) throw badRequest('settings', `「${NOTIFICATION_KIND_LABELS[foreign.kind]}」のお知らせは、このアカウントには届きません。`);
      await saveSettings(db, actor.id, body.settings);
      return { settings: await deliveriesOf(db, actor.id, actor.role) };
    },

    /** The link's kind (or every kind the digest carries) set to 「受け取らない」 at once. */
    async unsubscribe(token: string) {
      const { userId, target } = unsubscribeTokens.verify(token);
      return db.transaction(async (tx) => {
        const owner = await settingsOwner(tx, userId);
        if (!owner) throw badRequest('token', 'この配信停止のリンクのアカウントは見つかりません。');
        const current = await deliveriesOf(tx, owner.id, owner.role);
        const kinds = target === 'digest' ? current.filter((s) => s.delivery === 'digest').map((s) => s.kind) : [target];
        await saveSettings(tx, owner.id, kinds.map((kind) => ({ kind, delivery: 'off' })));
        return { kinds, delivery: 'off' as const };
      });
    },
  };
}

export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
