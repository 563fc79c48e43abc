// Users, profiles and experts as the API sends them, and the account calls' requests.
import { Type } from 'typebox';
import { EXPERT_STATUSES, LIMITS, MAX_IMAGE_DATA_URL_LENGTH, MEMBERSHIP_STATUSES, ROLES } from '../fields';
import { DateTime, Email, Id, Nullable, Password, StrictObject, pageOrAllProperties } from './common';

export const RoleSchema = Type.Enum(ROLES);
export const ExpertStatusSchema = Type.Enum(EXPERT_STATUSES);

export const UserInformationSchema = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  /** null shows 未設定. */
  nickname: Nullable(Type.String()),
  /** A URL under /uploads/. */
  profile_image: Nullable(Type.String()),
});

export const ExpertInfoSchema = Type.Object({
  id: Type.Integer(),
  user_id: Nullable(Type.Integer()),
  name: Type.String(),
  profile_image: Nullable(Type.String()),
  /** e.g. 社会福祉士 */
  title: Nullable(Type.String()),
  profile: Nullable(Type.String()),
  qualifications: Nullable(Type.String()),
  status: ExpertStatusSchema,
  created_at: DateTime,
  updated_at: DateTime,
});

/**
 * The paid membership of a member: free, paid (renewed by the payment provider) or permanent (an
 * admin's decision, nothing to renew). null for experts and admins, to whom it does not apply.
 */
export const MembershipSchema = Nullable(
  Type.Object({
    status: Type.Enum(MEMBERSHIP_STATUSES),
    /** The end of the period paid for (paid only): questions can be asked until then. */
    paid_until: Nullable(DateTime),
    /** 解約 was asked: the membership ends at paid_until instead of renewing. */
    cancel_at_period_end: Type.Boolean(),
    /** The last monthly charge failed and the provider is retrying: the card should be updated. */
    payment_failed: Type.Boolean(),
  }),
);

/** What the user may do, decided by the server (api-server/src/policy); the browser only shows it. */
export const CapabilitiesSchema = Type.Object({
  /** 質問する: paid members and admins. */
  can_post_questions: Type.Boolean(),
  /** Comment, reply, like and favorite: every signed-in member. */
  can_comment: Type.Boolean(),
  /** An approved expert's comment is their expert answer. */
  can_answer_as_expert: Type.Boolean(),
  /** 退会: every member but admins. */
  can_withdraw: Type.Boolean(),
});

/** A user as the user themself or an admin sees it (the e-mail is never shown to others). */
export const UserSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: RoleSchema,
  is_permanent_paid_member: Type.Boolean(),
  created_at: DateTime,
  user_information: Nullable(UserInformationSchema),
  expert_info: Nullable(ExpertInfoSchema),
  membership: MembershipSchema,
  capabilities: CapabilitiesSchema,
});

/** A user as anyone else sees them: no e-mail, nothing private. */
export const PublicUserSchema = Type.Object({
  id: Type.Integer(),
  role: RoleSchema,
  user_information: Nullable(UserInformationSchema),
  expert_info: Nullable(ExpertInfoSchema),
});

export const UsersMetaSchema = Type.Object({
  total: Type.Integer(),
  by_role: Type.Object(Object.fromEntries(ROLES.map((r) => [r, Type.Integer()])) as Record<(typeof ROLES)[number], ReturnType<typeof Type.Integer>>),
});

/** Sign-up answers `{ data: { user } }`; the login checks answer the same envelope. */
export const UserEnvelopeSchema = Type.Object({ user: UserSchema });
export const SignInResultSchema = Type.Object({ token: Type.String(), user: UserSchema });
export const MessageSchema = Type.Object({ message: Type.String() });

// ---- requests ----

export const SignUpBodySchema = StrictObject({
  email: Email,
  password: Password,
  nickname: Type.String({ minLength: 1, maxLength: LIMITS.nickname }),
  agree_terms: Type.Literal(true),
});
export const SignInBodySchema = StrictObject({ email: Email, password: Type.String({ minLength: 1, maxLength: LIMITS.password.max }) });
export const GetCodeBodySchema = StrictObject({ email: Email });
export const ResetPasswordBodySchema = StrictObject({ email: Email, code: Type.String({ pattern: '^[0-9]{6}$' }), password: Password });

export const UserListQuerySchema = StrictObject({
  ...pageOrAllProperties,
  role: Type.Optional(RoleSchema),
  keyword: Type.Optional(Type.String({ maxLength: LIMITS.keyword })),
});

/** PATCH /api/v1/users/{id}: the user themself (email, password) or an admin (role). */
export const UserUpdateBodySchema = StrictObject({
  email: Type.Optional(Email),
  password: Type.Optional(Password),
  current_password: Type.Optional(Type.String({ maxLength: LIMITS.password.max })),
  role: Type.Optional(RoleSchema),
});

/** A data: URL (PNG, JPEG or WebP, at most 2 MB) replaces the picture; null removes it. */
const ImageData = Nullable(Type.String({ maxLength: MAX_IMAGE_DATA_URL_LENGTH }));

export const UserInformationBodySchema = StrictObject({
  nickname: Type.Optional(Nullable(Type.String({ maxLength: LIMITS.nickname }))),
  profile_image_data: Type.Optional(ImageData),
});
export const ByUserQuerySchema = StrictObject({ user_id: Id });

export const ExpertInfoListQuerySchema = StrictObject({
  ...pageOrAllProperties,
  /** Visitors and members see approved experts only; admins may ask any status or 'all'. */
  status: Type.Optional(Type.Union([ExpertStatusSchema, Type.Literal('all')])),
});
/** PUT /api/v1/expert_infos/{id}: the expert themself or an admin (status: admins only). */
export const ExpertInfoBodySchema = StrictObject({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: LIMITS.expert.name })),
  title: Type.Optional(Nullable(Type.String({ maxLength: LIMITS.expert.title }))),
  profile: Type.Optional(Nullable(Type.String({ maxLength: LIMITS.expert.profile }))),
  qualifications: Type.Optional(Nullable(Type.String({ maxLength: LIMITS.expert.qualifications }))),
  profile_image_data: Type.Optional(ImageData),
  status: Type.Optional(ExpertStatusSchema),
});
