import { READING_CORRECTION_LABELS, READING_CORRECTION_LIMITS } from '@hiroba/contract/reading-aids';
import { Button, Group, Stack, Text, TextInput, type UseFormReturnType } from '@hiroba/shared-ui';
import type { ColumnFormValues } from '../lib/column-form-values';

/** The id of a row's input, so a click on a word in the preview can focus its row. */
export const correctionInputId = (base: string, row: number, part: 'term' | 'reading') => `${base}-${part}-${row}`;

interface Props {
  form: UseFormReturnType<ColumnFormValues>;
  /** For the rows' input ids (correctionInputId). */
  idBase: string;
  /** An IME composes in a row: the preview waits for it to end. */
  onComposingChange(composing: boolean): void;
}

/**
 * 「読みの直し」: rows of a word and its right reading (hiragana), saved with the column; each row a
 * group named by its number, each input labelled, the server's errors beside the row's field.
 */
export function ReadingCorrectionsField({ form, idBase, onComposingChange }: Props) {
  const rows = form.values.reading_corrections;
  const full = rows.length >= READING_CORRECTION_LIMITS.count;
  const composition = { onCompositionStart: () => onComposingChange(true), onCompositionEnd: () => onComposingChange(false) };
  const add = () => {
    form.insertListItem('reading_corrections', { term: '', reading: '' });
    requestAnimationFrame(() => document.getElementById(correctionInputId(idBase, rows.length, 'term'))?.focus());
  };
  return (
    <Stack gap="xs" mt="lg" component="section" aria-labelledby={`${idBase}-heading`}>
      <Text id={`${idBase}-heading`} fw={700} size="sm">
        {READING_CORRECTION_LABELS.reading_corrections}
      </Text>
      <Text id={`${idBase}-note`} size="xs" c="dimmed">
        プレビューのふりがなの付いた語を押すと、その語と今の読みが入ります。正しい読みをひらがなで入力してください（{READING_CORRECTION_LIMITS.count}個まで）。保存するとコラムに使われます。
      </Text>
      {rows.length === 0 && <Text size="sm">読みの直しはまだありません。</Text>}
      {rows.map((_, row) => (
        <fieldset key={row} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 'var(--mantine-font-size-xs)' }}>{`${row + 1}つ目`}</legend>
          <Group align="flex-start" gap="sm">
            <TextInput
              id={correctionInputId(idBase, row, 'term')}
              label={READING_CORRECTION_LABELS.term}
              maxLength={READING_CORRECTION_LIMITS.termMax}
              {...form.getInputProps(`reading_corrections.${row}.term`)}
              {...composition}
            />
            <TextInput
              id={correctionInputId(idBase, row, 'reading')}
              label={READING_CORRECTION_LABELS.reading}
              description="ひらがなで"
              maxLength={READING_CORRECTION_LIMITS.readingMax}
              {...form.getInputProps(`reading_corrections.${row}.reading`)}
              {...composition}
            />
            <Button variant="subtle" color="red" mt={24} onClick={() => form.removeListItem('reading_corrections', row)} aria-label={`${row + 1}つ目の読みの直しを削除`}>
              削除
            </Button>
          </Group>
        </fieldset>
      ))}
      <Group>
        <Button variant="outline" onClick={add} disabled={full} aria-describedby={`${idBase}-note`}>
          読みの直しを追加
        </Button>
      </Group>
    </Stack>
  );
}
