import { HIDDEN_NOTICE } from '@hiroba/contract/fields';
import type { RubyText as Ruby } from '@hiroba/contract/reading-aids';
import { Text } from '@hiroba/shared-ui';
import { RubyText } from '../../../shared/readings/ruby-text';

/**
 * Member-written text: shown as text (never HTML), keeping the writer's line breaks. A hidden post
 * reaches others as HIDDEN_NOTICE (docs/moderation.md), set apart in a quieter colour. With ふりがな on,
 * its readings (`ruby`) as <ruby>. Read by 読み上げる (data-read-aloud) in page order.
 */
export function BodyText({ children, ruby = null }: { children: string; ruby?: Ruby | null }) {
  const hidden = children === HIDDEN_NOTICE;
  return (
    <Text component="div" data-read-aloud="" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} my="sm" c={hidden ? 'dimmed' : undefined} fs={hidden ? 'italic' : undefined}>
      <RubyText text={children} ruby={ruby} />
    </Text>
  );
}
