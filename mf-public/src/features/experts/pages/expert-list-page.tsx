import { api } from '@hiroba/api-client';
import { EmptyState, LoadingState, PageHeader, Pager, Prose, SimpleGrid, usePageData, usePageParam, pagePath, LoadError, usePageTrail, TOP_CRUMB } from '@hiroba/shared-ui';
import { ExpertCard } from '../components/expert-card';

const EXPERTS_PER_PAGE = 20;

/** /list-of-experts: the approved experts (the server shows the public only those). */
export default function ExpertListPage() {
  usePageTrail('専門家の一覧', [TOP_CRUMB]);
  const page = usePageParam();
  const { data, error, reload } = usePageData((signal) => api.expertInfos.list({ page, per: EXPERTS_PER_PAGE }, { signal }), [page]);
  return (
    <>
      <PageHeader title="専門家の一覧" lead="社会福祉士、精神保健福祉士、医師、弁護士など、資格を確認した専門家が回答しています。" />
      <Prose>
        <p>専門家のお名前を選ぶと、プロフィールと、その専門家に寄せられた質問を見られます。</p>
      </Prose>
      {error ? (
        <LoadError error={error} onRetry={reload} />
      ) : !data ? (
        <LoadingState />
      ) : data.data.length === 0 ? (
        <EmptyState
          message="まだ専門家の紹介はありません。専門家の承認が済むと、ここにお名前と資格が並びます。"
          action={{ label: '専門家として参加したい方へ', to: pagePath('become-an-expert') }}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" className="hiroba-plain-list" style={{ listStyle: 'none', padding: 0 }}>
            {data.data.map((expert) => (
              <li key={expert.id}>
                <ExpertCard expert={expert} />
              </li>
            ))}
          </SimpleGrid>
          <Pager total={data.meta.total_pages} label="専門家一覧のページ送り" />
        </>
      )}
    </>
  );
}
