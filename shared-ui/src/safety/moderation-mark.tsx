// What the author (and an admin) sees on their own held or hidden post (docs/moderation.md): a badge
// and why others do not see it. Others never receive `moderation`: a hidden post reaches them with
// HIDDEN_NOTICE as its text, and a held one not at all.
import { HELD_NOTICE, MODERATION_STATE_LABELS, type ModerationState } from '@hiroba/contract/fields';
import { Badge, Group, Text } from '@mantine/core';

/** Beside a hidden post, for its author and admins. */
export const HIDDEN_AUTHOR_NOTICE = 'この投稿は運営により非公開になっています。ほかの方には表示されません。';

export function ModerationMark({ state }: { state: ModerationState | undefined }) {
  if (state !== 'held' && state !== 'hidden') return null;
  return (
    <Group gap="xs" my="xs" wrap="nowrap" align="flex-start" className="hiroba-moderation-mark">
      <Badge color={state === 'held' ? 'orange' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
        {MODERATION_STATE_LABELS[state]}
      </Badge>
      <Text size="sm">{state === 'held' ? HELD_NOTICE : HIDDEN_AUTHOR_NOTICE}</Text>
    </Group>
  );
}
