// Who may call what: one row per call, the status each kind of caller gets. The routes declare their
// access as data (config.access); the last tests check this table against those declarations.
// "free_member" acts on their own objects; "other" is another free member acting on those same
// objects. Later issues add a row per new call. Q&A rows: the question is the paid member's (free members cannot ask), the
// comment, reply and favorite are the free member's, the expert record the demo expert's. Column rows: the admin's
// published column, which the free member has favorited, and a draft. Payment rows: the free member's
// unpaid checkout; the demo paid member (paid without a provider) made permanent by the admin.
import type { FastifyInstance } from 'fastify';
import { ADMIN, DEMO, DEMO_PASSWORD, JWT_SECRET, call, emptyDatabase, tokenFor, useTestApp, userIdOf } from './helpers/test-app';
import { prepareDatabase } from '../src/app';
import { PNG_DATA_URL } from './helpers/pictures';
import { resetRateLimits } from '../src/plugins/rate-limits';
import { accessVerdict } from '../src/policy/access';
import { searchKeysOf } from '../src/search/search-keys';
import { createUnsubscribeTokens } from '../src/notifications/unsubscribe-token';

const t = useTestApp();
const ACTORS = ['visitor', 'other', 'paid_member', 'expert', 'free_member', 'admin'] as const;
type Actor = (typeof ACTORS)[number];

interface Ids {
  free: number;
  freeInfo: number;
  publishedTag: number;
  draftTag: number;
  publishedCategory: number;
  draftCategory: number;
  question: number;
  comment: number;
  reply: number;
  favorite: number;
  expertInfo: number;
  expertUser: number;
  column: number;
  draftColumn: number;
  paid: number;
  /** A checkout the free member started (local provider), not paid. */
  session: string;
  /** Crowdfunding supporters: one shown, one hidden. */
  supporter: number;
  hiddenSupporter: number;
  /** An open review of the free member's comment; a seeded watched word; a seeded help line. */
  review: number;
  watchedWord: number;
  helpLine: number;
  /** A notification of the free member's (a like of their comment). */
  notification: number;
  /** An operator's group of the search vocabulary. */
  searchWordGroup: number;
}
interface Row {
  call: string;
  /** Expected status for: visitor, free_member (owner), paid_member, expert, admin, other. */
  expect: [visitor: number, free: number, paid: number, expert: number, admin: number, other: number];
  request(ids: Ids, actor: Actor): { url: string; payload?: unknown };
  /** The call changes what later actors would see: start each actor from fresh data. */
  resetBetween?: boolean;
}

const unique = (actor: Actor, base: string) => `${base}-${actor}`;
const UNSUBSCRIBE = createUnsubscribeTokens(JWT_SECRET);
const EXPERT_APPLICATION = { name: '申込 太郎', title: '社会福祉士', qualifications: '社会福祉士', fields: '就労', profile: '紹介', qualification_check: '登録番号' };

const ROWS: Row[] = [
  { call: 'POST /api/v1/users', expect: [201, 201, 201, 201, 201, 201], request: (_, a) => ({ url: '', payload: { email: `${a}@signup.example.jp`, password: 'safe-pass-2026', nickname: '新規', agree_terms: true } }) },
  { call: 'POST /api/v1/auth/sign_in', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: '', payload: { email: DEMO.free, password: DEMO_PASSWORD } }) },
  { call: 'DELETE /api/v1/auth/sign_out', expect: [401, 204, 204, 204, 204, 204], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/users/is_login', expect: [401, 200, 200, 200, 200, 200], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/users/is_admin_login', expect: [401, 403, 403, 403, 200, 403], request: () => ({ url: '' }) },
  { call: 'PUT /api/v1/users/get_code', expect: [200, 200, 200, 200, 200, 200], request: (_, a) => ({ url: '', payload: { email: `${a}@example.jp` } }) },
  { call: 'PUT /api/v1/users/reset_password', expect: [400, 400, 400, 400, 400, 400], request: () => ({ url: '', payload: { email: DEMO.free, code: '000000', password: 'new-pass-2026' } }) },
  { call: 'GET /api/v1/users', expect: [401, 403, 403, 403, 200, 403], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/users/meta', expect: [401, 403, 403, 403, 200, 403], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/users/{id}', expect: [401, 200, 403, 403, 200, 403], request: (ids) => ({ url: `${ids.free}` }) },
  { call: 'PATCH /api/v1/users/{id}', expect: [401, 200, 403, 403, 200, 403], request: (ids) => ({ url: `${ids.free}`, payload: {} }) },
  { call: 'DELETE /api/v1/users/{id}', expect: [401, 204, 403, 403, 204, 403], request: (ids) => ({ url: `${ids.free}` }), resetBetween: true },
  // The account's own settings and data: the person themself only (admins included in the 403s).
  { call: 'PUT /api/v1/users/{id}/password', expect: [401, 200, 403, 403, 403, 403], request: (ids) => ({ url: `${ids.free}`, payload: { current_password: DEMO_PASSWORD, password: 'new-pass-2026' } }) },
  { call: 'POST /api/v1/users/{id}/email_change', expect: [401, 200, 403, 403, 403, 403], request: (ids, a) => ({ url: `${ids.free}`, payload: { email: `${a}-new@example.jp`, current_password: DEMO_PASSWORD } }) },
  // No code was sent: the person is told the code is wrong.
  { call: 'PUT /api/v1/users/{id}/email_change/confirm', expect: [401, 400, 403, 403, 403, 403], request: (ids) => ({ url: `${ids.free}`, payload: { code: '000000' } }) },
  { call: 'PUT /api/v1/users/{id}/posting_consent', expect: [401, 200, 403, 403, 403, 403], request: (ids) => ({ url: `${ids.free}`, payload: { consent: true } }) },
  { call: 'GET /api/v1/users/{id}/export', expect: [401, 200, 403, 403, 403, 403], request: (ids) => ({ url: `${ids.free}` }) },
  { call: 'GET /api/v1/users/{id}/activity', expect: [401, 403, 403, 403, 200, 403], request: (ids) => ({ url: `${ids.free}` }) },
  { call: 'POST /api/v1/users/{id}/suspend', expect: [401, 403, 403, 403, 200, 403], request: (ids) => ({ url: `${ids.free}`, payload: { reason: '利用規約に反する投稿が続いたため' } }) },
  // The free member is not suspended: the admin may call, and is told there is nothing to restore.
  { call: 'POST /api/v1/users/{id}/restore', expect: [401, 403, 403, 403, 409, 403], request: (ids) => ({ url: `${ids.free}` }) },
  { call: 'POST /api/v1/user_informations', expect: [401, 409, 409, 409, 409, 409], request: () => ({ url: '', payload: { nickname: 'にっく' } }) },
  { call: 'PATCH /api/v1/user_informations/{id}', expect: [401, 200, 403, 403, 200, 403], request: (ids) => ({ url: `${ids.freeInfo}`, payload: { nickname: 'にっく' } }) },
  { call: 'GET /api/v1/user_informations/show_with_user_id', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `?user_id=${ids.free}` }) },
  { call: 'GET /api/v1/tags', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: '?status=published&per=all' }) },
  { call: 'GET /api/v1/tags (status=all)', expect: [403, 403, 403, 403, 200, 403], request: () => ({ url: '?status=all' }) },
  { call: 'GET /api/v1/tags/{id} (published)', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `${ids.publishedTag}` }) },
  { call: 'GET /api/v1/tags/{id} (draft)', expect: [404, 404, 404, 404, 200, 404], request: (ids) => ({ url: `${ids.draftTag}` }) },
  { call: 'POST /api/v1/tags', expect: [401, 403, 403, 403, 201, 403], request: (_, a) => ({ url: '', payload: { title: unique(a, 'タグ'), status: 'draft' } }) },
  { call: 'PATCH /api/v1/tags/{id}', expect: [401, 403, 403, 403, 200, 403], request: (ids) => ({ url: `${ids.publishedTag}`, payload: { status: 'published' } }) },
  { call: 'DELETE /api/v1/tags/{id}', expect: [401, 403, 403, 403, 204, 403], request: (ids) => ({ url: `${ids.draftTag}` }) },
  { call: 'GET /api/v1/categories', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: '?status=published&per=all' }) },
  { call: 'GET /api/v1/categories (status=draft)', expect: [403, 403, 403, 403, 200, 403], request: () => ({ url: '?status=draft' }) },
  { call: 'GET /api/v1/categories/{id} (published)', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `${ids.publishedCategory}` }) },
  { call: 'GET /api/v1/categories/{id} (draft)', expect: [404, 404, 404, 404, 200, 404], request: (ids) => ({ url: `${ids.draftCategory}` }) },
  { call: 'GET /api/v1/categories/show_by_title', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: `?title=${encodeURIComponent('就労支援')}` }) },
  { call: 'POST /api/v1/categories', expect: [401, 403, 403, 403, 201, 403], request: (_, a) => ({ url: '', payload: { title: unique(a, 'カテゴリ'), status: 'draft' } }) },
  { call: 'PATCH /api/v1/categories/{id}', expect: [401, 403, 403, 403, 200, 403], request: (ids) => ({ url: `${ids.publishedCategory}`, payload: { sort_order: 1 } }) },
  { call: 'DELETE /api/v1/categories/{id}', expect: [401, 403, 403, 403, 204, 403], request: (ids) => ({ url: `${ids.draftCategory}` }) },
  { call: 'GET /api/v1/crowdfunding_supporters', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: '?per=all' }) },
  { call: 'GET /api/v1/crowdfunding_supporters (status=all)', expect: [403, 403, 403, 403, 200, 403], request: () => ({ url: '?status=all' }) },
  { call: 'GET /api/v1/crowdfunding_supporters/{id} (published)', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `${ids.supporter}` }) },
  { call: 'GET /api/v1/crowdfunding_supporters/{id} (hidden)', expect: [404, 404, 404, 404, 200, 404], request: (ids) => ({ url: `${ids.hiddenSupporter}` }) },
  { call: 'POST /api/v1/crowdfunding_supporters', expect: [401, 403, 403, 403, 201, 403], request: (_, a) => ({ url: '', payload: { name: unique(a, '支援者'), course: '応援コース' } }) },
  { call: 'PATCH /api/v1/crowdfunding_supporters/{id}', expect: [401, 403, 403, 403, 200, 403], request: (ids) => ({ url: `${ids.supporter}`, payload: { published: false } }) },
  { call: 'DELETE /api/v1/crowdfunding_supporters/{id}', expect: [401, 403, 403, 403, 204, 403], request: (ids) => ({ url: `${ids.hiddenSupporter}` }) },
  // The messages carry names and addresses: admins only.
  { call: 'GET /api/v1/contacts', expect: [401, 403, 403, 403, 200, 403], request: () => ({ url: '' }) },
  { call: 'POST /api/v1/contacts', expect: [201, 201, 201, 201, 201, 201], request: () => ({ url: '', payload: { name: '名前', email: 'a@example.jp', subject: '件名', body: '本文' } }) },
  { call: 'GET /api/v1/health', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/dashboard', expect: [401, 403, 403, 403, 200, 403], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/audit_logs', expect: [401, 403, 403, 403, 200, 403], request: () => ({ url: '?action=user.update' }) },
  { call: 'GET /api/v1/openapi.json', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/questions', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: `?keyword=${encodeURIComponent('福祉')}` }) },
  { call: 'GET /api/v1/questions (user_id)', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `?user_id=${ids.paid}` }) },
  { call: 'GET /api/v1/questions/{id}', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `${ids.question}` }) },
  { call: 'POST /api/v1/questions', expect: [401, 403, 201, 403, 201, 403], request: (ids) => ({ url: '', payload: { title: '質問', body: '本文', category_id: ids.publishedCategory } }) },
  { call: 'PATCH /api/v1/questions/{id}', expect: [401, 403, 200, 403, 200, 403], request: (ids) => ({ url: `${ids.question}`, payload: { title: '変更' } }) },
  { call: 'DELETE /api/v1/questions/{id}', expect: [401, 403, 204, 403, 204, 403], request: (ids) => ({ url: `${ids.question}` }), resetBetween: true },
  // ベストアンサー: the asker (the paid member) or an admin.
  { call: 'PUT /api/v1/questions/{id}/best_answer', expect: [401, 403, 200, 403, 200, 403], request: (ids) => ({ url: `${ids.question}`, payload: { comment_id: ids.comment, thanks: 'ありがとうございました' } }) },
  { call: 'GET /api/v1/questions/my_questions', expect: [401, 200, 200, 200, 200, 200], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/questions/popular_questions', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/questions/question_by_expert_info_id', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `?expert_info_id=${ids.expertInfo}` }) },
  { call: 'GET /api/v1/comments', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `?user_id=${ids.free}` }) },
  { call: 'GET /api/v1/comments/get_comments_by_question_id', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `?question_id=${ids.question}` }) },
  { call: 'POST /api/v1/comments', expect: [401, 201, 201, 201, 201, 201], request: (ids) => ({ url: '', payload: { question_id: ids.question, body: 'コメント' } }) },
  { call: 'GET /api/v1/comments/my_comments', expect: [401, 200, 200, 200, 200, 200], request: () => ({ url: '' }) },
  { call: 'DELETE /api/v1/comments/{id}', expect: [401, 403, 403, 403, 204, 403], request: (ids) => ({ url: `${ids.comment}` }) },
  { call: 'POST /api/v1/replies', expect: [401, 201, 201, 201, 201, 201], request: (ids) => ({ url: '', payload: { comment_id: ids.comment, body: '返信' } }) },
  { call: 'GET /api/v1/replies/index_by_comment_id', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `?comment_id=${ids.comment}` }) },
  { call: 'DELETE /api/v1/replies/{id}', expect: [401, 403, 403, 403, 204, 403], request: (ids) => ({ url: `${ids.reply}` }) },
  { call: 'POST /api/v1/user_like_questions', expect: [401, 201, 201, 201, 201, 201], request: (ids) => ({ url: '', payload: { question_id: ids.question } }) },
  { call: 'POST /api/v1/user_like_questions (user_id of the free member)', expect: [401, 201, 403, 403, 403, 403], request: (ids) => ({ url: '', payload: { question_id: ids.question, user_id: ids.free } }) },
  { call: 'DELETE /api/v1/user_like_questions/delete_by_user_id_and_question_id', expect: [401, 200, 200, 200, 200, 200], request: (ids) => ({ url: `?question_id=${ids.question}` }) },
  { call: 'POST /api/v1/user_like_comments', expect: [401, 201, 201, 201, 201, 201], request: (ids) => ({ url: '', payload: { comment_id: ids.comment } }) },
  { call: 'DELETE /api/v1/user_like_comments/delete_by_user_id_and_comment_id', expect: [401, 200, 200, 200, 200, 200], request: (ids) => ({ url: `?comment_id=${ids.comment}` }) },
  { call: 'POST /api/v1/question_favorites', expect: [401, 200, 201, 201, 201, 201], request: (ids) => ({ url: '', payload: { question_id: ids.question } }) },
  { call: 'DELETE /api/v1/question_favorites/{id}', expect: [401, 200, 403, 403, 403, 403], request: (ids) => ({ url: `${ids.favorite}` }), resetBetween: true },
  { call: 'DELETE /api/v1/question_favorites/delete_favorite_by_user_id_and_question_id', expect: [401, 200, 200, 200, 200, 200], request: (ids) => ({ url: `?question_id=${ids.question}` }) },
  { call: 'GET /api/v1/question_favorites/my_favorite_questions', expect: [401, 200, 200, 200, 200, 200], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/expert_infos', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/expert_infos (status=pending)', expect: [403, 403, 403, 403, 200, 403], request: () => ({ url: '?status=pending' }) },
  { call: 'GET /api/v1/expert_infos/{id}', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `${ids.expertInfo}` }) },
  { call: 'PUT /api/v1/expert_infos/{id}', expect: [401, 403, 403, 200, 200, 403], request: (ids) => ({ url: `${ids.expertInfo}`, payload: { title: '社会福祉士' } }) },
  { call: 'PUT /api/v1/expert_infos/{id} (status)', expect: [401, 403, 403, 403, 200, 403], request: (ids) => ({ url: `${ids.expertInfo}`, payload: { status: 'suspended' } }), resetBetween: true },
  { call: 'GET /api/v1/expert_infos/show_with_user_id', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `?user_id=${ids.expertUser}` }) },
  { call: 'POST /api/v1/expert_infos', expect: [401, 201, 201, 403, 403, 201], request: () => ({ url: '', payload: EXPERT_APPLICATION }) },
  { call: 'POST /api/v1/expert_infos/change_status', expect: [401, 403, 403, 403, 200, 403], request: (ids) => ({ url: '', payload: { id: ids.expertInfo, status: 'suspended', reason: '理由' } }) },
  { call: 'GET /api/v1/expert_infos/counts', expect: [401, 403, 403, 403, 200, 403], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/expert_infos/{id}/status_changes', expect: [401, 403, 403, 403, 200, 403], request: (ids) => ({ url: `${ids.expertInfo}` }) },
  { call: 'POST /api/v1/users/create_user_expert', expect: [401, 403, 403, 403, 201, 403], request: (_, a) => ({ url: '', payload: { ...EXPERT_APPLICATION, email: `${a}@new-expert.example.jp` } }) },
  { call: 'PATCH /api/v1/users/update_user_expert', expect: [401, 403, 403, 403, 200, 403], request: (ids) => ({ url: '', payload: { user_id: ids.expertUser, title: '社会福祉士' } }) },
  { call: 'GET /api/v1/columns', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: `?keyword=${encodeURIComponent('福祉')}` }) },
  { call: 'GET /api/v1/columns (status=all)', expect: [403, 403, 403, 403, 200, 403], request: () => ({ url: '?status=all' }) },
  { call: 'GET /api/v1/columns/popular_columns', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/columns/column_by_category', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `?category_id=${ids.publishedCategory}` }) },
  { call: 'GET /api/v1/columns/{id} (published)', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `${ids.column}` }) },
  { call: 'GET /api/v1/columns/{id} (draft)', expect: [404, 404, 404, 404, 200, 404], request: (ids) => ({ url: `${ids.draftColumn}` }) },
  { call: 'POST /api/v1/columns', expect: [401, 403, 403, 403, 201, 403], request: (ids) => ({ url: '', payload: { title: 'コラム', excerpt: 'リード', body: '<p>本文</p>', category_id: ids.publishedCategory, status: 'draft' } }) },
  { call: 'POST /api/v1/columns/images', expect: [401, 403, 403, 403, 201, 403], request: () => ({ url: '', payload: { image_data: PNG_DATA_URL } }) },
  { call: 'PATCH /api/v1/columns/{id}', expect: [401, 403, 403, 403, 200, 403], request: (ids) => ({ url: `${ids.column}`, payload: { title: '変更' } }) },
  { call: 'DELETE /api/v1/columns/{id}', expect: [401, 403, 403, 403, 204, 403], request: (ids) => ({ url: `${ids.column}` }) },
  { call: 'POST /api/v1/columns/readings_preview', expect: [401, 403, 403, 403, 200, 403], request: () => ({ url: '', payload: { title: '市場', body: '<p>市場</p>', reading_corrections: [{ term: '市場', reading: 'いちば' }] } }) },
  { call: 'POST /api/v1/plain_japanese_hints', expect: [401, 403, 403, 403, 200, 403], request: () => ({ url: '', payload: { text: '市役所の窓口で相談します。' } }) },
  { call: 'POST /api/v1/users/create_session', expect: [401, 201, 409, 403, 403, 201], request: () => ({ url: '', payload: { agree: true } }) },
  { call: 'GET /api/v1/users/get_session', expect: [401, 200, 404, 403, 403, 404], request: (ids) => ({ url: `?sessionId=${ids.session}` }) },
  { call: 'POST /api/v1/users/register_paid_member', expect: [401, 409, 404, 403, 403, 404], request: (ids) => ({ url: '', payload: { session_id: ids.session } }) },
  { call: 'POST /api/v1/users/create_subscription', expect: [401, 422, 409, 403, 403, 422], request: () => ({ url: '', payload: { agree: true } }) },
  { call: 'GET /api/v1/users/get_payment_and_subscription', expect: [401, 200, 200, 200, 200, 200], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/users/get_payment_and_subscription (user_id of the free member)', expect: [401, 200, 403, 403, 200, 403], request: (ids) => ({ url: `?user_id=${ids.free}` }) },
  { call: 'POST /api/v1/users/cancel_subscription', expect: [401, 403, 409, 403, 403, 403], request: () => ({ url: '', payload: {} }) },
  { call: 'POST /api/v1/users/change_paid_member_to_permanent_paid_member', expect: [401, 403, 403, 403, 200, 403], request: (ids) => ({ url: '', payload: { user_id: ids.paid } }), resetBetween: true },
  { call: 'POST /api/v1/users/payment_succeeded', expect: [400, 400, 400, 400, 400, 400], request: () => ({ url: '', payload: { id: 'evt_unsigned', type: 'invoice.paid' } }) },
  { call: 'POST /api/v1/local_payments/advance_clock', expect: [401, 403, 403, 403, 200, 403], request: () => ({ url: '', payload: { days: 1 } }) },
  { call: 'GET /api/v1/column_favorites/my_favorite_columns', expect: [401, 200, 200, 200, 200, 200], request: () => ({ url: '' }) },
  { call: 'POST /api/v1/column_favorites', expect: [401, 200, 201, 201, 201, 201], request: (ids) => ({ url: '', payload: { column_id: ids.column } }) },
  { call: 'POST /api/v1/column_favorites (user_id of the free member)', expect: [401, 200, 403, 403, 403, 403], request: (ids) => ({ url: '', payload: { column_id: ids.column, user_id: ids.free } }) },
  { call: 'DELETE /api/v1/column_favorites/delete_favorite_by_user_id_and_column_id', expect: [401, 200, 200, 200, 200, 200], request: (ids) => ({ url: `?column_id=${ids.column}` }) },
  // Safety: members report others' posts (their own: 403; admins decide instead); only admins see the
  // queue and keep the watched words; anyone reads the help lines, admins keep them.
  { call: 'POST /api/v1/reports', expect: [401, 403, 201, 201, 403, 201], request: (ids) => ({ url: '', payload: { item_kind: 'comment', item_id: ids.comment, reason: 'spam' } }), resetBetween: true },
  { call: 'GET /api/v1/reviews', expect: [401, 403, 403, 403, 200, 403], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/reviews/counts', expect: [401, 403, 403, 403, 200, 403], request: () => ({ url: '' }) },
  { call: 'POST /api/v1/reviews/{id}/decisions', expect: [401, 403, 403, 403, 200, 403], request: (ids) => ({ url: `${ids.review}`, payload: { decision: 'dismiss' } }), resetBetween: true },
  { call: 'GET /api/v1/watched_words', expect: [401, 403, 403, 403, 200, 403], request: () => ({ url: '' }) },
  { call: 'POST /api/v1/watched_words', expect: [401, 403, 403, 403, 201, 403], request: (_, a) => ({ url: '', payload: { word: unique(a, '言葉'), action: 'flag' } }) },
  { call: 'PATCH /api/v1/watched_words/{id}', expect: [401, 403, 403, 403, 200, 403], request: (ids) => ({ url: `${ids.watchedWord}`, payload: { action: 'hold' } }) },
  { call: 'DELETE /api/v1/watched_words/{id}', expect: [401, 403, 403, 403, 204, 403], request: (ids) => ({ url: `${ids.watchedWord}` }), resetBetween: true },
  { call: 'GET /api/v1/notifications', expect: [401, 200, 200, 200, 200, 200], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/notifications/unread_count', expect: [401, 200, 200, 200, 200, 200], request: () => ({ url: '' }) },
  // Only its person may read it: for anyone else it is not there.
  { call: 'POST /api/v1/notifications/{id}/read', expect: [401, 200, 404, 404, 404, 404], request: (ids) => ({ url: `${ids.notification}` }) },
  { call: 'POST /api/v1/notifications/read_all', expect: [401, 200, 200, 200, 200, 200], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/help_lines', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: '?per=all' }) },
  { call: 'GET /api/v1/help_lines/{id}', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `${ids.helpLine}` }) },
  { call: 'POST /api/v1/help_lines', expect: [401, 403, 403, 403, 201, 403], request: (_, a) => ({ url: '', payload: { name: unique(a, '窓口'), number: '0120-000-000', checked_on: '2026-12-01' } }) },
  { call: 'PATCH /api/v1/help_lines/{id}', expect: [401, 403, 403, 403, 200, 403], request: (ids) => ({ url: `${ids.helpLine}`, payload: { checked_on: '2026-12-01' } }) },
  { call: 'DELETE /api/v1/help_lines/{id}', expect: [401, 403, 403, 403, 204, 403], request: (ids) => ({ url: `${ids.helpLine}` }), resetBetween: true },
  // ふりがな (docs/reading-aids.md): whoever may read the page; a draft column's, admins only.
  { call: 'GET /api/v1/questions/{id}/readings', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `${ids.question}` }) },
  { call: 'GET /api/v1/columns/{id}/readings', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `${ids.column}` }) },
  { call: 'GET /api/v1/columns/{id}/readings (draft)', expect: [404, 404, 404, 404, 200, 404], request: (ids) => ({ url: `${ids.draftColumn}` }) },
  // Following (docs/notifications.md): anyone signed in, for themself; a draft is followed by no one, admins included.
  { call: 'GET /api/v1/follows', expect: [401, 200, 200, 200, 200, 200], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/follows/state', expect: [401, 200, 200, 200, 200, 200], request: (ids) => ({ url: `?target_kind=question&target_id=${ids.question}` }) },
  { call: 'POST /api/v1/follows', expect: [401, 201, 201, 201, 201, 201], request: (ids) => ({ url: '', payload: { target_kind: 'tag', target_id: ids.publishedTag } }) },
  { call: 'POST /api/v1/follows (draft category)', expect: [401, 404, 404, 404, 404, 404], request: (ids) => ({ url: '', payload: { target_kind: 'category', target_id: ids.draftCategory } }) },
  { call: 'DELETE /api/v1/follows', expect: [401, 200, 200, 200, 200, 200], request: (ids) => ({ url: `?target_kind=tag&target_id=${ids.publishedTag}` }) },
  // Mail settings: every signed-in person their own; the unsubscribe link works for anyone holding it (the free member's link).
  { call: 'GET /api/v1/notification_settings', expect: [401, 200, 200, 200, 200, 200], request: () => ({ url: '' }) },
  { call: 'PUT /api/v1/notification_settings', expect: [401, 200, 200, 200, 200, 200], request: () => ({ url: '', payload: { settings: [{ kind: 'like', delivery: 'instant' }] } }) },
  { call: 'POST /api/v1/notification_settings/unsubscribe', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `?token=${UNSUBSCRIBE.sign({ userId: ids.free, target: 'comment' })}` }) },
  // Search (docs/search.md): the site search and similar questions for anyone; the vocabulary and the misses, admins only.
  { call: 'GET /api/v1/search/questions', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: `?keyword=${encodeURIComponent('福祉')}` }) },
  { call: 'GET /api/v1/search/columns', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: `?keyword=${encodeURIComponent('福祉')}` }) },
  { call: 'GET /api/v1/search/similar_questions', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: `?title=${encodeURIComponent('福祉の相談')}` }) },
  { call: 'GET /api/v1/questions/{id}/related', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `${ids.question}` }) },
  { call: 'GET /api/v1/search_words', expect: [401, 403, 403, 403, 200, 403], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/search_words/misses', expect: [401, 403, 403, 403, 200, 403], request: () => ({ url: '' }) },
  { call: 'POST /api/v1/search_words', expect: [401, 403, 403, 403, 201, 403], request: (_, a) => ({ url: '', payload: { words: [{ text: unique(a, '見本の言葉') }, { text: unique(a, 'みほんのことば') }] } }) },
  { call: 'PATCH /api/v1/search_words/{id}', expect: [401, 403, 403, 403, 200, 403], request: (ids) => ({ url: `${ids.searchWordGroup}`, payload: { note: '見本' } }) },
  { call: 'DELETE /api/v1/search_words/{id}', expect: [401, 403, 403, 403, 204, 403], request: (ids) => ({ url: `${ids.searchWordGroup}` }), resetBetween: true },
];


const COLUMN: Record<Actor, number> = { visitor: 0, free_member: 1, paid_member: 2, expert: 3, admin: 4, other: 5 };

/** The tokens of each actor and the ids of the objects the rows touch. */
async function arrange(app: FastifyInstance): Promise<{ tokens: Record<Actor, string | undefined>; ids: Ids }> {
  const other = await call(app, 'POST', '/api/v1/users', { payload: { email: 'other@example.jp', password: 'safe-pass-2026', nickname: 'ほかの人', agree_terms: true } });
  if (other.statusCode !== 201) throw new Error(`could not create the other member: ${other.body}`);
  // Signed up as anyone would; they agreed to post, as the demo members did (the POST rows).
  await t.db.query("UPDATE users SET posting_consent_at = now() WHERE email = 'other@example.jp'");
  await t.db.query("INSERT INTO categories (title, status) VALUES ('下書きカテゴリ', 'draft')");
  const one = async (sql: string) => (await t.db.one<{ id: number }>(sql))!.id;
  const free = await userIdOf(t.db, DEMO.free);
  const paid = await userIdOf(t.db, DEMO.paid);
  const expertUser = await userIdOf(t.db, DEMO.expert);
  const category = await one("SELECT id FROM categories WHERE status = 'published' ORDER BY id LIMIT 1");
  // The Q&A objects are written directly: this table is about who may call, not about posting.
  const question = await one(`INSERT INTO questions (title, body, category_id, user_id, search_text, search_keys)
    VALUES ('福祉の質問', '本文', ${category}, ${paid}, '福祉の質問 本文', '{${searchKeysOf('福祉の質問 本文').join(',')}}') RETURNING id`);
  const comment = await one(`INSERT INTO comments (question_id, body, user_id) VALUES (${question}, 'コメント', ${free}) RETURNING id`);
  await t.db.query(`UPDATE questions SET comment_counts = 1, answer_state = 'answered' WHERE id = ${question}`);
  const reply = await one(`INSERT INTO replies (comment_id, body, user_id) VALUES (${comment}, '返信', ${free}) RETURNING id`);
  const favorite = await one(`INSERT INTO question_favorites (user_id, question_id) VALUES (${free}, ${question}) RETURNING id`);
  await t.db.query(`UPDATE questions SET favorite_counts = 1 WHERE id = ${question}`);
  const column = await one(`INSERT INTO columns (title, excerpt, body, category_id, status, published_at, favorite_counts)
    VALUES ('福祉のコラム', 'リード', '<p>本文</p>', ${category}, 'published', now(), 1) RETURNING id`);
  await t.db.query(`INSERT INTO column_favorites (user_id, column_id) VALUES (${free}, ${column})`);
  const draftColumn = await one(`INSERT INTO columns (title, excerpt, body, category_id) VALUES ('下書き', 'リード', '<p>本文</p>', ${category}) RETURNING id`);
  const supporter = await one("INSERT INTO crowdfunding_supporters (name, course, sort_order) VALUES ('見本 花子', '応援コース', 1) RETURNING id");
  const hiddenSupporter = await one("INSERT INTO crowdfunding_supporters (name, course, sort_order, published) VALUES ('掲載前', '応援コース', 2, false) RETURNING id");
  const review = await one(`INSERT INTO reviews (subject_kind, subject_id, reasons) VALUES ('comment', ${comment}, '[{"reason":"report","detail":null}]') RETURNING id`);
  const notification = await one(`INSERT INTO notifications (user_id, kind, question_id, comment_id) VALUES (${free}, 'like', ${question}, ${comment}) RETURNING id`);
  const searchWordGroup = await one(`INSERT INTO search_word_groups (words) VALUES ('[{"text":"見本区","reading":"みほんく"},{"text":"サンプル区","reading":"さんぷるく"}]') RETURNING id`);
  const session = await app.ctx.services.payments.createSession({ id: free, role: 'free_member' }, { agree: true });
  return {
    tokens: {
      visitor: undefined,
      free_member: await tokenFor(app, DEMO.free),
      paid_member: await tokenFor(app, DEMO.paid),
      expert: await tokenFor(app, DEMO.expert),
      admin: await tokenFor(app, ADMIN.email),
      other: await tokenFor(app, 'other@example.jp'),
    },
    ids: {
      free,
      freeInfo: await one(`SELECT id FROM user_informations WHERE user_id = ${free}`),
      publishedTag: await one("SELECT id FROM tags WHERE status = 'published' ORDER BY id LIMIT 1"),
      draftTag: await one("SELECT id FROM tags WHERE status = 'draft' ORDER BY id LIMIT 1"),
      publishedCategory: await one("SELECT id FROM categories WHERE status = 'published' ORDER BY id LIMIT 1"),
      draftCategory: await one("SELECT id FROM categories WHERE status = 'draft' ORDER BY id LIMIT 1"),
      question,
      comment,
      reply,
      favorite,
      expertInfo: await one(`SELECT id FROM expert_infos WHERE user_id = ${expertUser}`),
      expertUser,
      column,
      draftColumn,
      paid,
      session: session.session_id,
      supporter,
      hiddenSupporter,
      review,
      watchedWord: await one("SELECT id FROM watched_words WHERE word = '必ず治る'"),
      helpLine: await one('SELECT id FROM help_lines ORDER BY sort_order LIMIT 1'),
      notification,
      searchWordGroup,
    },
  };
}

test.each(ROWS.map((row) => [row.call, row] as const))('%s', async (_name, row) => {
  let { tokens, ids } = await arrange(t.app);
  const [method, basePath] = row.call.split(' ');
  const got: Record<string, number> = {};
  const want: Record<string, number> = {};
  for (const actor of ACTORS) {
    if (row.resetBetween) {
      await emptyDatabase(t.db);
      await prepareDatabase(t.db, t.config, t.app.ctx.passwords);
      await resetRateLimits(t.app);
      ({ tokens, ids } = await arrange(t.app));
    }
    const { url, payload } = row.request(ids, actor);
    const target = basePath.includes('{id}') ? basePath.replace('{id}', url) : `${basePath}${url}`;
    const res = await call(t.app, method as 'GET', target, { token: tokens[actor], payload });
    got[actor] = res.statusCode;
    want[actor] = row.expect[COLUMN[actor]];
  }
  expect(got).toEqual(want);
}, 60_000);

// The table and the routes' own declarations (config.access, read from the app) must agree.
describe('declared access', () => {
  /** 'GET /api/v1/questions/:id' → 'GET /api/v1/questions/{id}', the table's spelling. */
  const key = (route: { method: string; url: string }) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`;
  const tableCalls = new Set(ROWS.map((row) => row.call.replace(/ \(.*\)$/, '')));

  test('every API route declares who may call it and has a row in the table', () => {
    const declared = t.app.declaredRoutes.map(key);
    expect(declared.length).toBeGreaterThan(40);
    expect(declared.filter((call) => !tableCalls.has(call))).toEqual([]);
  });

  test.each(ROWS.filter((row) => !row.call.includes('(')).map((row) => [row.call, row] as const))(
    '%s: the table expects what the declaration says for visitors and free members',
    (_name, row) => {
      const route = t.app.declaredRoutes.find((r) => key(r) === row.call);
      expect(route).toBeDefined();
      const verdict = accessVerdict(route!.access, null);
      expect(row.expect[COLUMN.visitor] === 401).toBe(verdict?.status === 401);
      const free = accessVerdict(route!.access, 'free_member');
      if (free?.status === 403) expect(row.expect[COLUMN.free_member]).toBe(403);
    },
  );

  // Who is calling is checked before the body is read: a visitor gets 401 and a member without the
  // role 403 for any body, even one that is not JSON at all.
  test('a body is never validated before the caller is known', async () => {
    const free = await tokenFor(t.app, DEMO.free);
    for (const route of t.app.declaredRoutes.filter((r) => r.access !== 'anyone' && r.method !== 'GET')) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const asVisitor = await t.app.inject({ method: route.method as 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{not json' });
      expect([route.url, asVisitor.statusCode]).toEqual([route.url, 401]);
      if (accessVerdict(route.access, 'free_member')?.status === 403) {
        const asFree = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { 'content-type': 'application/json', authorization: `JWT ${free}` },
          payload: '{"unknown_field": true}',
        });
        expect([route.url, asFree.statusCode]).toEqual([route.url, 403]);
      }
    }
  });
});
