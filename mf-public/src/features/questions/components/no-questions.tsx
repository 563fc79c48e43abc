import { EmptyState } from '@hiroba/shared-ui';

/** Questions arrive with the next issue; until then every list says so honestly. */
export function NoQuestions({ hint = '質問が投稿されたら、ここに新しい順に並びます。' }: { hint?: string }) {
  return (
    <EmptyState
      message={
        <>
          <strong>まだ質問がありません</strong>
          <br />
          {hint}
        </>
      }
    />
  );
}
