// The searches that found no question in the last 30 days, most searched first: only the words and
// the day are kept, never who searched. 「この言葉で言いかえを作る」 starts a group with the words.
import type { SearchMiss } from '@hiroba/api-client';
import { Button, DateText } from '@hiroba/shared-ui';
import { DataTable, type DataColumn } from '../../../shared/components/data-table';

const queryId = (index: number) => `search-miss-${index}-query`;

interface Props {
  misses: SearchMiss[];
  onStart(query: string): void;
}

export function SearchMissTable({ misses, onStart }: Props) {
  const columns: DataColumn<SearchMiss>[] = [
    { header: '検索された言葉', cell: (miss) => miss.query, cellProps: (_miss, index) => ({ id: queryId(index), style: { overflowWrap: 'anywhere' } }) },
    { header: '回数', cell: (miss) => `${miss.searches.toLocaleString('ja-JP')}回` },
    { header: '最後の日', cell: (miss) => <DateText value={miss.last_day} /> },
    {
      header: '操作',
      cell: (miss, index) => (
        <Button size="compact-sm" variant="outline" onClick={() => onStart(miss.query)} aria-describedby={queryId(index)}>
          この言葉で言いかえを作る
        </Button>
      ),
    },
  ];
  return <DataTable caption="見つからなかった検索（この30日）" columns={columns} rows={misses} rowKey={(miss) => miss.query} minWidth={640} highlightOnHover />;
}
