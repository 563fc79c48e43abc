import { EmptyState, PageHeader, Prose, useBreadcrumbs, usePageTitle } from '@hiroba/shared-ui';

// The expert calls arrive with a later issue; until then the page explains itself honestly.
export function ExpertListPage() {
  usePageTitle('専門家の一覧');
  useBreadcrumbs([{ text: 'トップ', to: '/' }, { text: '専門家の一覧', disabled: true }]);
  return (
    <>
      <PageHeader title="専門家の一覧" lead="社会福祉士、精神保健福祉士、医師、弁護士など、資格を確認した専門家が回答しています。" />
      <Prose>
        <p>専門家のお名前を選ぶと、プロフィールと、その専門家が回答した質問を見られます。</p>
      </Prose>
      <EmptyState
        message="まだ専門家の紹介はありません。専門家の承認が済むと、ここにお名前と資格が並びます。"
        action={{ label: '専門家として参加したい方へ', to: '/become-an-expert' }}
      />
    </>
  );
}
