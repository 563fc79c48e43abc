// The small calls beside the resources: contact form, health check.
import { Type } from 'typebox';
import { CONTACT_KINDS, LIMITS } from '../fields';
import { DateTime, Email, ErrorItemSchema, Nullable, StrictObject, pageProperties, safetyProperties } from './common';

/** POST /api/v1/contacts: the contact form; subject says what the message is about. */
export const ContactBodySchema = StrictObject({
  /** inquiry (default) or removal_request (削除の申し出: url names the post). */
  kind: Type.Optional(Type.Enum(CONTACT_KINDS)),
  url: Type.Optional(Type.String({ maxLength: LIMITS.removalRequest.url })),
  name: Type.String({ minLength: 1, maxLength: LIMITS.contact.name }),
  email: Email,
  subject: Type.String({ minLength: 1, maxLength: LIMITS.contact.subject }),
  body: Type.String({ minLength: 1, maxLength: LIMITS.contact.body }),
});
export const ContactCreatedSchema = Type.Object({ id: Type.Integer(), created_at: DateTime, crisis_help: safetyProperties.crisis_help });
/** A contact message as admins read it; user_id: the signed-in sender (null for a visitor or once withdrawn). */
export const ContactSchema = Type.Object({
  id: Type.Integer(),
  user_id: Nullable(Type.Integer()),
  kind: Type.Enum(CONTACT_KINDS),
  url: Nullable(Type.String()),
  name: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  created_at: DateTime,
});
export const ContactListQuerySchema = StrictObject(pageProperties);

const DatabaseKind = Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]);
export const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  database: DatabaseKind,
});
/** 503 with Retry-After: the database does not answer (an error answer, with what health reports). */
export const HealthUnavailableSchema = Type.Object({
  status: Type.Literal('unavailable'),
  database: DatabaseKind,
  errors: Type.Array(ErrorItemSchema),
  request_id: Type.Optional(Type.String()),
});
