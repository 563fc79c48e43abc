// 言葉を追加する: the word and its action, one call; the server's refusal (a word already listed, too
// long) lands beside its field.
import { api, type WatchedWordBody } from '@hiroba/api-client';
import { LIMITS } from '@hiroba/contract/fields';
import { Button, Form, FormErrorSummary, Group, NativeSelect, TextInput, requiredText, snackbar, useForm, useSubmitErrors } from '@hiroba/shared-ui';
import { ACTION_OPTIONS } from './action-options';

export function WatchedWordAddForm() {
  const form = useForm<WatchedWordBody>({
    mode: 'controlled',
    initialValues: { word: '', action: 'flag' },
    validate: { word: requiredText('言葉', LIMITS.watchedWord.word) },
  });
  const errors = useSubmitErrors(form);

  const submit = errors.submit(async (values) => {
    const saved = await api.watchedWords.create({ ...values, word: values.word.trim() });
    snackbar.show(`「${saved.word}」を追加しました。`, 'success');
    form.reset();
  });

  return (
    <Form onSubmit={submit} noValidate aria-label="確認する言葉を追加する">
      <FormErrorSummary messages={errors.messages} title="追加できませんでした" />
      <Group align="flex-start" gap="md" wrap="wrap">
        <TextInput label="言葉" description={`${LIMITS.watchedWord.word}文字まで`} required withAsterisk w={260} {...form.getInputProps('word')} />
        <NativeSelect label="対応" data={ACTION_OPTIONS} w={260} {...form.getInputProps('action')} />
        <Button type="submit" loading={form.submitting} mt={26}>
          追加する
        </Button>
      </Group>
    </Form>
  );
}
