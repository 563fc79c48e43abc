import { EmptyState } from '@hiroba/shared-ui';

/** Columns arrive with a later issue; until then every list says so honestly. */
export function NoColumns({ hint }: { hint?: string }) {
  return <EmptyState title="まだコラムがありません">{hint ?? 'コラムが公開されたら、ここに新しい順に並びます。'}</EmptyState>;
}
