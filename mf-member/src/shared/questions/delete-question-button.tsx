// 削除 with a confirmation dialog: a question is removed for good, with its answers, so it is never
// removed by one slip of a key. The dialog returns focus to the button when closed without deleting.
import { useState } from 'react';
import { api, type QuestionSummary } from '@hiroba/api-client';
import { Alert, Button, Group, Modal, Text, snackbar, useDisclosure, errorMessage } from '@hiroba/shared-ui';

interface DeleteQuestionButtonProps {
  question: Pick<QuestionSummary, 'id' | 'title'>;
  onDeleted(): void;
  /** In a list, the button's name says which question (the visible 削除 stays in it). */
  named?: boolean;
}

export function DeleteQuestionButton({ question, onDeleted, named = false }: DeleteQuestionButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setProblem(null);
    try {
      await api.questions.remove(question.id);
      close();
      snackbar.show('質問を削除しました。', 'success');
      onDeleted();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="outline" color="red" onClick={open} aria-label={named ? `「${question.title}」を削除` : undefined}>
        削除
      </Button>
      <Modal opened={opened} onClose={close} title="質問を削除しますか？">
        <Text>
          「{question.title}」を削除します。削除すると、ついた回答やコメントも見られなくなり、元に戻せません。
        </Text>
        {problem && (
          <Alert color="red" role="alert" mt="md">
            {problem}
          </Alert>
        )}
        <Group mt="lg">
          <Button color="red" onClick={confirm} loading={busy}>
            削除する
          </Button>
          <Button variant="default" onClick={close}>
            やめる
          </Button>
        </Group>
      </Modal>
    </>
  );
}
