// Questions: the rules of reading, posting, editing and removing them (who may, what is checked,
// what is audited), their transactions, and what they announce. Routes only map HTTP onto this.
import type { QuestionType } from '@hiroba/contract';
import { contentReads } from '../content/content-reads';
import type { PublicCache } from '../content/public-cache';
import type { ViewCounter, Viewer } from '../content/view-counter';
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { audit } from '../lib/audit';
import { forbidden, notFound } from '../lib/http-errors';
import type { PageRequest } from '../lib/paging';
import { mayDeleteQuestion, mayEditQuestion, questionCapabilities, type Actor } from '../policy/rules';
import { requirePostingConsent } from '../users/posting-consent';
import { questionPageHead } from './question-page-head';
import { questionListSource } from './question-filters';
import { HOT_ORDER, RECENT_ORDER, countQuestions, findQuestion, findQuestionPage, type QuestionRow } from './question-repository';
import { checkQuestionReferences, cleanQuestionInput, insertQuestion, removeQuestion, updateQuestion, type QuestionInput } from './question-writes';

export const QUESTION_NOT_FOUND = '質問が見つかりませんでした。削除されたか、URLが間違っている可能性があります。';

export interface QuestionListFilters {
  type?: QuestionType;
  tag?: string;
  category?: number | string;
  keyword?: string;
  expert_info_id?: number;
  user_id?: number;
}

type NewQuestion = { title: string; body: string; category_id: number; tag_ids?: number[]; expert_info_id?: number | null };

export type QuestionService = ReturnType<typeof createQuestionService>;

export function createQuestionService({ db, events, cache, views }: { db: Database; events: DomainEvents; cache: PublicCache; views: ViewCounter }) {
  const withCapabilities = <T extends QuestionRow>(row: T, actor: Actor | null) => ({ ...row, ...questionCapabilities(actor, row) });
  const reads = contentReads({ db, cache, views, kind: 'question', findPage: findQuestionPage, count: countQuestions, present: withCapabilities });
  const page = reads.page;

  async function live(id: number, actor: Actor | null) {
    const row = await findQuestion(db, id, actor?.id ?? null);
    if (!row) throw notFound(QUESTION_NOT_FOUND);
    return withCapabilities(row, actor);
  }

  /** The stored question an edit or removal applies to, after the caller was allowed to touch it. */
  async function target(id: number, actor: Actor, allowed: (actor: Actor, q: { user_id: number | null }) => boolean, refusal: string) {
    const current = await db.one<{ id: number; title: string; body: string; user_id: number | null }>(
      'SELECT id, title, body, user_id FROM questions WHERE id = $1 AND deleted_at IS NULL',
      [id],
    );
    if (!current) throw notFound(QUESTION_NOT_FOUND);
    if (!allowed(actor, current)) throw forbidden(refusal);
    return current;
  }

  const changed = (id: number) => events.publish({ type: 'content.changed', kind: 'question', id });

  return {
    list: (filters: QuestionListFilters, query: PageRequest, actor: Actor | null) => page(questionListSource(filters), query, actor),

    popular: (query: PageRequest, actor: Actor | null) =>
      page({ from: 'questions q', where: ['q.deleted_at IS NULL'], orderBy: HOT_ORDER, params: [], prepare: true }, query, actor),

    mine: (query: PageRequest, actor: Actor) =>
      page({ from: 'questions q', where: ['q.deleted_at IS NULL', 'q.user_id = $1'], orderBy: RECENT_ORDER, params: [actor.id] }, query, actor, false),

    favorites: (query: PageRequest, actor: Actor) =>
      page(
        {
          from: 'question_favorites fav JOIN questions q ON q.id = fav.question_id',
          where: ['fav.user_id = $1', 'q.deleted_at IS NULL'],
          orderBy: 'fav.created_at DESC, fav.id DESC',
          params: [actor.id],
        },
        query,
        actor,
        false,
      ),

    /** One question; the viewer's first read in the period counts a view. Visitors share the row for a moment. */
    get: (id: number, actor: Actor | null, viewer: Viewer | null) => reads.one(id, actor, viewer, live),

    /** The view of a reader of the question's page (web-routes.ts), whose drawing read it as nobody; true when it counted. */
    countView: (id: number, viewer: Viewer) => views.count(id, viewer),

    /** The <head> of the question's page (search engines, link previews); null when missing or removed. */
    pageHead: (id: number, siteUrl: string) => questionPageHead(db, id, siteUrl),

    /** Live questions for the sitemap, most recently changed first. */
    forSitemap: (limit: number) =>
      db.query<{ id: number; is_expert_question: boolean; updated_at: string }>(
        `SELECT id, is_expert_question, updated_at FROM questions WHERE deleted_at IS NULL ORDER BY updated_at DESC, id DESC LIMIT $1`,
        [limit],
      ),

    async create(input: NewQuestion, actor: Actor) {
      await requirePostingConsent(db, actor);
      const clean = cleanQuestionInput(input);
      await checkQuestionReferences(db, clean);
      const id = await db.transaction((tx) => insertQuestion(tx, actor.id, clean));
      changed(id);
      return live(id, actor);
    },

    async update(id: number, input: QuestionInput, actor: Actor) {
      const current = await target(id, actor, mayEditQuestion, 'ほかの方の質問は変更できません。');
      const clean = cleanQuestionInput(input);
      await checkQuestionReferences(db, clean);
      await db.transaction(async (tx) => {
        await updateQuestion(tx, current, clean);
        if (current.user_id !== actor.id) {
          await audit(tx, actor.id, 'question.update', { type: 'question', id: current.id }, { fields: Object.keys(input) });
        }
      });
      changed(id);
      return live(id, actor);
    },

    async remove(id: number, actor: Actor) {
      const current = await target(id, actor, mayDeleteQuestion, 'ほかの方の質問は削除できません。');
      const own = current.user_id === actor.id;
      await db.transaction(async (tx) => {
        if (!(await removeQuestion(tx, current.id, actor.id))) throw notFound(QUESTION_NOT_FOUND);
        if (!own) await audit(tx, actor.id, 'question.remove', { type: 'question', id: current.id }, { title: current.title, author_user_id: current.user_id });
      });
      changed(id);
    },
  };
}
