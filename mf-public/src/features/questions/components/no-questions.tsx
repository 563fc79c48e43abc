import { EmptyState } from '@hiroba/shared-ui';

/** Questions arrive with the next issue; until then every list says so honestly. */
export function NoQuestions({ hint }: { hint?: string }) {
  return <EmptyState title="まだ質問がありません">{hint ?? '質問が投稿されたら、ここに新しい順に並びます。'}</EmptyState>;
}
