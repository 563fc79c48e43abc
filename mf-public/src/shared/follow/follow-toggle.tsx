// The follow toggle (aria-pressed): 「この質問をフォロー」 or 「フォローする」, and 「フォロー中」 once
// followed. The state is the page's where it has it (a question's `following`), otherwise the
// server's (GET /api/v1/follows/state). A change shows at once, is announced politely (the
// snackbar's status region), and is put back with the server's reason when it fails.
import { useEffect, useState } from 'react';
import { api } from '@hiroba/api-client';
import type { FollowTarget } from '@hiroba/contract/notifications';
import { Button, snackbar, useOptimisticToggle } from '@hiroba/shared-ui';
import { loadPublishedCategories, loadPublishedTags } from '../api/published';

export interface FollowToggleProps {
  kind: FollowTarget;
  /** Undefined on a page whose URL names the tag or category by its title: found by `name`. */
  id?: number;
  /** The question's title, the tag's or category's name (said when it changes). */
  name: string;
  /** Whether the reader follows it, where the page's data says so. */
  following?: boolean;
}

const FOLLOW_LABELS = { question: 'この質問をフォロー', other: 'フォローする', on: 'フォロー中' } as const;
const FAILED = (follow: boolean) => (follow ? 'フォローできませんでした。' : 'フォローをやめられませんでした。');

async function idByName(kind: FollowTarget, name: string): Promise<number | null> {
  if (kind === 'question') return null;
  const all = await (kind === 'tag' ? loadPublishedTags() : loadPublishedCategories());
  return all.find((item) => item.title === name)?.id ?? null;
}

function Toggle({ kind, id, name, following }: Required<FollowToggleProps>) {
  const { state, toggle } = useOptimisticToggle({ on: following, count: 0 }, async (follow) => {
    const answer = follow ? await api.follows.create({ target_kind: kind, target_id: id }) : await api.follows.remove({ target_kind: kind, target_id: id });
    snackbar.show(answer.following ? `「${name}」をフォローしました。` : `「${name}」のフォローをやめました。`, 'success');
    return { on: answer.following, count: 0 };
  }, FAILED);
  return (
    <Button variant={state.on ? 'filled' : 'outline'} aria-pressed={state.on} onClick={() => void toggle()} w="fit-content">
      {state.on ? FOLLOW_LABELS.on : kind === 'question' ? FOLLOW_LABELS.question : FOLLOW_LABELS.other}
    </Button>
  );
}

export default function FollowToggle({ kind, id, name, following }: FollowToggleProps) {
  const [known, setKnown] = useState<{ id: number; following: boolean } | null>(id !== undefined && following !== undefined ? { id, following } : null);

  useEffect(() => {
    if (id !== undefined && following !== undefined) {
      setKnown({ id, following });
      return undefined;
    }
    const controller = new AbortController();
    (async () => {
      const targetId = id ?? (await idByName(kind, name));
      if (targetId === null) return setKnown(null);
      const answer = await api.follows.state({ target_kind: kind, target_id: targetId }, { signal: controller.signal });
      setKnown({ id: targetId, following: answer.following });
    })().catch(() => {
      // Not found, or the server away: no button, as for a visitor (the page itself stands).
      if (!controller.signal.aborted) setKnown(null);
    });
    return () => controller.abort();
  }, [kind, id, name, following]);

  if (!known) return null;
  // key: another target starts from its own state.
  return <Toggle key={`${kind}-${known.id}`} kind={kind} id={known.id} name={name} following={known.following} />;
}
