import type { Paged, QuestionSummary } from '@hiroba/api-client';
import { EmptyState, LoadingState, usePageData, LoadError } from '@hiroba/shared-ui';
import { QuestionList } from './question-list';

interface QuestionDigestProps {
  load(signal: AbortSignal): Promise<Paged<QuestionSummary>>;
  empty: string;
  /** Where to read more, e.g. the whole Q&A list. */
  more: { label: string; to: string };
}

/** A few questions on a page that is about something else (top page, an expert's page). */
export function QuestionDigest({ load, empty, more }: QuestionDigestProps) {
  const { data, error, reload } = usePageData(load, []);
  if (error) return <LoadError error={error} onRetry={reload} />;
  if (!data) return <LoadingState />;
  if (data.data.length === 0) return <EmptyState message={empty} action={more} />;
  return <QuestionList questions={data.data} />;
}
