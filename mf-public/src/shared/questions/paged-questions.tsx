import type { CallOptions, Paged, QuestionSummary } from '@hiroba/api-client';
import type { ReactNode } from 'react';
import { EmptyState, LoadingState, Pager, Text, usePageData, usePageParam, LoadError } from '@hiroba/shared-ui';
import { QuestionList } from './question-list';

/** Questions per page on every public list. */
export const QUESTIONS_PER_PAGE = 10;

interface PagedQuestionsProps {
  /** Loads one page (the page number comes from ?page=). */
  load(page: number, options: CallOptions): Promise<Paged<QuestionSummary>>;
  /** Changes when the filter does, so the list loads again. */
  loadKey: string;
  empty: ReactNode;
  /** Says how many were found (search pages). */
  showCount?: boolean;
  /** The server stops counting a keyword search here, so a total this high reads 「…件以上」. */
  countCap?: number;
}

/** A filtered question list read from ?page=, with its pager, empty state and retry. */
export function PagedQuestions({ load, loadKey, empty, showCount = false, countCap }: PagedQuestionsProps) {
  const page = usePageParam();
  const { data, error, reload } = usePageData((signal) => load(page, { signal }), [loadKey, page]);
  if (error) return <LoadError error={error} onRetry={reload} />;
  // A page of questions is taller than a screen: keep that much, so the tag list and the invitation
  // below start out of view and stay there when the list arrives.
  if (!data) return <LoadingState keepHeight="100vh" />;
  if (data.data.length === 0) return <EmptyState message={empty} />;
  return (
    <>
      {showCount && (
        <Text mb="md" role="status">
          {countCap !== undefined && data.meta.total >= countCap ? `${countCap}件以上` : `${data.meta.total}件`}の質問が見つかりました。
        </Text>
      )}
      <QuestionList questions={data.data} />
      <Pager total={data.meta.total_pages} label="質問一覧のページ送り" />
    </>
  );
}
