// 言いかえを追加する / 変更する: rows of a word and its reading (the first word is the group's name), a
// note, one call. Only what the browser can know is checked here (a word in each row, the lengths);
// the server decides the rest (a reading not in hiragana, the same word twice, a group that would join
// unrelated words) and its message for `words` lands beside the rows.
import { useId, useState, type ChangeEvent } from 'react';
import { api, type SearchWordGroup, type SearchWordGroupBody } from '@hiroba/api-client';
import { LIMITS } from '@hiroba/contract/fields';
import {
  Box,
  Button,
  Form,
  FormErrorSummary,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
  maxChars,
  requiredText,
  snackbar,
  useForm,
  useSubmitErrors,
} from '@hiroba/shared-ui';

interface WordRow {
  text: string;
  reading: string;
}

export interface SearchWordValues {
  words: WordRow[];
  note: string;
}

const limits = LIMITS.searchWords;
const emptyRow = (): WordRow => ({ text: '', reading: '' });
const blank = (): SearchWordValues => ({ words: [emptyRow(), emptyRow()], note: '' });

const valuesOf = (group: SearchWordGroup): SearchWordValues => ({
  words: group.words.map((w) => ({ text: w.text, reading: w.reading })),
  note: group.note,
});

/** What is sent: the words trimmed, a reading only when one was written, the note trimmed. */
export function bodyOf(values: SearchWordValues): SearchWordGroupBody {
  return {
    words: values.words.map((w) => {
      const reading = w.reading.trim();
      return { text: w.text.trim(), ...(reading && { reading }) };
    }),
    note: values.note.trim(),
  };
}

/** An operator's group: the only kind with an id, so the only kind this page changes. */
export type EditableGroup = SearchWordGroup & { id: number };

/** The group's name as the snackbar and the confirmation say it: its first word. */
export const groupName = (group: Pick<SearchWordGroup, 'words'>) => group.words[0]?.text ?? '';

/**
 * The form's state, kept by the page: the list's 変更 loads a group into it and a search that found
 * nothing starts a new group with its words; both move focus to the first word.
 */
export function useSearchWordEditor() {
  const base = useId();
  const ids = {
    heading: `${base}-heading`,
    word: (row: number) => `${base}-word-${row}`,
    rowName: (row: number) => `${base}-row-${row}-name`,
    wordsLabel: `${base}-words-label`,
    wordsHelp: `${base}-words-help`,
    wordsError: `${base}-words-error`,
    addRowHelp: `${base}-add-row-help`,
  };
  const form = useForm<SearchWordValues>({
    mode: 'controlled',
    initialValues: blank(),
    validate: {
      words: { text: requiredText('言葉', limits.word), reading: maxChars('読み', limits.reading) },
      note: maxChars('メモ', limits.note),
    },
  });
  const errors = useSubmitErrors(form);
  const [editing, setEditing] = useState<EditableGroup | null>(null);

  // After React has drawn the rows (a new row, a group loaded), the first word takes focus.
  const focusWord = (row: number) => requestAnimationFrame(() => document.getElementById(ids.word(row))?.focus());

  const startOver = () => {
    setEditing(null);
    form.reset();
    errors.clear();
  };

  return {
    form,
    errors,
    ids,
    editing,
    focusWord,
    /** 変更: the group's words and note in the form, which now saves it. */
    edit(group: EditableGroup) {
      setEditing(group);
      form.setValues(valuesOf(group));
      form.clearErrors();
      errors.clear();
      focusWord(0);
    },
    /** A new group whose first word is `text` (a search that found nothing). */
    startWith(text: string) {
      if (editing) startOver();
      form.setFieldValue('words.0.text', text);
      focusWord(0);
    },
    /** 変更をやめる, a save, or the edited group deleted: the empty add form again. */
    startOver,
  };
}

export type SearchWordEditor = ReturnType<typeof useSearchWordEditor>;

export function SearchWordForm({ editor }: { editor: SearchWordEditor }) {
  const { form, errors, ids, editing, focusWord } = editor;
  const title = editing ? '言いかえを変更する' : '言いかえを追加する';
  const rows = form.values.words;
  const full = rows.length >= limits.words;
  const wordsError = form.errors.words as string | undefined;

  const submit = errors.submit(async (values) => {
    const body = bodyOf(values);
    const saved = editing ? await api.searchWords.update(editing.id, body) : await api.searchWords.create(body);
    snackbar.show(`言いかえ「${groupName(saved)}」を${editing ? '変更' : '追加'}しました。`, 'success');
    editor.startOver();
  });

  // A change to any word or reading takes the server's message about the words away, as a field's own does.
  const inputProps = (path: string) => {
    const props = form.getInputProps(path);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        form.clearFieldError('words');
        props.onChange(event);
      },
    };
  };

  const addRow = () => {
    form.insertListItem('words', emptyRow());
    focusWord(rows.length);
  };
  const removeRow = (row: number) => {
    form.removeListItem('words', row);
    form.clearFieldError('words');
    focusWord(row - 1);
  };

  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id={ids.heading}>
        {title}
      </Title>
      {editing && <Text size="sm">「{groupName(editing)}」のグループを変更しています。</Text>}
      <Form onSubmit={submit} noValidate aria-label={title}>
        <FormErrorSummary messages={errors.messages} title={editing ? '変更できませんでした' : '追加できませんでした'} />
        <Stack gap="md" maw={760}>
          <div
            role="group"
            aria-labelledby={ids.wordsLabel}
            aria-describedby={wordsError ? `${ids.wordsHelp} ${ids.wordsError}` : ids.wordsHelp}
            // The server's message about the words as a whole moves focus here (useSubmitErrors finds the field by data-path).
            data-path="words"
            tabIndex={-1}
          >
            <Text id={ids.wordsLabel} fw={700} size="sm">
              同じものをさす言葉
            </Text>
            <Text id={ids.wordsHelp} size="sm" mb="xs">
              最初の言葉がグループの名前で、検索結果に「「放デイ」は「放課後等デイサービス」でも探しました」のように出ます。読みを入れると、ひらがなで入力された言葉でも見つかります。
            </Text>
            <Stack gap="xs">
              {rows.map((row, index) => (
                <Box component="fieldset" key={index} m={0} p={0} style={{ border: 0, minWidth: 0 }}>
                  <Text component="legend" size="xs" p={0}>
                    {index === 0 ? '1つ目（グループの名前）' : `${index + 1}つ目`}
                  </Text>
                  <Group align="flex-start" gap="sm" wrap="wrap">
                    <TextInput id={ids.word(index)} label="言葉" required withAsterisk w={260} {...inputProps(`words.${index}.text`)} />
                    <TextInput label="読み（ひらがな）" w={260} {...inputProps(`words.${index}.reading`)} />
                    {index >= 2 && (
                      <>
                        {/* The row's word, for the button's description (hidden: the field already shows it). */}
                        <span id={ids.rowName(index)} hidden>
                          {row.text.trim() || '言葉が空の行'}
                        </span>
                        <Button variant="outline" color="red.2" mt={25} onClick={() => removeRow(index)} aria-describedby={ids.rowName(index)}>
                          この行を消す
                        </Button>
                      </>
                    )}
                  </Group>
                </Box>
              ))}
            </Stack>
            {wordsError && (
              <Text id={ids.wordsError} c="var(--mantine-color-error)" size="sm" mt="xs">
                {wordsError}
              </Text>
            )}
            <Group mt="sm" gap="sm" align="center">
              <Button variant="outline" onClick={addRow} disabled={full} aria-describedby={ids.addRowHelp}>
                言葉を増やす
              </Button>
              <Text id={ids.addRowHelp} size="sm">
                {full ? `言葉は${limits.words}個までです。` : `言葉は${limits.words}個まで、1つ${limits.word}文字までです。`}
              </Text>
            </Group>
          </div>
          <TextInput
            label="メモ"
            description={`なぜ同じものか（地域の呼び名、名前が変わった年など）。${limits.note}文字まで。`}
            {...form.getInputProps('note')}
          />
          <Group gap="sm">
            <Button type="submit" loading={form.submitting}>
              {editing ? '変更する' : '追加する'}
            </Button>
            {editing && (
              <Button
                variant="outline"
                onClick={() => {
                  editor.startOver();
                  focusWord(0);
                }}
              >
                変更をやめる
              </Button>
            )}
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}
