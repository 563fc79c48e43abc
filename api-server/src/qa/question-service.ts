// Questions: the rules of reading, posting, editing and removing them (who may, what is checked,
// what is audited), their transactions, and what they announce. Routes only map HTTP onto this.
import { audit } from '../admin/audit-log-repository';
import { contentReads } from '../content/content-reads';
import type { PublicCache } from '../content/public-cache';
import type { SharedRecords } from '../content/shared-records';
import type { ViewCounter, Viewer } from '../content/view-counter';
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { forbidden, notFound } from '../lib/http-errors';
import type { PageRequest } from '../lib/paging';
import type { Moderation } from '../moderation/moderation';
import type { Verdict } from '../moderation/screening';
import { asSeenBy } from '../moderation/visibility';
import type { Notifier } from '../notifications/notification-events';
import { mayDeleteQuestion, mayEditQuestion, questionCapabilities, type Actor } from '../policy/rules';
import { insertFollow } from '../notifications/follow-repository';
import { requirePostingConsent } from '../users/posting-consent';
import { createBestAnswerChoice, type BestAnswerInput } from './best-answer';
import { checkQuestionReferences, cleanQuestionInput, type QuestionInput } from './question-input';
import type { SearchOrder } from '@hiroba/contract';
import type { Vocabulary } from '../search/vocabulary/vocabulary';
import { POPULAR_QUESTIONS, favoriteQuestionsOf, questionListSource, questionSearchTable, questionsOf, type QuestionFilters } from './question-list-sql';
import { questionPageHead } from './question-page-head';
import {
  countQuestions,
  findQuestion,
  findQuestionPage,
  findQuestionsByIds,
  findStoredQuestion,
  type QuestionRecordRow,
  insertQuestion,
  questionsForSitemap,
  removeQuestion,
  updateQuestion,
  type QuestionRow,
} from './question-repository';

export const QUESTION_NOT_FOUND = '質問が見つかりませんでした。削除されたか、URLが間違っている可能性があります。';

type NewQuestion = { title: string; body: string; category_id: number; tag_ids?: number[]; expert_info_id?: number | null };

export type QuestionService = ReturnType<typeof createQuestionService>;

export function createQuestionService({
  db,
  events,
  cache,
  records,
  views,
  moderation,
  notifier,
  vocabulary,
}: {
  db: Database;
  events: DomainEvents;
  cache: PublicCache;
  records: SharedRecords;
  views: ViewCounter;
  moderation: Moderation;
  notifier: Notifier;
  vocabulary(): Promise<Vocabulary>;
}) {
  /**
   * A question as this caller sees it (moderation/visibility.ts) with what they may do. Lists hold
   * only public questions, or the caller's own: a question held from this caller is not found.
   */
  const withCapabilities = <T extends QuestionRow>(row: T, actor: Actor | null) => {
    const seen = asSeenBy({ ...row, author_id: row.user_id }, actor, ['title', 'excerpt', 'body']);
    if (!seen) throw notFound(QUESTION_NOT_FOUND);
    return { ...seen, ...questionCapabilities(actor, row) };
  };
  const screen = (input: { title?: string; body?: string }) =>
    moderation.screen([{ field: 'title', text: input.title }, { field: 'body', text: input.body }], { publicPost: true });
  /** The answer of a write whose text shows its writer may be in danger asks for the help lines. */
  const withCrisisHelp = <T>(question: T, verdict: Verdict) => (verdict.crisis ? { ...question, crisis_help: true as const } : question);
  /** Rows with their category, tags, author and addressed expert put in from memory (content/shared-records.ts). */
  const withRecords = <R extends QuestionRecordRow>(rows: R[]) => records.embedAuthored(rows, 'expert_info');
  const reads = contentReads({ db, cache, views, kind: 'question', findPage: findQuestionPage, count: countQuestions, findByIds: findQuestionsByIds, withRecords, present: withCapabilities, vocabulary });
  const page = reads.page;

  async function live(id: number, actor: Actor | null) {
    const row = await findQuestion(db, id, actor?.id ?? null);
    if (!row) throw notFound(QUESTION_NOT_FOUND);
    const [question] = await withRecords([row]);
    return withCapabilities(question, actor);
  }

  /** The stored question an edit or removal applies to, after the caller was allowed to touch it. */
  async function target(id: number, actor: Actor, allowed: (actor: Actor, q: { user_id: number | null }) => boolean, refusal: string) {
    const current = await findStoredQuestion(db, id);
    if (!current) throw notFound(QUESTION_NOT_FOUND);
    if (!allowed(actor, current)) throw forbidden(refusal);
    return current;
  }

  const changed = (id: number) => events.publish({ type: 'content.changed', kind: 'question', id });
  const chooseBest = createBestAnswerChoice({ db, events, moderation, notifier, questionNotFound: QUESTION_NOT_FOUND });

  return {
    /**
     * A list, or a keyword's search within it (most relevant first unless `order` says new). A search for
     * words that show the person may be in danger asks the page for the help lines (never logged).
     */
    async list(filters: QuestionFilters & { keyword?: string; order?: SearchOrder }, query: PageRequest, actor: Actor | null) {
      const { keyword, order = 'relevance', ...listed } = filters;
      const search = async () => (keyword ? await reads.search(questionSearchTable(listed), keyword, order, query, actor) : null);
      const [result, crisis] = await Promise.all([search().then((found) => found ?? page(questionListSource(listed), query, actor)), moderation.crisisIn(keyword)]);
      return crisis ? { ...result, meta: { ...result.meta, crisis_help: true as const } } : result;
    },

    popular: (query: PageRequest, actor: Actor | null) => page(POPULAR_QUESTIONS, query, actor),

    /** A member's own lists: their totals are fresh. */
    mine: (query: PageRequest, actor: Actor) => page(questionsOf(actor.id), query, actor, false),
    favorites: (query: PageRequest, actor: Actor) => page(favoriteQuestionsOf(actor.id), query, actor, false),

    /** One question; the viewer's first read in the period counts a view. Visitors share the row for a moment. */
    get: (id: number, actor: Actor | null, viewer: Viewer | null) => reads.one(id, actor, viewer, live),

    /** The view of a reader of the question's page (web-routes.ts), whose drawing read it as nobody; true when it counted. */
    countView: (id: number, viewer: Viewer) => views.count(id, viewer),

    /** The <head> of the question's page (search engines, link previews); null when missing or removed. */
    pageHead: (id: number, siteUrl: string) => questionPageHead(db, id, siteUrl),

    /** Live questions for the sitemap, most recently changed first. */
    forSitemap: (limit: number) => questionsForSitemap(db, limit),

    async create(input: NewQuestion, actor: Actor) {
      await requirePostingConsent(db, actor);
      const clean = cleanQuestionInput(input);
      await checkQuestionReferences(db, clean);
      const verdict = await screen(clean);
      const id = await db.transaction(async (tx) => {
        const created = await insertQuestion(tx, actor.id, clean);
        await moderation.record(tx, { kind: 'question', id: created }, verdict);
        await notifier.notify({ type: 'question.created', questionId: created }, tx);
        // The asker follows their own question: 「フォロー中」 on its page, in their list, unfollowed as any other.
        await insertFollow(tx, actor.id, 'question', created);
        return created;
      });
      changed(id);
      return withCrisisHelp(await live(id, actor), verdict);
    },

    async update(id: number, input: QuestionInput, actor: Actor) {
      const current = await target(id, actor, mayEditQuestion, 'ほかの方の質問は変更できません。');
      const clean = cleanQuestionInput(input);
      await checkQuestionReferences(db, clean);
      const verdict = await screen(clean);
      await db.transaction(async (tx) => {
        await updateQuestion(tx, current, clean);
        await moderation.record(tx, { kind: 'question', id: current.id }, verdict);
        if (current.user_id !== actor.id) {
          await audit(tx, actor.id, 'question.update', { type: 'question', id: current.id }, { fields: Object.keys(input) });
        }
      });
      changed(id);
      return withCrisisHelp(await live(id, actor), verdict);
    },

    /** ベストアンサーに選ぶ (best-answer.ts); answers the whole question as the asker now sees it. */
    async chooseBestAnswer(id: number, input: BestAnswerInput, actor: Actor) {
      const verdict = await chooseBest(id, input, actor);
      return withCrisisHelp(await live(id, actor), verdict);
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
