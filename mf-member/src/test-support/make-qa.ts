// Test data for the Q&A pages: questions, comments, categories, tags and experts as the server sends
// them. Each goes through fixture(), so data outside the contract fails the test that builds it.
import { CategorySchema, ExpertInfoSchema, MyCommentSchema, QuestionSchema, TagSchema } from '@hiroba/contract';
import { fixture } from '@hiroba/api-client/test-support';
import type { Category, ExpertInfo, MyComment, Question, Tag } from '@hiroba/api-client';

const AT = '2026-02-03T01:02:03.000Z';

export function makeCategory(id: number, title: string): Category {
  return fixture(CategorySchema, { id, title, description: null, status: 'published', sort_order: id, created_at: AT, updated_at: AT });
}

export function makeTag(id: number, title: string): Tag {
  return fixture(TagSchema, { id, title, status: 'published', created_at: AT, updated_at: AT });
}

export function makeExpert(id: number, name: string, title: string | null = null): ExpertInfo {
  return fixture(ExpertInfoSchema, {
    id,
    user_id: 100 + id,
    name,
    profile_image: null,
    title,
    profile: null,
    qualifications: null,
    fields: null,
    status: 'approved',
    created_at: AT,
    updated_at: AT,
  });
}

export function makeQuestion(overrides: Partial<Question> = {}): Question {
  return fixture(QuestionSchema, {
    id: 42,
    title: '障害年金の更新について',
    body: '更新の書類が届きました。\n何を準備すればよいですか。',
    excerpt: '更新の書類が届きました。 何を準備すればよいですか。',
    category: makeCategory(1, '制度・手続き'),
    tags: [],
    user: { id: 7, role: 'paid_member', user_information: { id: 3, user_id: 7, nickname: 'はなこ', profile_image: null }, expert_info: null },
    expert_info: null,
    answer_state: 'unanswered',
    qa_type: '一般',
    like_counts: 2,
    favorite_counts: 1,
    comment_counts: 0,
    view_counts: 10,
    can_edit: false,
    can_delete: false,
    created_at: AT,
    updated_at: AT,
    ...overrides,
  });
}

export function makeMyComment(overrides: Partial<MyComment> = {}): MyComment {
  return fixture(MyCommentSchema, {
    id: 5,
    question_id: 42,
    comment_id: null,
    body: '年金事務所で相談できます。\n予約がおすすめです。',
    user: null,
    is_expert_answer: false,
    expert_info: null,
    like_counts: 3,
    can_delete: false,
    comment_replies: [],
    created_at: AT,
    updated_at: AT,
    question: { id: 42, title: '障害年金の更新について', qa_type: '一般' },
    ...overrides,
  });
}
