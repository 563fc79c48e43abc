// Test data for the Q&A pages: questions, comments and replies as the API sends them, each checked
// against its contract schema (fixture), so data the server could not send fails the test.
import type { Comment, ExpertInfo, Paged, PublicUser, Question, QuestionSummary, Reply } from '@hiroba/api-client';
import { fixture } from '@hiroba/api-client/test-support';
import { CategorySchema, CommentSchema, ExpertInfoSchema, PageMetaSchema, PublicUserSchema, QuestionSchema, QuestionSummarySchema, ReplySchema, TagSchema } from '@hiroba/contract';

const stamp = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };

export function publicUser(id: number, nickname: string | null, role: PublicUser['role'] = 'free_member'): PublicUser {
  return fixture(PublicUserSchema, { id, role, user_information: { id: id + 100, user_id: id, nickname, profile_image: null }, expert_info: null });
}

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

export function summary(overrides: Partial<QuestionSummary> = {}): QuestionSummary {
  return fixture(QuestionSummarySchema, {
    id: 1,
    title: '手話通訳を頼むには',
    excerpt: '市役所で手話通訳をお願いしたいのですが…',
    category: fixture(CategorySchema, { id: 2, title: '暮らし', description: null, status: 'published', sort_order: 1, ...stamp }),
    tags: [fixture(TagSchema, { id: 3, title: '手話', status: 'published', ...stamp })],
    user: publicUser(7, 'はなこ', 'paid_member'),
    expert_info: null,
    answer_state: 'unanswered',
    qa_type: '一般',
    like_counts: 2,
    favorite_counts: 1,
    comment_counts: 0,
    view_counts: 10,
    can_edit: false,
    can_delete: false,
    created_at: '2026-03-01T01:00:00.000Z',
    updated_at: '2026-03-01T01:00:00.000Z',
    ...overrides,
  });
}

export function question(overrides: Partial<Question> = {}): Question {
  return fixture(QuestionSchema, { ...summary(), body: '市役所で手話通訳をお願いしたいです。\nどこに連絡すればよいですか。', ...overrides });
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

export function pageOf<T>(data: T[], page = 1, totalPages = 1): Paged<T> {
  return { data, meta: fixture(PageMetaSchema, { page, per: 10, total: totalPages > 1 ? totalPages * 10 : data.length, total_pages: totalPages }) };
}
