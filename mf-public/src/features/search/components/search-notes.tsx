import type { SearchInfo } from '@hiroba/api-client';
import { List, Text } from '@hiroba/shared-ui';

const quoted = (words: string[]) => words.map((w) => `「${w}」`).join('');

/** What the search did with the words: the other names it looked for, the word it took a slip for, and results that lack a word. */
export function SearchNotes({ info, noun }: { info: SearchInfo; noun: string }) {
  const lines = info.words.flatMap((word) => {
    if (word.slip_of) return [`「${word.text}」は${quoted([word.slip_of])}として探しました。`];
    if (word.also.length) return [`「${word.text}」は${quoted(word.also)}でも探しました。`];
    return [];
  });
  if (info.all_words !== undefined) {
    lines.push(`すべての言葉をふくむ${noun}は${info.all_words}件です。そのあとに、言葉の一部をふくむ${noun}も表示しています。`);
  }
  if (!lines.length) return null;
  return (
    <List mb="md" spacing={4} aria-label="さがし方のお知らせ">
      {lines.map((line) => (
        <List.Item key={line}>
          <Text span>{line}</Text>
        </List.Item>
      ))}
    </List>
  );
}
