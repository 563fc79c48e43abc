import type { ReactNode } from 'react';
import { api } from '@hiroba/api-client';
import { LoadError, LoadingState, usePageData } from '@hiroba/shared-ui';
import type { ColumnChoices } from './column-form';

/** What the column form offers to choose from: published categories and tags, approved experts. */
export function ChoicesLoader({ children }: { children: (choices: ColumnChoices) => ReactNode }) {
  const { data, error, reload } = usePageData(
    async (signal) => {
      const [categories, tags, experts] = await Promise.all([
        api.categories.list({ status: 'published', per: 'all' }, { signal }),
        api.tags.list({ status: 'published', per: 'all' }, { signal }),
        api.expertInfos.list({ status: 'approved', per: 'all' }, { signal }),
      ]);
      return { categories: categories.data, tags: tags.data, experts: experts.data };
    },
    [],
  );
  if (error) return <LoadError what="選択肢" error={error} onRetry={reload} />;
  if (!data) return <LoadingState keepHeight="40rem" />;
  return <>{children(data)}</>;
}
