// What a signed-in person may do with one object, and what the browser is told they may do. The
// services enforce these rules and the same functions fill the capability flags the API sends, so
// the page never offers what the server would refuse (docs/product.md#roles-and-permissions).
import type { Capabilities, Membership, Role } from '@hiroba/contract';

export interface Actor {
  id: number;
  role: Role;
}

const isAdmin = (actor: Actor | null) => actor?.role === 'admin';

/** 質問する: paid members and admins. */
export const mayPostQuestions = (actor: Actor | null) => actor?.role === 'paid_member' || isAdmin(actor);

/** The author while a paid member, or an admin (whose edit is audited). */
export const mayEditQuestion = (actor: Actor | null, question: { user_id: number | null }) =>
  isAdmin(actor) || (actor !== null && actor.role === 'paid_member' && question.user_id === actor.id);

/**
 * The author whatever their role now (a former paid member too), or an admin (moderation, audited).
 * On purpose: taking down what one wrote about one's health must not need a payment
 * (docs/product.md#permission-table, the decision under the table).
 */
export const mayDeleteQuestion = (actor: Actor | null, question: { user_id: number | null }) =>
  isAdmin(actor) || (actor !== null && question.user_id === actor.id);

/**
 * 通報する: a signed-in person on someone else's public post (docs/moderation.md#reports). Admins act
 * in the review queue instead, and an anonymised post (its author withdrew) harms no one's account.
 */
export const mayReport = (actor: Actor | null, authorId: number | null) =>
  actor !== null && !isAdmin(actor) && authorId !== null && actor.id !== authorId;

/** A held or hidden post is seen whole by its author and admins only (docs/moderation.md#held-and-hidden-posts). */
export const maySeeModerated = (actor: Actor | null, authorId: number | null) => isAdmin(actor) || (actor !== null && actor.id === authorId);

/** The review queue, watched words and help lines are kept by admins (audited). */
export const mayReview = isAdmin;

/** Comments and replies are removed by admins only (moderation, audited). */
export const mayModerate = isAdmin;

/** Columns are written, scheduled, unpublished and deleted by admins (audited). */
export const mayManageColumns = isAdmin;

/** Drafts (tags, categories) and experts not yet approved are seen by admins only. */
export const maySeeUnpublished = isAdmin;

/** The crowdfunding supporters list is kept by admins (audited); only they see hidden supporters. */
export const mayManageSupporters = isAdmin;

/** A person's own account and profile, or an admin. */
export const mayManageUser = (actor: Actor, userId: number | null) => isAdmin(actor) || actor.id === userId;

/** An expert record: its expert or an admin; only admins change its status. */
export const mayEditExpert = (actor: Actor, expert: { user_id: number | null }) => isAdmin(actor) || actor.id === expert.user_id;
export const mayChangeExpertStatus = isAdmin;
/** How a qualification is confirmed and the reasons given for decisions: the expert themself and admins. */
export const maySeeExpertReview = (actor: Actor | null, expert: { user_id: number | null }) => actor !== null && mayEditExpert(actor, expert);
/** Members apply to be experts (/become-an-expert); experts and admins have no use for it. */
export const mayApplyAsExpert = (actor: Actor) => actor.role === 'free_member' || actor.role === 'paid_member';

/**
 * The account's own settings (e-mail, password, the consent to post) and the download of everything
 * the site holds about a person: the person themself only, never an admin on their behalf.
 */
export const isOwnAccount = (actor: Actor, userId: number) => actor.id === userId;

/**
 * Questions, comments and replies are public: before the first one the person agrees to that
 * (要配慮個人情報, docs/product.md#consent-before-the-first-post). Admins post for the operator.
 */
export const needsPostingConsent = (user: { role: Role; posting_consent_at: string | null }) => user.role !== 'admin' && user.posting_consent_at === null;

/** Only admins change a role, and never their own. */
export const mayChangeRole = (actor: Actor, userId: number) => isAdmin(actor) && actor.id !== userId;

/**
 * Admins suspend and restore accounts (audited); an admin's account is never suspended, so no admin
 * suspends themself (docs/product.md#account-suspension).
 */
export const maySuspend = (actor: Actor, user: { id: number; role: Role }) => isAdmin(actor) && actor.id !== user.id && user.role !== 'admin';

/** The paid membership a role stands for (null: experts and admins, to whom it does not apply). */
export function membershipOf(user: {
  role: Role;
  is_permanent_paid_member: boolean;
  paid_until: string | null;
  subscription_status: string | null;
  cancel_at_period_end: boolean | null;
}): Membership {
  if (user.role === 'free_member') return { status: 'free', paid_until: null, cancel_at_period_end: false, payment_failed: false };
  if (user.role !== 'paid_member') return null;
  if (user.is_permanent_paid_member) return { status: 'permanent', paid_until: null, cancel_at_period_end: false, payment_failed: false };
  return {
    status: 'paid',
    paid_until: user.paid_until,
    cancel_at_period_end: user.cancel_at_period_end === true,
    payment_failed: user.subscription_status === 'past_due' || user.subscription_status === 'unpaid',
  };
}

/** What the user may do across the site, sent with the user object. */
export function capabilitiesOf(user: {
  id: number;
  role: Role;
  expert_info: { status: string } | null;
  posting_consent_at: string | null;
}): Capabilities {
  return {
    can_post_questions: mayPostQuestions(user),
    can_comment: true,
    can_answer_as_expert: user.role === 'expert' && user.expert_info?.status === 'approved',
    can_withdraw: user.role !== 'admin',
    needs_posting_consent: needsPostingConsent(user),
  };
}

/** The can_edit/can_delete flags of a question for this caller. */
/**
 * ベストアンサーに選ぶ: the asker whatever their role now (a question ends for the person who asked it),
 * or an admin (for an asker who withdrew or cannot, audited).
 */
export const mayChooseBestAnswer = (actor: Actor | null, question: { user_id: number | null }) =>
  isAdmin(actor) || (actor !== null && question.user_id === actor.id);

export const questionCapabilities = (actor: Actor | null, question: { user_id: number | null }) => ({
  can_edit: mayEditQuestion(actor, question),
  can_delete: mayDeleteQuestion(actor, question),
  can_choose_best_answer: mayChooseBestAnswer(actor, question),
});

/** The can_edit/can_delete flags of a column for this caller. */
export const columnCapabilities = (actor: Actor | null) => ({ can_edit: mayManageColumns(actor), can_delete: mayManageColumns(actor) });
