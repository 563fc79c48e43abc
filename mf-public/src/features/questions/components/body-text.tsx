import { HIDDEN_NOTICE } from '@hiroba/contract/fields';
import { Text } from '@hiroba/shared-ui';

/**
 * Member-written text: shown as text (never HTML), keeping the writer's line breaks. A hidden post
 * reaches others as HIDDEN_NOTICE (docs/moderation.md), set apart in a quieter colour. Read by
 * 読み上げる (data-read-aloud) in page order.
 */
export function BodyText({ children }: { children: string }) {
  const hidden = children === HIDDEN_NOTICE;
  return (
    <Text component="div" data-read-aloud="" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} my="sm" c={hidden ? 'dimmed' : undefined} fs={hidden ? 'italic' : undefined}>
      {children}
    </Text>
  );
}
