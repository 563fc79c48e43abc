// What each decision on a review says before it is sent (docs/moderation.md#the-review-queue). The
// ones that write to the author ask a message first (required for warn and suspend); dismiss and
// restore act at once.
import type { ReviewDecision } from '@hiroba/api-client';
import { HIDDEN_NOTICE } from '@hiroba/contract/fields';

export interface MessageDecision {
  title: string;
  effect: string;
  confirm: string;
  required: boolean;
}

export const MESSAGE_DECISIONS: Partial<Record<ReviewDecision, MessageDecision>> = {
  hide: {
    title: '投稿を非公開にしますか？',
    effect: `ほかの方には「${HIDDEN_NOTICE}」と表示されます。投稿は消えず、あとで再公開できます。投稿者には非公開にしたことをメールでお知らせします。`,
    confirm: '非公開にする',
    required: false,
  },
  warn: {
    title: '投稿者に注意しますか？',
    effect: '投稿者に、このメッセージをメールで送ります。投稿はそのままです。',
    confirm: '注意を送る',
    required: true,
  },
  suspend: {
    title: '投稿者の利用を停止しますか？',
    effect: '投稿者のアカウントを停止します。ログインできなくなり、投稿はそのまま残ります。停止は、ユーザーの管理画面から解除できます。',
    confirm: '利用を停止する',
    required: true,
  },
};

/** What the snackbar says once a decision is done. */
export const DECISION_DONE: Record<ReviewDecision, string> = {
  dismiss: '問題なしとして対応済みにしました。',
  hide: '投稿を非公開にしました。',
  restore: '投稿を再公開しました。',
  warn: '投稿者に注意のメールを送りました。',
  suspend: '投稿者の利用を停止しました。',
};
