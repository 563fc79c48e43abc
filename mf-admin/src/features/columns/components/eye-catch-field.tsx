import { useId, useRef, useState } from 'react';
import { api } from '@hiroba/api-client';
import { Button, FileButton, Group, Input, Stack, TextInput, errorMessage, type UseFormReturnType } from '@hiroba/shared-ui';
import { imageFileProblem, readAsDataUrl, IMAGE_TYPES } from '@hiroba/shared-ui/signed-in';
import type { ColumnFormValues } from '../lib/column-form-values';

/**
 * アイキャッチ画像: the picture is sent to the server when it is chosen (the form keeps its URL), and
 * its alt text is required, because screen-reader users hear the picture through it.
 */
export function EyeCatchField({ form }: { form: UseFormReturnType<ColumnFormValues> }) {
  const id = useId();
  const value = form.values.thumbnail;
  const onChange = (url: string | null) => form.setFieldValue('thumbnail', url);
  const resetFile = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function choose(file: File | null) {
    if (!file) return;
    const fileProblem = imageFileProblem(file);
    setProblem(fileProblem);
    resetFile.current?.();
    if (fileProblem) return;
    setSending(true);
    try {
      onChange((await api.columns.uploadImage({ image_data: await readAsDataUrl(file) })).url);
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <Input.Wrapper
      id={id}
      label="アイキャッチ画像"
      labelProps={{ id: `${id}-label` }}
      description="記事の上と一覧に出る画像です。PNG・JPEG・WebP、2MB まで。横長（16:9）がきれいに見えます。"
      error={problem ?? (form.errors.thumbnail as string | undefined)}
    >
      <Stack gap="sm" mt="xs">
        {value && <img src={value} alt="選んだアイキャッチ画像のプレビュー" style={{ maxWidth: 320, width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 8 }} />}
        <Group gap="md">
          <FileButton onChange={(file) => void choose(file)} accept={IMAGE_TYPES.join(',')} resetRef={resetFile} inputProps={{ 'aria-label': 'アイキャッチ画像のファイル' }}>
            {(props) => (
              <Button {...props} id={id} variant="default" loading={sending} aria-labelledby={`${id}-label ${id}-text`} aria-describedby={`${id}-description`}>
                <span id={`${id}-text`}>{value ? '画像を変える' : '画像を選ぶ'}</span>
              </Button>
            )}
          </FileButton>
          {value && (
            <Button variant="outline" color="red" onClick={() => onChange(null)}>
              画像を外す
            </Button>
          )}
        </Group>
        {value && (
          <TextInput
            label="アイキャッチ画像の代替テキスト"
            description="画像に何が写っているかを短く書きます。例：窓口で職員と話す利用者のイラスト"
            required
            withAsterisk
            {...form.getInputProps('thumbnail_alt')}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
