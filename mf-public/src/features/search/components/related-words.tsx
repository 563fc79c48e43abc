import { Group, RouterAnchor, Text, pagePath } from '@hiroba/shared-ui';

/** When nothing was found: words of the site's vocabulary that do find something, as links to their search. */
export function RelatedWords({ words }: { words: string[] }) {
  if (!words.length) return null;
  return (
    <Group component="nav" aria-label="ほかの言葉でさがす" gap="sm" mb="md">
      <Text span>ほかの言葉でさがす：</Text>
      {words.map((word) => (
        <RouterAnchor key={word} to={pagePath('search', { search: word })}>
          {word}
        </RouterAnchor>
      ))}
    </Group>
  );
}
