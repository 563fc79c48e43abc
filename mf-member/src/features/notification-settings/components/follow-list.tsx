// フォロー中 on the settings page: what the person follows (questions, tags, categories), newest first,
// each a link to its page with its kind, and 「フォローをやめる」 naming what it is for. A row goes
// once unfollowed, the change is announced politely (the snackbar's status region), and the focus
// moves to the list's heading so it is not lost with the button.
import { useRef, useState } from 'react';
import { api, type Follow } from '@hiroba/api-client';
import { FOLLOW_TARGET_LABELS } from '@hiroba/contract/notifications';
import { Badge, Button, Group, LoadError, LoadingState, RouterAnchor, Stack, Text, Title, errorMessage, snackbar, usePageData } from '@hiroba/shared-ui';

export const FOLLOW_LIST_EMPTY = 'フォロー中の質問・タグ・カテゴリはありません。';
const keyOf = (f: Pick<Follow, 'target_kind' | 'target_id'>) => `${f.target_kind}-${f.target_id}`;

function FollowRow({ follow, onUnfollowed }: { follow: Follow; onUnfollowed(follow: Follow): void }) {
  const [busy, setBusy] = useState(false);
  const unfollow = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await api.follows.remove({ target_kind: follow.target_kind, target_id: follow.target_id });
      onUnfollowed(follow);
    } catch (error) {
      snackbar.show(`フォローをやめられませんでした。${errorMessage(error)}`, 'error');
      setBusy(false);
    }
  };
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="sm" py="xs">
      <Group gap="xs" wrap="nowrap">
        <Badge variant="light" color="gray">
          {FOLLOW_TARGET_LABELS[follow.target_kind]}
        </Badge>
        <RouterAnchor to={follow.url}>{follow.name}</RouterAnchor>
      </Group>
      <Button variant="outline" size="sm" onClick={() => void unfollow()} aria-label={`『${follow.name}』のフォローをやめる`}>
        フォローをやめる
      </Button>
    </Group>
  );
}

export function FollowList() {
  const { data, error, reload } = usePageData((signal) => api.follows.list({ signal }), []);
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const heading = useRef<HTMLHeadingElement>(null);

  const unfollowed = (follow: Follow) => {
    setGone((keys) => new Set(keys).add(keyOf(follow)));
    snackbar.show(`『${follow.name}』のフォローをやめました。`, 'success');
    heading.current?.focus();
  };

  const shown = data?.filter((f) => !gone.has(keyOf(f)));
  return (
    <Stack component="section" aria-labelledby="follow-list-heading" gap="sm">
      <Title order={2} id="follow-list-heading" ref={heading} tabIndex={-1}>
        フォロー中
      </Title>
      {error ? (
        <LoadError error={error} onRetry={reload} />
      ) : !shown ? (
        <LoadingState label="フォロー中のものを読み込み中" />
      ) : shown.length === 0 ? (
        <Text>{FOLLOW_LIST_EMPTY}</Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="follow-list-heading">
          {shown.map((follow) => (
            <FollowRow key={keyOf(follow)} follow={follow} onUnfollowed={unfollowed} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
