// Q&A test data as the API sends it: questions, comments, replies and the people, categories and
// tags on them, each checked against its contract schema (fixture), so data the server could not send
// fails the test. One set for every remote's tests; a test names what it relies on as overrides.
import { CategorySchema, CommentSchema, ExpertInfoSchema, MyCommentSchema, PageMetaSchema, PublicUserSchema, QuestionSchema, QuestionSummarySchema, ReplySchema, TagSchema } from '@hiroba/contract';
import type { Category, Comment, ExpertInfo, MyComment, Paged, PublicUser, Question, QuestionSummary, Reply, Tag } from '@hiroba/contract/types';
import { fixture } from './fixtures';

const stamp = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };

/** A published category, placed by its id. */
export function category(id: number, title: string): Category {
  return fixture(CategorySchema, { id, title, description: null, status: 'published', sort_order: id, ...stamp });
}

export function tag(id: number, title: string): Tag {
  return fixture(TagSchema, { id, title, status: 'published', ...stamp });
}

export function publicUser(id: number, nickname: string | null, role: PublicUser['role'] = 'free_member'): PublicUser {
  return fixture(PublicUserSchema, { id, role, user_information: { id: id + 100, user_id: id, nickname, profile_image: null }, expert_info: null });
}

/** An approved expert, 山田 花子 (expert_info 5 of user 30), with every field of the profile filled in. */
export function expertInfo(overrides: Partial<ExpertInfo> = {}): ExpertInfo {
  return fixture(ExpertInfoSchema, {
    id: 5,
    user_id: 30,
    name: '山田 花子',
    profile_image: '/uploads/yamada.png',
    title: '社会福祉士',
    profile: '相談支援の仕事をしています。\n就労の相談が得意です。',
    qualifications: '社会福祉士\n精神保健福祉士',
    fields: '障害福祉サービスの使い方',
    status: 'approved',
    ...stamp,
    ...overrides,
  });
}

/** A question as lists send it: 手話通訳を頼むには (1), asked by はなこ (user 7, a paid member), unanswered. */
export function questionSummary(overrides: Partial<QuestionSummary> = {}): QuestionSummary {
  return fixture(QuestionSummarySchema, {
    id: 1,
    title: '手話通訳を頼むには',
    excerpt: '市役所で手話通訳をお願いしたいのですが…',
    category: category(2, '暮らし'),
    tags: [tag(3, '手話')],
    user: publicUser(7, 'はなこ', 'paid_member'),
    expert_info: null,
    answer_state: 'unanswered',
    qa_type: '一般',
    like_counts: 2,
    favorite_counts: 1,
    comment_counts: 0,
    view_counts: 10,
    resolved: false,
    can_edit: false,
    can_delete: false,
    created_at: '2026-03-01T01:00:00.000Z',
    updated_at: '2026-03-01T01:00:00.000Z',
    ...overrides,
  });
}

/** GET /questions/{id}: the summary with its body; no best answer yet, and the reader may not choose one. */
export function question(overrides: Partial<Question> = {}): Question {
  return fixture(QuestionSchema, {
    ...questionSummary(),
    body: '市役所で手話通訳をお願いしたいです。\nどこに連絡すればよいですか。',
    best_answer: null,
    can_choose_best_answer: false,
    ...overrides,
  });
}

export function reply(overrides: Partial<Reply> = {}): Reply {
  return fixture(ReplySchema, {
    id: 50,
    comment_id: 20,
    body: '返信です',
    user: publicUser(9, null),
    can_delete: false,
    created_at: '2026-03-02T00:00:00.000Z',
    updated_at: '2026-03-02T00:00:00.000Z',
    ...overrides,
  });
}

/** A member's comment on question 1, as the question page sends it. */
export function comment(overrides: Partial<Comment> = {}): Comment {
  return fixture(CommentSchema, {
    id: 20,
    question_id: 1,
    comment_id: null,
    body: '福祉課に聞くとよいですよ。',
    user: publicUser(8, 'たろう'),
    is_expert_answer: false,
    expert_info: null,
    like_counts: 1,
    liked: false,
    can_delete: false,
    comment_replies: [],
    created_at: '2026-03-01T02:00:00.000Z',
    updated_at: '2026-03-01T02:00:00.000Z',
    ...overrides,
  });
}

/** A comment as the writer's own list sends it: with the question it answers (null once that is deleted). */
export function myComment(overrides: Partial<MyComment> = {}): MyComment {
  const { liked: _, ...written } = comment();
  return fixture(MyCommentSchema, { ...written, user: null, question: { id: 1, title: '手話通訳を頼むには', qa_type: '一般' }, ...overrides });
}

/** One page of a list; with more than one page, 10 a page. */
export function pageOf<T>(data: T[], page = 1, totalPages = 1): Paged<T> {
  return { data, meta: fixture(PageMetaSchema, { page, per: 10, total: totalPages > 1 ? totalPages * 10 : data.length, total_pages: totalPages }) };
}
