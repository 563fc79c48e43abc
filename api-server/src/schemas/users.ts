// Shapes of users, profiles and experts as the API sends them (api-client/src/types.ts follows).
import { Type } from '@sinclair/typebox';
import { ROLES } from '../users/roles';
import { DateTime, Nullable } from './common';

export const RoleSchema = Type.Union(ROLES.map((r) => Type.Literal(r)));

export const UserInformationSchema = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  nickname: Nullable(Type.String()),
  profile_image: Nullable(Type.String()),
});

export const ExpertInfoSchema = Type.Object({
  id: Type.Integer(),
  user_id: Nullable(Type.Integer()),
  name: Type.String(),
  profile_image: Nullable(Type.String()),
  title: Nullable(Type.String()),
  profile: Nullable(Type.String()),
  qualifications: Nullable(Type.String()),
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('suspended')]),
  created_at: DateTime,
  updated_at: DateTime,
});

/** As the user themself or an admin sees it. */
export const UserSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: RoleSchema,
  is_permanent_paid_member: Type.Boolean(),
  created_at: DateTime,
  user_information: Nullable(UserInformationSchema),
  expert_info: Nullable(ExpertInfoSchema),
});

/** As anyone else sees it: no e-mail. */
export const PublicUserSchema = Type.Object({
  id: Type.Integer(),
  role: RoleSchema,
  user_information: Nullable(UserInformationSchema),
  expert_info: Nullable(ExpertInfoSchema),
});

export const UsersMetaSchema = Type.Object({
  total: Type.Integer(),
  by_role: Type.Object(Object.fromEntries(ROLES.map((r) => [r, Type.Integer()]))),
});
