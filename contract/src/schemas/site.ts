// The small calls beside the resources: contact form, health check.
import { Type } from 'typebox';
import { LIMITS } from '../fields';
import { DateTime, Email, ErrorItemSchema, StrictObject } from './common';

/** POST /api/v1/contacts: the contact form; subject says what the message is about. */
export const ContactBodySchema = StrictObject({
  name: Type.String({ minLength: 1, maxLength: LIMITS.contact.name }),
  email: Email,
  subject: Type.String({ minLength: 1, maxLength: LIMITS.contact.subject }),
  body: Type.String({ minLength: 1, maxLength: LIMITS.contact.body }),
});
export const ContactCreatedSchema = Type.Object({ id: Type.Integer(), created_at: DateTime });

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
