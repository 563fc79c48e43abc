import { Text } from '@hiroba/shared-ui';

/** Member-written text: shown as text (never HTML), keeping the writer's line breaks. */
export function BodyText({ children }: { children: string }) {
  return (
    <Text component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} my="sm">
      {children}
    </Text>
  );
}
