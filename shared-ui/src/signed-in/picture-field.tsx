// A profile picture as a form field (member profile, expert profile): the picture or a preview, a
// Japanese button that opens the file chooser (a bare file input reads "Choose File" in some
// browsers; the button's name is the field label plus its own text, so both are heard) and 画像を削除.
// Value: undefined keeps the current picture, a data: URL replaces it, null removes it.
import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@hiroba/shared-ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { IMAGE_TYPES, imageFileProblem, readAsDataUrl } from './image-file';

export interface PictureFieldProps {
  /** The picture saved now (a URL), or null. */
  current: string | null;
  value?: string | null;
  onChange(value: string | null | undefined): void;
  /** The form's error for the field (e.g. from the server). */
  error?: ReactNode;
}

export function PictureField({ current, value, onChange, error }: PictureFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const resetFile = useRef<() => void>(null);
  const preview = value === undefined ? current : value;
  const shownError = problem ?? error;

  // Back to "keep" (e.g. after saving): the file input forgets its file, so the same one can be chosen again.
  useEffect(() => {
    if (value === undefined) resetFile.current?.();
  }, [value]);

  async function choose(file: File | null) {
    if (!file) return;
    const fileProblem = imageFileProblem(file);
    setProblem(fileProblem);
    if (fileProblem) {
      resetFile.current?.();
      return;
    }
    onChange(await readAsDataUrl(file));
  }

  function remove() {
    setProblem(null);
    onChange(null);
    resetFile.current?.();
  }

  return (
    <Input.Wrapper
      id={id}
      label="プロフィール画像（なくてもかまいません）"
      labelProps={{ id: `${id}-label` }}
      description="PNG・JPEG・WebP の画像を選べます。大きさは 2MB までです。"
      error={shownError}
    >
      <Stack gap="sm" mt="xs">
        <Group gap="md" align="center">
          <Avatar
            src={preview}
            alt={preview ? (value ? '選んだ画像のプレビュー' : '今のプロフィール画像') : 'プロフィール画像はありません'}
            size={96}
            radius="xl"
          />
          <FileButton onChange={choose} accept={IMAGE_TYPES.join(',')} resetRef={resetFile} inputProps={{ 'aria-label': 'プロフィール画像のファイル' }}>
            {(props) => (
              <Button
                {...props}
                id={id}
                variant="default"
                aria-labelledby={`${id}-label ${id}-text`}
                aria-describedby={shownError ? `${id}-error ${id}-description` : `${id}-description`}
              >
                <span id={`${id}-text`}>画像を選ぶ</span>
              </Button>
            )}
          </FileButton>
          {preview && (
            <Button variant="outline" color="red" onClick={remove}>
              画像を削除
            </Button>
          )}
        </Group>
        {value === null && current && <Text>保存すると、今の画像は削除されます。</Text>}
      </Stack>
    </Input.Wrapper>
  );
}
