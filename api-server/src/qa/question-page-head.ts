// The <head> of a question's page: schema.org QAPage JSON-LD on the content module's head
// (content/page-head.ts). The asker's best answer is the accepted answer and the others are
// suggested; before the asker chose, the first expert answer is accepted, and without one,
// members' answers are suggested.
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
  const answers = await findAnswersForPage(db, id, MAX_SUGGESTED + 1, q.best_comment_id);
  const place = { id: q.id, qa_type: canonicalType(q.is_expert_question) };
  const url = `${siteUrl}${itemPath({ kind: 'question', ...place })}`;
  const suggested = (rest: AnswerForPage[]) => (rest.length ? { suggestedAnswer: rest.slice(0, MAX_SUGGESTED).map(answer) } : {});
  const answer = (a: AnswerForPage) => ({
    '@type': 'Answer',
    text: a.body,
    dateCreated: a.created_at,
    upvoteCount: a.like_counts,
    url: `${siteUrl}${itemPath({ kind: 'comment', id: a.id, question: place })}`,
    author: person(a.author_name),
  });
  const best = answers.find((a) => a.id === q.best_comment_id);
  const expert = answers.find((a) => a.is_expert_answer);
  const chosen = best
    ? { acceptedAnswer: answer(best), ...suggested(answers.filter((a) => a !== best)) }
    : expert
      ? { acceptedAnswer: answer(expert) }
      : suggested(answers);
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
        ...chosen,
      },
    },
  });
}
