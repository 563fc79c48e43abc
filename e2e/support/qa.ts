// Q&A content a test arranges for itself through the API, so that it never relies on what another
// test posted. Titles carry a marker of their own, so lists and searches find exactly this test's.
import { randomBytes } from 'node:crypto';
import { callApi } from './api';
import type { Member } from './people';

export const DEMO_CATEGORY = '障害福祉サービス';

export interface Question {
  id: number;
  title: string;
  /** The detail page (page.goto wants it through encodeURI). */
  path: string;
}

/** A title that no other question has: `text` followed by a random marker. */
export const uniqueTitle = (text: string): string => `${text}（${randomBytes(3).toString('hex')}）`;

export async function postQuestion(asker: Member, title: string, body: string): Promise<Question> {
  const category = await callApi<{ id: number }>('GET', `/categories/show_by_title?title=${encodeURIComponent(DEMO_CATEGORY)}`, { address: asker.address });
  const question = await callApi<{ id: number }>('POST', '/questions', {
    address: asker.address,
    token: asker.session.token,
    body: { title, body, category_id: category.id },
  });
  return { id: question.id, title, path: `/question-and-answer/一般/${question.id}` };
}

/** A comment, or the expert's answer when `author` is an approved expert. */
export async function postComment(author: Member, questionId: number, body: string): Promise<{ id: number }> {
  return callApi('POST', '/comments', { address: author.address, token: author.session.token, body: { question_id: questionId, body } });
}

export async function postReply(author: Member, commentId: number, body: string): Promise<{ id: number }> {
  return callApi('POST', '/replies', { address: author.address, token: author.session.token, body: { comment_id: commentId, body } });
}

export async function favorite(member: Member, questionId: number): Promise<void> {
  await callApi('POST', '/question_favorites', { address: member.address, token: member.session.token, body: { question_id: questionId } });
}
