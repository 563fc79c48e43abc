// ベストアンサーに選ぶ: on each answer or comment the server lets this person choose (the question's
// can_choose_best_answer: the asker or an admin), opening a dialog with the optional お礼. Only they
// ever see the button, so the form's code (best-answer-form.tsx) loads when the button is first
// pointed at, focused or pressed (shared-ui's lazyDialogForm), as 通報する does.
import { BEST_ANSWER_LABEL } from '@hiroba/contract/fields';
import { Button, Modal, Text, VisuallyHidden, lazyDialogForm, useLazyDialog } from '@hiroba/shared-ui';
import type { BestAnswerFormProps } from './best-answer-form';

export const BEST_ANSWER_ACTION = `${BEST_ANSWER_LABEL}に選ぶ`;

const bestAnswerForm = lazyDialogForm<BestAnswerFormProps>(() =>
  import('./best-answer-form').then((loaded) => loaded.BestAnswerForm),
);

export interface BestAnswerButtonProps {
  questionId: number;
  commentId: number;
  /** What is chosen, for the button's name to a screen reader: e.g. 山田さんのコメント. */
  target: string;
  /** After the choice was saved (the page then loads the question again, and this button goes). */
  onChosen(): void;
}

export function BestAnswerButton({ questionId, commentId, target, onChosen }: BestAnswerButtonProps) {
  const { opened, Form, loadFailed, open, close, preload } = useLazyDialog(bestAnswerForm);

  return (
    <>
      <Button variant="outline" onClick={open} onMouseEnter={preload} onFocus={preload} aria-haspopup="dialog">
        {BEST_ANSWER_ACTION}
        <VisuallyHidden>（{target}）</VisuallyHidden>
      </Button>
      {loadFailed && (
        <Text role="alert" size="sm" c="red">
          ベストアンサーを選ぶ画面を読み込めませんでした。通信の状態を確かめて、もう一度お試しください。
        </Text>
      )}
      <Modal opened={opened} onClose={close} title={BEST_ANSWER_ACTION} centered>
        {Form && (
          <Form
            questionId={questionId}
            commentId={commentId}
            target={target}
            onChosen={() => {
              close();
              onChosen();
            }}
            onCancel={close}
          />
        )}
      </Modal>
    </>
  );
}
