import { HIDDEN_NOTICE } from '@hiroba/contract/fields';
import { Text } from '@hiroba/shared-ui';

/**
 * Member-written text: shown as text (never HTML), keeping the writer's line breaks. A hidden post
 * reaches others as HIDDEN_NOTICE (docs/moderation.md), set apart in a quieter colour.
 */
export function BodyText({ children }: { children: string }) {
  const hidden = children === HIDDEN_NOTICE;
  return (
    <Text component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} my="sm" c={hidden ? 'dimmed' : undefined} fs={hidden ? 'italic' : undefined}>
      {children}
    </Text>
  );
}
