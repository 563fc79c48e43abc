// The asker's loop's test data (the bell, the notifications and settings pages), checked against the
// contract like every fixture.
import { NotificationSchema, NotificationSettingsSchema } from '@hiroba/contract';
import { DEFAULT_MAIL_DELIVERY, notificationKindsFor, notificationMessage, type MailDelivery, type NotificationKind } from '@hiroba/contract/notifications';
import type { Notification, NotificationSettings, Role } from '@hiroba/contract/types';
import { fixture } from './fixtures';

/** An unread expert answer to the person's question, with its answer's place on the question's page. */
export function notification(overrides: Partial<Notification> = {}): Notification {
  const kind = overrides.kind ?? 'expert_answer';
  return fixture(NotificationSchema, {
    id: 1,
    kind,
    variant: null,
    message: notificationMessage(kind, { count: overrides.actor_count ?? 1 }),
    title: '障害年金の更新について',
    url: `/question-and-answer/${encodeURIComponent('専門家')}/42#comment-7`,
    actor_count: 1,
    read: false,
    created_at: '2026-11-24T01:00:00.000Z',
    updated_at: '2026-11-24T01:00:00.000Z',
    ...overrides,
  });
}

/** Every kind a role receives, at its default delivery unless `changed` says otherwise. */
export function notificationSettings(role: Role, changed: Partial<Record<NotificationKind, MailDelivery>> = {}): NotificationSettings {
  return fixture(NotificationSettingsSchema, {
    settings: notificationKindsFor(role).map((kind) => ({ kind, delivery: changed[kind] ?? DEFAULT_MAIL_DELIVERY[kind] })),
  });
}
