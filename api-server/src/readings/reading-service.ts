// ふりがな (docs/reading-aids.md): the readings of a page, for whoever may read the page. Each text's
// readings are given only beside the text this caller is shown (the readings join back to exactly
// that text): a post hidden from them, or replaced by a notice, or changed since it was read, has
// none. Readings are never made here, only read: the make-readings job makes them.
import { rubyBase, type RubyText } from '@hiroba/contract/reading-aids';
import type { ColumnReadings, ColumnReadingsPreview, ColumnReadingsPreviewBody, QuestionReadings } from '@hiroba/contract';
import type { ReadingCorrection } from '@hiroba/contract/reading-aids';
import { cleanColumnBody } from '../columns/column-html';
import { checkReadingCorrections } from '../columns/reading-corrections';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { kick, type JobQueue } from '../lib/job-queue';
import { logItemFailure } from '../lib/log-safety';
import type { Actor } from '../policy/rules';
import { makeReadings } from './make-readings';
import { createReadingPool, type ReadingWorkerEntry } from './reading-pool';
import { MAKE_READINGS_QUEUE, findColumnRuby, findQuestionRuby } from './reading-repository';
import { rubyHtml } from './ruby-html';

export type ReadingService = ReturnType<typeof createReadingService>;

/** Asks for a run now (a post was written or changed); runs asked for within a few seconds are one. */
export const kickReadings = (jobs: JobQueue) => kick(jobs, MAKE_READINGS_QUEUE);

const beside = (ruby: RubyText | null | undefined, text: string): RubyText | null => (ruby && rubyBase(ruby) === text ? ruby : null);

interface PageReads {
  question(id: number, actor: Actor | null): Promise<{ title: string; body: string }>;
  comments(questionId: number, actor: Actor | null): Promise<{ id: number; body: string; comment_replies: { id: number; body: string }[] }[]>;
  column(id: number, actor: Actor | null): Promise<{ title: string; body: string }>;
}

interface ReadingDeps {
  config: Config;
  db: Database;
  events: DomainEvents;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** The worker's entry, when not the compiled one (tests). */
  readingWorker?: ReadingWorkerEntry;
}

export function createReadingService({ config, db, events, jobs, log, readingWorker }: ReadingDeps, pages: PageReads) {
  // The analyser runs in a worker started by the first read and stopped when idle (reading-pool.ts).
  const pool = createReadingPool({ idleSeconds: config.readingWorkerIdleSeconds, worker: readingWorker });
  const read = (texts: string[], corrections?: readonly ReadingCorrection[]) => (texts.length === 0 ? Promise.resolve([]) : pool.read(texts, corrections));
  // A post written or changed asks for a run at once; the minute's run takes what a kick missed.
  if (config.makeReadings) {
    events.subscribe((event) => {
      if (event.type === 'content.changed') kickReadings(jobs).catch((error: unknown) => log.warn({ err: error }, 'could not ask for readings'));
    });
  }
  return {
    /** One run of the job: the texts still without readings. */
    make: () => makeReadings(db, read, logItemFailure(log)),

    /**
     * The column editor's preview (docs/reading-aids.md#reading-corrections): the title and the body as
     * they would be stored (sanitised), read with the corrections as typed. Nothing is stored; the route
     * lets only who writes columns call it.
     */
    async columnPreview(input: ColumnReadingsPreviewBody): Promise<ColumnReadingsPreview> {
      const corrections = checkReadingCorrections(input.reading_corrections);
      const readWith = (texts: string[]) => read(texts, corrections);
      const title = input.title.trim();
      const [titleRuby] = title ? await readWith([title]) : [[]];
      return { title: titleRuby, body_html: await rubyHtml(cleanColumnBody(input.body, config.siteUrl).html, readWith) };
    },

    /** Stops the worker (the server is closing). */
    close: () => pool.close(),

    async question(id: number, actor: Actor | null): Promise<QuestionReadings> {
      const question = await pages.question(id, actor);
      const comments = await pages.comments(id, actor);
      const stored = await findQuestionRuby(
        db,
        id,
        comments.map((c) => c.id),
        comments.flatMap((c) => c.comment_replies.map((r) => r.id)),
      );
      return {
        title: beside(stored.title, question.title),
        body: beside(stored.body, question.body),
        comments: comments.map((c) => ({
          id: c.id,
          body: beside(stored.comments.get(c.id), c.body),
          replies: c.comment_replies.map((r) => ({ id: r.id, body: beside(stored.replies.get(r.id), r.body) })),
        })),
      };
    },

    async column(id: number, actor: Actor | null): Promise<ColumnReadings> {
      const column = await pages.column(id, actor);
      const stored = await findColumnRuby(db, id);
      return {
        title: beside(stored?.title_ruby, column.title),
        body_html: stored && stored.body === column.body ? stored.body_ruby_html : null,
      };
    },
  };
}
