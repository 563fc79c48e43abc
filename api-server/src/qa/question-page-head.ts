// The <head> of a question's page: schema.org QAPage JSON-LD (the first expert answer is the
// accepted answer; without one, members' answers are suggested answers) on the content module's
// head (content/page-head.ts).
import { contentPageHead } from '../content/page-head';
import type { Queryable } from '../db/database';
import type { PageHead } from '../site/html-document';
import { itemPath } from '@hiroba/contract/items';
import { canonicalType } from './qa-type';

const UNSET_NAME = '未設定';
/** Enough suggested answers for a rich result; the page itself shows them all. */
const MAX_SUGGESTED = 10;

interface QuestionForPage {
  id: number;
  title: string;
  body: string;
  excerpt: string;
  comment_counts: number;
  like_counts: number;
  is_expert_question: boolean;
  created_at: string;
  updated_at: string;
  author_name: string | null;
}
interface AnswerForPage {
  id: number;
  body: string;
  like_counts: number;
  is_expert_answer: boolean;
  created_at: string;
  author_name: string | null;
}

const person = (name: string | null) => ({ '@type': 'Person', name: name || UNSET_NAME });

/** The question's head, or null when it does not exist or was removed. */
export async function questionPageHead(db: Queryable, id: number, siteUrl: string): Promise<PageHead | null> {
  const q = await db.one<QuestionForPage>(
    `SELECT q.id, q.title, q.body, q.excerpt, q.comment_counts, q.like_counts, q.is_expert_question, q.created_at, q.updated_at,
            (SELECT ui.nickname FROM user_informations ui JOIN users u ON u.id = ui.user_id AND u.withdrawn_at IS NULL
              WHERE ui.user_id = q.user_id) AS author_name
       FROM questions q WHERE q.id = $1 AND q.deleted_at IS NULL`,
    [id],
  );
  if (!q) return null;
  const answers = await db.query<AnswerForPage>(
    `SELECT c.id, c.body, c.like_counts, c.is_expert_answer, c.created_at,
            CASE WHEN c.is_expert_answer THEN (SELECT ei.name FROM expert_infos ei WHERE ei.id = c.expert_info_id)
                 ELSE (SELECT ui.nickname FROM user_informations ui JOIN users u ON u.id = ui.user_id AND u.withdrawn_at IS NULL
                        WHERE ui.user_id = c.user_id) END AS author_name
       FROM comments c WHERE c.question_id = $1 AND c.deleted_at IS NULL
      ORDER BY c.is_expert_answer DESC, c.created_at, c.id LIMIT ${MAX_SUGGESTED}`,
    [id],
  );
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
