// The asker's loop (docs/notifications.md): notifications, mail settings, unsubscribing, following.
import { Type } from 'typebox';
import { LIMITS } from '../fields';
import { FOLLOW_TARGETS, MAIL_DELIVERIES, NOTIFICATION_KINDS, NOTIFICATION_VARIANTS } from '../notification-fields';
import { DateTime, Id, Nullable, StrictObject, pageProperties } from './common';

// ---- notifications ----

export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(NOTIFICATION_KINDS),
  variant: Nullable(Type.Enum(NOTIFICATION_VARIANTS)),
  /** What happened, in one line (notificationMessage). */
  message: Type.String(),
  /** The question's title where it is about one (shown beside the message; never in a mail's subject). */
  title: Nullable(Type.String()),
  /** The exact place: the answer's anchor on its question's page, the settings page of a payment... */
  url: Type.String(),
  /** People behind a grouped like (1 for the others). */
  actor_count: Type.Integer(),
  read: Type.Boolean(),
  created_at: DateTime,
  /** When it last changed (a grouped like counts one more person). */
  updated_at: DateTime,
});
export const NotificationListQuerySchema = StrictObject({
  ...pageProperties,
  unread_only: Type.Optional(Type.Boolean({ description: '未読だけ' })),
});
export const UnreadCountSchema = Type.Object({ unread: Type.Integer() });

// ---- mail settings ----

export const NotificationSettingSchema = Type.Object({
  kind: Type.Enum(NOTIFICATION_KINDS),
  delivery: Type.Enum(MAIL_DELIVERIES),
});
/** The caller's setting of every kind their role receives (the defaults where they chose none). */
export const NotificationSettingsSchema = Type.Object({ settings: Type.Array(NotificationSettingSchema) });
/** Some kinds, each with its new delivery; the others stay. */
export const NotificationSettingsBodySchema = StrictObject({
  settings: Type.Array(StrictObject({ kind: Type.Enum(NOTIFICATION_KINDS), delivery: Type.Enum(MAIL_DELIVERIES) }), { minItems: 1, maxItems: NOTIFICATION_KINDS.length }),
});
/** A mail's signed unsubscribe link (RFC 8058 posts to it with its own form body, which is ignored). */
export const UnsubscribeQuerySchema = StrictObject({ token: Type.String({ minLength: 1, maxLength: LIMITS.unsubscribeToken }) });
/** The kinds the link stopped: its mail's one kind, or every kind the digest carried. */
export const UnsubscribedSchema = Type.Object({ kinds: Type.Array(Type.Enum(NOTIFICATION_KINDS)), delivery: Type.Literal('off') });

// ---- following ----

export const FollowBodySchema = StrictObject({ target_kind: Type.Enum(FOLLOW_TARGETS), target_id: Id });
export const FollowSchema = Type.Object({
  target_kind: Type.Enum(FOLLOW_TARGETS),
  target_id: Type.Integer(),
  /** The question's title, the tag's or category's name. */
  name: Type.String(),
  /** Its page. */
  url: Type.String(),
  created_at: DateTime,
});
export const FollowStateSchema = Type.Object({
  target_kind: Type.Enum(FOLLOW_TARGETS),
  target_id: Type.Integer(),
  following: Type.Boolean(),
});
