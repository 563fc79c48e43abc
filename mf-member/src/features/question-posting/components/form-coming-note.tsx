// Honest note while the question form itself is still being built.
import { Alert } from '@hiroba/shared-ui';

export function FormComingNote({ action }: { action: string }) {
  return (
    <Alert color="gray" title={`${action}の入力欄について`}>
      {action}の入力欄は、まもなくこのページに用意されます。それまでの間は、上の書き方を参考に、質問したいことをメモにまとめておくと安心です。
    </Alert>
  );
}
