// The <head> of a question's page: schema.org QAPage JSON-LD (the first expert answer is the
// accepted answer; without one, members' answers are suggested answers) on the content module's
// head (content/page-head.ts).
import { itemPath } from '@hiroba/contract/items';
import { contentPageHead } from '../content/page-head';
import type { Queryable } from '../db/database';
import type { PageHead } from '../lib/html';
import { findAnswersForPage, type AnswerForPage } from './comment-repository';
import { canonicalType } from './qa-type';
import { findQuestionForPage } from './question-repository';

const UNSET_NAME = '未設定';
/** Enough suggested answers for a rich result; the page itself shows them all. */
const MAX_SUGGESTED = 10;

const person = (name: string | null) => ({ '@type': 'Person', name: name || UNSET_NAME });

/** The question's head, or null when it does not exist or was removed. */
export async function questionPageHead(db: Queryable, id: number, siteUrl: string): Promise<PageHead | null> {
  const q = await findQuestionForPage(db, id);
  if (!q) return null;
  const answers = await findAnswersForPage(db, id, MAX_SUGGESTED);
  const place = { id: q.id, qa_type: canonicalType(q.is_expert_question) };
  const url = `${siteUrl}${itemPath({ kind: 'question', ...place })}`;
  const answer = (a: AnswerForPage) => ({
    '@type': 'Answer',
    text: a.body,
    dateCreated: a.created_at,
    upvoteCount: a.like_counts,
    url: `${siteUrl}${itemPath({ kind: 'comment', id: a.id, question: place })}`,
    author: person(a.author_name),
  });
  const accepted = answers.find((a) => a.is_expert_answer);
  return contentPageHead({
    title: q.title,
    description: q.excerpt,
    url,
    jsonLd: {
      '@type': 'QAPage',
      mainEntity: {
        '@type': 'Question',
        name: q.title,
        text: q.body,
        answerCount: q.comment_counts,
        upvoteCount: q.like_counts,
        dateCreated: q.created_at,
        dateModified: q.updated_at,
        author: person(q.author_name),
        ...(accepted ? { acceptedAnswer: answer(accepted) } : answers.length ? { suggestedAnswer: answers.map(answer) } : {}),
      },
    },
  });
}
