import { Anchor, Text } from '@hiroba/shared-ui';

/** The Atom feed the server writes at /feed.xml, for feed readers. */
export function FeedLink() {
  return (
    <Text mt="xl" size="sm">
      新しいコラムは<Anchor href="/feed.xml">フィード（Atom）</Anchor>でも受け取れます。
    </Text>
  );
}
