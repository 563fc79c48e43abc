// Following a question (its new answers), a tag or a category (its new questions): the caller follows
// for themself only, what they follow must be there for them to see (a removed or held question, a
// draft tag answers 404 naming target_id), following twice counts once, and one person follows at
// most FOLLOWS_PER_PERSON things. The asker's own question is followed by question-service.ts.
import { FOLLOWS_PER_PERSON, type Follow, type FollowState, type FollowTarget } from '@hiroba/contract';
import { itemPath } from '@hiroba/contract/items';
import { pagePath } from '@hiroba/contract/routes';
import type { Database } from '../db/database';
import { conflict, notFound } from '../lib/http-errors';
import { maySeeModerated, type Actor } from '../policy/rules';
import { canonicalType } from '../qa/qa-type';
import { countFollowsLocked, deleteFollow, findFollowTarget, insertFollow, isFollowing, listFollows, type FollowListRow } from './follow-repository';

export interface FollowRef {
  target_kind: FollowTarget;
  target_id: number;
}

const MISSING: Record<FollowTarget, string> = {
  question: '質問が見つかりませんでした。削除された可能性があります。',
  tag: 'タグが見つかりませんでした。削除されたか、公開が終わった可能性があります。',
  category: 'カテゴリが見つかりませんでした。削除されたか、公開が終わった可能性があります。',
};

export const TOO_MANY_FOLLOWS = `フォローできるのは${FOLLOWS_PER_PERSON}件までです。設定ページの「フォロー中」から、いらなくなったもののフォローをやめてください。`;

/** The page of a followed target: the question's, the tag's list of questions, the category's page. */
function urlOf(row: FollowListRow): string {
  switch (row.target_kind) {
    case 'question':
      return itemPath({ kind: 'question', id: row.target_id, qa_type: canonicalType(row.is_expert_question ?? false) });
    case 'tag':
      return pagePath('question-search', { search: row.name });
    case 'category':
      return pagePath('column-category', { category: row.name });
  }
}

const stateOf = (ref: FollowRef, following: boolean): FollowState => ({ target_kind: ref.target_kind, target_id: ref.target_id, following });

export type FollowService = ReturnType<typeof createFollowService>;

export function createFollowService({ db }: { db: Database }) {
  /** Refuses a target that is missing, a draft, removed, or a question held from this caller. */
  async function checkTarget(ref: FollowRef, actor: Actor): Promise<void> {
    const target = await findFollowTarget(db, ref.target_kind, ref.target_id);
    const hidden = target?.moderation && target.moderation !== 'visible' && !maySeeModerated(actor, target.author_id);
    if (!target || hidden) throw notFound(MISSING[ref.target_kind], 'target_id');
  }

  return {
    /** What the caller follows, newest first; targets gone since are left out. */
    async list(actor: Actor): Promise<Follow[]> {
      const rows = await listFollows(db, actor.id);
      return rows.map((row) => ({ target_kind: row.target_kind, target_id: row.target_id, name: row.name, url: urlOf(row), created_at: row.created_at }));
    },

    async state(ref: FollowRef, actor: Actor): Promise<FollowState> {
      await checkTarget(ref, actor);
      return stateOf(ref, await isFollowing(db, actor.id, ref.target_kind, ref.target_id));
    },

    /** `created`: false when the caller followed it already (nothing changes). */
    async create(ref: FollowRef, actor: Actor): Promise<{ created: boolean; data: FollowState }> {
      await checkTarget(ref, actor);
      const created = await db.transaction(async (tx) => {
        if (await isFollowing(tx, actor.id, ref.target_kind, ref.target_id)) return false;
        if ((await countFollowsLocked(tx, actor.id)) >= FOLLOWS_PER_PERSON) throw conflict('target_id', TOO_MANY_FOLLOWS);
        return insertFollow(tx, actor.id, ref.target_kind, ref.target_id);
      });
      return { created, data: stateOf(ref, true) };
    },

    /** Unfollowing works whatever became of the target (a deleted tag leaves nothing to check). */
    async remove(ref: FollowRef, actor: Actor): Promise<FollowState> {
      await deleteFollow(db, actor.id, ref.target_kind, ref.target_id);
      return stateOf(ref, false);
    },
  };
}
