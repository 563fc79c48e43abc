// Users, profiles and experts as the API sends them, and the account calls' requests.
import { Type } from 'typebox';
import { ACCOUNT_STATES, EXPERT_STATUSES, LIMITS, MAX_IMAGE_DATA_URL_LENGTH, MEMBERSHIP_STATUSES, ROLES, USER_SORTS } from '../fields';
import { DateTime, Email, Id, Nullable, Password, StrictObject, pageOrAllProperties, safetyProperties } from './common';

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
  /** 回答できる分野, in the applicant's words. */
  fields: Nullable(Type.String()),
  status: ExpertStatusSchema,
  created_at: DateTime,
  updated_at: DateTime,
  /** Only for the person themself and admins: how the operator can confirm the qualification. */
  qualification_check: Type.Optional(Nullable(Type.String())),
  /** Only for the person themself and admins: the last decision and the reason given with it. */
  review: Type.Optional(
    Nullable(Type.Object({ status: ExpertStatusSchema, reason: Nullable(Type.String()), decided_at: DateTime })),
  ),
  /** Only for admins: the statuses this record may change to (EXPERT_STATUS_CHANGES). */
  next_statuses: Type.Optional(Type.Array(ExpertStatusSchema)),
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
  /**
   * The person has not yet agreed that what they post is public (docs/product.md#consent-before-the-first-post):
   * the page asks before the first question, comment or reply. Never for admins.
   */
  needs_posting_consent: Type.Boolean(),
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
  /** When the person agreed that their posts are public (null: not yet). */
  posting_consent_at: Nullable(DateTime),
  /** Suspended by an admin (cannot sign in): since when and why; null for an active account. */
  suspension: Nullable(Type.Object({ at: DateTime, reason: Type.String() })),
});

/** A user as anyone else sees them: no e-mail, nothing private. */
export const PublicUserSchema = Type.Object({
  id: Type.Integer(),
  role: RoleSchema,
  user_information: Nullable(UserInformationSchema),
  expert_info: Nullable(ExpertInfoSchema),
});

/**
 * GET /api/v1/user_informations/show_with_user_id: a live member's public profile, with their
 * expert record while it is approved (their profile links to their expert page).
 */
export const PublicProfileSchema = Type.Interface([UserInformationSchema], {
  expert_info: Nullable(ExpertInfoSchema),
  moderation: safetyProperties.moderation,
  can_report: safetyProperties.can_report,
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
  /** active or suspended accounts only (both by default). */
  state: Type.Optional(Type.Enum(ACCOUNT_STATES)),
  /** newest (default), oldest or nickname (未設定 last). */
  sort: Type.Optional(Type.Enum(USER_SORTS)),
});

/**
 * PATCH /api/v1/users/{id}: an admin changes someone's e-mail or role. The person's own e-mail and
 * password have calls of their own (account.ts): sent here by the person themself, they answer 400.
 */
export const UserUpdateBodySchema = StrictObject({
  email: Type.Optional(Email),
  password: Type.Optional(Password),
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
/** An edit of an expert's record: each field optional, a name not blank, the other text cleared by null. */
const expertEditProperties = {
  name: Type.Optional(Type.String({ minLength: 1, maxLength: LIMITS.expert.name })),
  title: Type.Optional(Nullable(Type.String({ maxLength: LIMITS.expert.title }))),
  profile: Type.Optional(Nullable(Type.String({ maxLength: LIMITS.expert.profile }))),
  qualifications: Type.Optional(Nullable(Type.String({ maxLength: LIMITS.expert.qualifications }))),
  fields: Type.Optional(Nullable(Type.String({ maxLength: LIMITS.expert.fields }))),
  qualification_check: Type.Optional(Nullable(Type.String({ maxLength: LIMITS.expert.qualificationCheck }))),
  profile_image_data: Type.Optional(ImageData),
};

/** PUT /api/v1/expert_infos/{id}: the expert themself or an admin (status: admins only). */
export const ExpertInfoBodySchema = StrictObject({ ...expertEditProperties, status: Type.Optional(ExpertStatusSchema) });

/** What an expert must tell about themself: the application and the admin's new expert. */
const expertProfileProperties = {
  name: Type.String({ minLength: 1, maxLength: LIMITS.expert.name }),
  title: Type.String({ minLength: 1, maxLength: LIMITS.expert.title }),
  qualifications: Type.String({ minLength: 1, maxLength: LIMITS.expert.qualifications }),
  fields: Type.String({ minLength: 1, maxLength: LIMITS.expert.fields }),
  profile: Type.String({ minLength: 1, maxLength: LIMITS.expert.profile }),
  profile_image_data: Type.Optional(ImageData),
};

/** POST /api/v1/expert_infos: a member applies (or applies again after a rejection). */
export const ExpertApplicationBodySchema = StrictObject({
  ...expertProfileProperties,
  qualification_check: Type.String({ minLength: 1, maxLength: LIMITS.expert.qualificationCheck }),
});

/** POST /api/v1/expert_infos/change_status: an admin's decision; rejecting and suspending need a reason. */
export const ExpertStatusChangeBodySchema = StrictObject({
  id: Id,
  status: ExpertStatusSchema,
  reason: Type.Optional(Type.String({ maxLength: LIMITS.expert.reason })),
});

/** One change of an expert's status, for the admin's history. */
export const ExpertStatusChangeSchema = Type.Object({
  id: Type.Integer(),
  from_status: Nullable(ExpertStatusSchema),
  to_status: ExpertStatusSchema,
  reason: Nullable(Type.String()),
  /** The admin who decided; null for the applicant's own application. */
  changed_by: Nullable(Type.Object({ id: Type.Integer(), nickname: Nullable(Type.String()) })),
  created_at: DateTime,
});

export const ExpertStatusCountsSchema = Type.Object(
  Object.fromEntries(EXPERT_STATUSES.map((s) => [s, Type.Integer()])) as Record<(typeof EXPERT_STATUSES)[number], ReturnType<typeof Type.Integer>>,
);

/** POST /api/v1/users/create_user_expert: an admin makes an approved expert account directly. */
export const CreateUserExpertBodySchema = StrictObject({
  email: Email,
  ...expertProfileProperties,
  qualification_check: Type.Optional(Type.String({ maxLength: LIMITS.expert.qualificationCheck })),
});

/** PATCH /api/v1/users/update_user_expert: an admin edits an expert's account and record together. */
export const UpdateUserExpertBodySchema = StrictObject({ user_id: Id, email: Type.Optional(Email), ...expertEditProperties });
