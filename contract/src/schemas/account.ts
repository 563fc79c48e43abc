// The person's own account calls (users/{id}/password, email_change, posting_consent, export):
// settings that end the other sessions, the consent to post, and the download of what the site holds
// about them (docs/product.md#account-settings).
import { Type } from 'typebox';
import { LIMITS } from '../fields';
import { DateTime, Email, Nullable, Password, StrictObject } from './common';
import { UserSchema } from './users';

const CurrentPassword = Type.String({ minLength: 1, maxLength: LIMITS.password.max });

// ---- requests ----

/** PUT /api/v1/users/{id}/password: the new password, with the current one. */
export const PasswordChangeBodySchema = StrictObject({ current_password: CurrentPassword, password: Password });

/** POST /api/v1/users/{id}/email_change: mails a code to the new address (the old one stays until it is confirmed). */
export const EmailChangeBodySchema = StrictObject({ email: Email, current_password: CurrentPassword });

/** PUT /api/v1/users/{id}/email_change/confirm: the code from that mail. */
export const EmailChangeConfirmBodySchema = StrictObject({ code: Type.String({ pattern: '^[0-9]{6}$' }) });

/** PUT /api/v1/users/{id}/posting_consent: the explicit agreement before the first post. */
export const PostingConsentBodySchema = StrictObject({ consent: Type.Literal(true) });

// ---- answers ----

/**
 * A password or e-mail change ends every other session: the caller gets a fresh token (their old one
 * stops working too) and the user as it is now.
 */
export const RenewedSessionSchema = Type.Object({ token: Type.String(), user: UserSchema });

export const EmailChangeStartedSchema = Type.Object({
  message: Type.String(),
  /** Where the code went. */
  new_email: Type.String(),
  expires_at: DateTime,
});

/** Rows as the site keeps them (column names as keys), without secrets such as password hashes. */
const Row = Type.Record(Type.String(), Type.Unknown());

/**
 * GET /api/v1/users/{id}/export: everything the site holds about the person (APPI 開示), as the
 * JSON file they download. Times are ISO 8601.
 */
export const DataExportSchema = Type.Object({
  /** What the file is, for the person who opens it. */
  description: Type.String(),
  exported_at: DateTime,
  account: Type.Object({
    id: Type.Integer(),
    email: Type.String(),
    role: Type.String(),
    is_permanent_paid_member: Type.Boolean(),
    permanent_at: Nullable(DateTime),
    paid_until: Nullable(DateTime),
    created_at: DateTime,
    updated_at: DateTime,
  }),
  consents: Type.Object({
    /** Agreeing to the terms is part of registering. */
    terms_of_service_at: DateTime,
    posting_at: Nullable(DateTime),
    /** The optional disability and health fields of the profile. */
    sensitive_profile_at: Nullable(DateTime),
  }),
  /** The profile, with its disability and health fields (要配慮個人情報). */
  profile: Nullable(Row),
  expert_info: Nullable(Row),
  /** A change of e-mail that waits for its code. */
  pending_email_change: Nullable(Type.Object({ new_email: Type.String(), expires_at: DateTime })),
  questions: Type.Array(Row),
  comments: Type.Array(Row),
  replies: Type.Array(Row),
  likes: Type.Object({ questions: Type.Array(Row), comments: Type.Array(Row) }),
  favorites: Type.Object({ questions: Type.Array(Row), columns: Type.Array(Row) }),
  payments: Type.Object({
    subscriptions: Type.Array(Row),
    payments: Type.Array(Row),
    membership_changes: Type.Array(Row),
    /** The card kept for subscribing again (brand and last four digits only). */
    cards_on_file: Type.Array(Row),
  }),
  contacts: Type.Array(Row),
  /** The reports (通報) the person sent: which item, the reason and their note. */
  reports: Type.Array(Row),
  /** What the person was told in the site, how they chose to get it by mail, and what they follow (a question, a tag or a category, by name). */
  notifications: Type.Object({ items: Type.Array(Row), mail_settings: Type.Array(Row), follows: Type.Array(Row) }),
  /** Rows of any other table that names the person (by user_id), by table. */
  other_records: Type.Record(Type.String(), Type.Array(Row)),
});
