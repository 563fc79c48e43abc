// The contract's shapes as TypeScript types, for the server's handlers and the browser's client and
// forms. Type-only: importing this file adds nothing to a bundle.
import type { Static } from 'typebox';
import type * as account from './schemas/account';
import type * as admin from './schemas/admin';
import type * as columns from './schemas/columns';
import type * as common from './schemas/common';
import type * as moderation from './schemas/moderation';
import type * as notifications from './schemas/notifications';
import type * as payments from './schemas/payments';
import type * as questions from './schemas/questions';
import type * as readingAids from './schemas/reading-aids';
import type * as readings from './schemas/readings';
import type * as search from './schemas/search';
import type * as site from './schemas/site';
import type * as supporters from './schemas/supporters';
import type * as taxonomy from './schemas/taxonomy';
import type * as userAdmin from './schemas/user-admin';
import type * as users from './schemas/users';

export type {
  AccountState,
  AnswerState,
  CanonicalQuestionType,
  CheckoutPurpose,
  ColumnStatus,
  ExpertStatus,
  MembershipChangeReason,
  MembershipStatus,
  ModerationState,
  PaymentStatus,
  PublishStatus,
  QuestionType,
  ReviewDecision,
  ReviewState,
  Role,
  SearchOrder,
  SearchWordSource,
  SubscriptionStatus,
  UserSort,
  WatchedWordAction,
} from './fields';
export type { FollowTarget } from './notification-fields';

/** Every error answer: `{ errors: [...] }`, messages in Japanese; `field` names the offending field. */
export type ApiErrorItem = Static<typeof common.ErrorItemSchema>;
export type ApiErrorBody = Static<typeof common.ErrorBodySchema>;
export type PageMeta = Static<typeof common.PageMetaSchema>;
export type SearchInfo = Static<typeof common.SearchInfoSchema>;
export type SearchedWord = Static<typeof common.SearchedWordSchema>;
export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}
export interface One<T> {
  data: T;
}
/** Query shared by list calls: page from 1; per a number or 'all' where the call allows it. */
export interface PageQuery {
  page?: number;
  per?: number | 'all';
}

export type UserInformation = Static<typeof users.UserInformationSchema>;
export type ExpertInfo = Static<typeof users.ExpertInfoSchema>;
export type Membership = Static<typeof users.MembershipSchema>;
export type Capabilities = Static<typeof users.CapabilitiesSchema>;
export type User = Static<typeof users.UserSchema>;
export type PublicUser = Static<typeof users.PublicUserSchema>;
export type PublicProfile = Static<typeof users.PublicProfileSchema>;
export type UsersMeta = Static<typeof users.UsersMetaSchema>;
export type SignInResult = Static<typeof users.SignInResultSchema>;
/** The answer of the login checks (is_login, is_admin_login) and of sign-up. */
export type LoginCheckResult = Static<typeof users.UserEnvelopeSchema>;
export type SignUpBody = Static<typeof users.SignUpBodySchema>;
export type SignInBody = Static<typeof users.SignInBodySchema>;
export type GetCodeBody = Static<typeof users.GetCodeBodySchema>;
export type ResetPasswordBody = Static<typeof users.ResetPasswordBodySchema>;
export type UserListQuery = Static<typeof users.UserListQuerySchema>;
export type UserUpdateBody = Static<typeof users.UserUpdateBodySchema>;
export type UserInformationBody = Static<typeof users.UserInformationBodySchema>;
export type ExpertInfoListQuery = Static<typeof users.ExpertInfoListQuerySchema>;
export type ExpertInfoBody = Static<typeof users.ExpertInfoBodySchema>;
export type UserActivity = Static<typeof userAdmin.UserActivitySchema>;
export type SuspendBody = Static<typeof userAdmin.SuspendBodySchema>;
export type ExpertApplicationBody = Static<typeof users.ExpertApplicationBodySchema>;
export type ExpertStatusChangeBody = Static<typeof users.ExpertStatusChangeBodySchema>;
export type ExpertStatusChange = Static<typeof users.ExpertStatusChangeSchema>;
export type ExpertStatusCounts = Static<typeof users.ExpertStatusCountsSchema>;
export type CreateUserExpertBody = Static<typeof users.CreateUserExpertBodySchema>;
export type UpdateUserExpertBody = Static<typeof users.UpdateUserExpertBodySchema>;

export type Tag = Static<typeof taxonomy.TagSchema>;
export type Category = Static<typeof taxonomy.CategorySchema>;
export type TagBody = Static<typeof taxonomy.TagCreateBodySchema>;
export type CategoryBody = Static<typeof taxonomy.CategoryCreateBodySchema>;
export type StatusListQuery = Static<typeof taxonomy.StatusListQuerySchema>;

export type QuestionSummary = Static<typeof questions.QuestionSummarySchema>;
export type Question = Static<typeof questions.QuestionSchema>;
export type Reply = Static<typeof questions.ReplySchema>;
export type Comment = Static<typeof questions.CommentSchema>;
export type MyComment = Static<typeof questions.MyCommentSchema>;
export type LikeState = Static<typeof questions.LikeStateSchema>;
export type FavoriteState = Static<typeof questions.FavoriteStateSchema>;
export type QuestionListQuery = Static<typeof questions.QuestionListQuerySchema>;
export type QuestionPageQuery = Static<typeof questions.QuestionPageQuerySchema>;
export type QuestionsByExpertQuery = Static<typeof questions.QuestionsByExpertQuerySchema>;
export type UserCommentsQuery = Static<typeof questions.UserCommentsQuerySchema>;
export type QuestionBody = Static<typeof questions.QuestionCreateBodySchema>;
export type QuestionUpdateBody = Static<typeof questions.QuestionUpdateBodySchema>;
export type CommentBody = Static<typeof questions.CommentCreateBodySchema>;
export type ReplyBody = Static<typeof questions.ReplyCreateBodySchema>;

export type ColumnSummary = Static<typeof columns.ColumnSummarySchema>;
export type Column = Static<typeof columns.ColumnSchema>;
export type TocEntry = Static<typeof columns.TocEntrySchema>;
export type ColumnFavoriteState = Static<typeof columns.ColumnFavoriteStateSchema>;
export type ColumnImage = Static<typeof columns.ColumnImageSchema>;
export type ColumnListQuery = Static<typeof columns.ColumnListQuerySchema>;
export type ColumnPageQuery = Static<typeof columns.ColumnPageQuerySchema>;
export type ColumnsByCategoryQuery = Static<typeof columns.ColumnsByCategoryQuerySchema>;
export type ColumnBody = Static<typeof columns.ColumnCreateBodySchema>;
export type ColumnUpdateBody = Static<typeof columns.ColumnUpdateBodySchema>;
export type ColumnImageBody = Static<typeof columns.ColumnImageBodySchema>;
export type PlainJapaneseHint = Static<typeof readingAids.PlainJapaneseHintSchema>;

export type ContactBody = Static<typeof site.ContactBodySchema>;
export type Contact = Static<typeof site.ContactSchema>;
export type ContactCreated = Static<typeof site.ContactCreatedSchema>;

// Notifications (the bell, /notifications) and their mail settings.
export type Notification = Static<typeof notifications.NotificationSchema>;
export type NotificationListQuery = Static<typeof notifications.NotificationListQuerySchema>;
export type UnreadCount = Static<typeof notifications.UnreadCountSchema>;
export type NotificationSetting = Static<typeof notifications.NotificationSettingSchema>;
export type NotificationSettings = Static<typeof notifications.NotificationSettingsSchema>;
export type NotificationSettingsBody = Static<typeof notifications.NotificationSettingsBodySchema>;

// ふりがな of a question's page and of a column.
export type QuestionReadings = Static<typeof readings.QuestionReadingsSchema>;
export type ColumnReadings = Static<typeof readings.ColumnReadingsSchema>;
export type ColumnReadingsPreview = Static<typeof readings.ColumnReadingsPreviewSchema>;
export type ColumnReadingsPreviewBody = Static<typeof readings.ColumnReadingsPreviewBodySchema>;

export type ReportBody = Static<typeof moderation.ReportBodySchema>;
export type ReportCreated = Static<typeof moderation.ReportCreatedSchema>;
export type Review = Static<typeof moderation.ReviewSchema>;
export type ReviewSubject = Static<typeof moderation.ReviewSubjectSchema>;
export type ReviewCounts = Static<typeof moderation.ReviewCountsSchema>;
export type ReviewDecisionBody = Static<typeof moderation.ReviewDecisionBodySchema>;
export type WatchedWord = Static<typeof moderation.WatchedWordSchema>;
export type WatchedWordBody = Static<typeof moderation.WatchedWordBodySchema>;
export type HelpLine = Static<typeof moderation.HelpLineSchema>;
export type HelpLineBody = Static<typeof moderation.HelpLineBodySchema>;

// Following (notifications.ts): a question, a tag or a category.
export type FollowBody = Static<typeof notifications.FollowBodySchema>;
export type Follow = Static<typeof notifications.FollowSchema>;
export type FollowState = Static<typeof notifications.FollowStateSchema>;

export type Supporter = Static<typeof supporters.SupporterSchema>;
export type SupporterListQuery = Static<typeof supporters.SupporterListQuerySchema>;
export type SupporterBody = Static<typeof supporters.SupporterCreateBodySchema>;
export type SupporterUpdateBody = Static<typeof supporters.SupporterUpdateBodySchema>;

export type PaymentProvider = Static<typeof payments.PaymentProviderSchema>;
export type CreateSessionBody = Static<typeof payments.CreateSessionBodySchema>;
export type CheckoutSession = Static<typeof payments.CheckoutSessionSchema>;
export type CheckoutState = Static<typeof payments.CheckoutStateSchema>;
export type Card = Static<typeof payments.CardSchema>;
export type Subscription = Static<typeof payments.SubscriptionSchema>;
export type Payment = Static<typeof payments.PaymentSchema>;
export type MembershipChange = Static<typeof payments.MembershipChangeSchema>;
export type PaymentOverview = Static<typeof payments.PaymentOverviewSchema>;

export type PasswordChangeBody = Static<typeof account.PasswordChangeBodySchema>;
export type EmailChangeBody = Static<typeof account.EmailChangeBodySchema>;
export type EmailChangeConfirmBody = Static<typeof account.EmailChangeConfirmBodySchema>;
export type PostingConsentBody = Static<typeof account.PostingConsentBodySchema>;
/** A password or e-mail change answers a fresh token: every other session has ended. */
export type RenewedSession = Static<typeof account.RenewedSessionSchema>;
export type EmailChangeStarted = Static<typeof account.EmailChangeStartedSchema>;
export type DataExport = Static<typeof account.DataExportSchema>;

export type AuditEntry = Static<typeof admin.AuditEntrySchema>;
export type AuditLogQuery = Static<typeof admin.AuditLogQuerySchema>;
export type Dashboard = Static<typeof admin.DashboardSchema>;

/** Who runs the site, as the legal pages and receipts name them. */
export interface OperatorInfo {
  name: string;
  representative: string;
  address: string;
  phone: string;
  email: string;
  companyUrl: string;
}

/** /config.json: what the server tells the browser apps at start, from its environment (docs/CONTRACT.md). */
export interface RuntimeConfig {
  apiBaseUrl: string;
  gaMeasurementId: string | null;
  siteName: string;
  operator: OperatorInfo;
  plan: { priceJpy: number };
  stripePublishableKey: string | null;
}

export type MarkedText = Static<typeof search.MarkedTextSchema>;
export type Passage = Static<typeof search.PassageSchema>;
export type QuestionHit = Static<typeof search.QuestionHitSchema>;
export type ColumnHit = Static<typeof search.ColumnHitSchema>;
export type SearchQuery = Static<typeof search.SearchQuerySchema>;
export type SimilarQuestion = Static<typeof search.SimilarQuestionSchema>;
export type SearchWordGroup = Static<typeof search.SearchWordGroupSchema>;
export type SearchWordGroupBody = Static<typeof search.SearchWordGroupBodySchema>;
export type SearchWordListQuery = Static<typeof search.SearchWordListQuerySchema>;
export type SearchMiss = Static<typeof search.SearchMissSchema>;
