import { useId, useState } from 'react';
import { EASY_SUMMARY_MAX } from '@hiroba/contract/reading-aids';
import { List, Stack, Text, Textarea, type UseFormReturnType } from '@hiroba/shared-ui';
import { usePlainJapaneseHints, type HintsState } from '../hooks/use-plain-japanese-hints';
import type { ColumnFormValues } from '../lib/column-form-values';

/** What the status line says (and a screen reader hears, politely) after each check. */
function statusOf(result: HintsState): string {
  if (result.state === 'failed') return 'ヒントを確かめられませんでした。保存はできます。';
  if (result.state !== 'done') return '';
  return result.hints.length ? `やさしい日本語のヒントが${result.hints.length}件あります。` : 'やさしい日本語のヒントはありません。';
}

/**
 * やさしい日本語の要約: plain text shown behind 「やさしい日本語で読む」 at the top of the column, with
 * the server's hints below it (long sentences, runs of kanji, many kanji) once typing pauses. The
 * hints are advice: saving never waits for them or depends on them.
 */
export function EasySummaryField({ form }: { form: UseFormReturnType<ColumnFormValues> }) {
  const id = useId();
  const [composing, setComposing] = useState(false);
  const result = usePlainJapaneseHints(form.values.easy_summary, composing);
  const hints = 'hints' in result ? result.hints : [];
  return (
    <Stack gap={4}>
      <Textarea
        label="やさしい日本語の要約"
        description={`記事の内容を、短い文とやさしい言葉でまとめます。記事の上の「やさしい日本語で読む」で読めます。なくてもかまいません。${EASY_SUMMARY_MAX}文字まで。`}
        autosize
        minRows={3}
        {...form.getInputProps('easy_summary')}
        onCompositionStart={() => setComposing(true)}
        onCompositionEnd={() => setComposing(false)}
      />
      <Text id={`${id}-hints-status`} role="status" size="sm">
        {statusOf(result)}
      </Text>
      {hints.length > 0 && (
        <List aria-labelledby={`${id}-hints-status`} size="sm" spacing={2}>
          {hints.map((hint) => (
            <List.Item key={`${hint.rule}-${hint.index}`}>
              {hint.line}行目：{hint.message}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
