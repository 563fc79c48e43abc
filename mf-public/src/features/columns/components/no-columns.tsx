import { EmptyState } from '@hiroba/shared-ui';

/** Columns arrive with a later issue; until then every list says so honestly. */
export function NoColumns({ hint = 'コラムが公開されたら、ここに新しい順に並びます。' }: { hint?: string }) {
  return (
    <EmptyState
      message={
        <>
          <strong>まだコラムがありません</strong>
          <br />
          {hint}
        </>
      }
    />
  );
}
