// The small calls beside the resources: contact form, health check.
import { Type } from 'typebox';
import { LIMITS } from '../fields';
import { DateTime, Email, ErrorItemSchema, Nullable, StrictObject, pageProperties } from './common';

/** POST /api/v1/contacts: the contact form; subject says what the message is about. */
export const ContactBodySchema = StrictObject({
  name: Type.String({ minLength: 1, maxLength: LIMITS.contact.name }),
  email: Email,
  subject: Type.String({ minLength: 1, maxLength: LIMITS.contact.subject }),
  body: Type.String({ minLength: 1, maxLength: LIMITS.contact.body }),
});
export const ContactCreatedSchema = Type.Object({ id: Type.Integer(), created_at: DateTime });
/** A contact message as admins read it; user_id: the signed-in sender (null for a visitor or once withdrawn). */
export const ContactSchema = Type.Object({
  id: Type.Integer(),
  user_id: Nullable(Type.Integer()),
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
