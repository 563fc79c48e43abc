// The frame of the admin's record forms (tags, categories, supporters): what the server refused, the
// note on required fields, the fields, then save and the way back to the list, where a save lands.
import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink, Form, FormErrorSummary, Group, Stack, Text, snackbar } from '@hiroba/shared-ui';

interface Props {
  /** useSubmitErrors' submit. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** What no field could take (useSubmitErrors' messages). */
  messages: string[];
  submitting: boolean;
  submitLabel: string;
  /** The list the form belongs to. */
  listPath: string;
  children: ReactNode;
}

export function RecordForm({ onSubmit, messages, submitting, submitLabel, listPath, children }: Props) {
  return (
    <Form onSubmit={onSubmit} noValidate>
      <Stack gap="lg" maw={560}>
        <FormErrorSummary messages={messages} title="保存できませんでした" />
        <Text size="sm">＊の付いた項目は必須です。</Text>
        {children}
        <Group>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
          <ButtonLink to={listPath} variant="default">
            一覧へ戻る
          </ButtonLink>
        </Group>
      </Stack>
    </Form>
  );
}

/** After a save: says what was saved and goes back to the list. */
export function useBackToList(listPath: string): (message: string) => void {
  const navigate = useNavigate();
  return (message) => {
    snackbar.show(message, 'success');
    navigate(listPath);
  };
}
