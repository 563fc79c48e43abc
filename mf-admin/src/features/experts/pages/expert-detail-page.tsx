import { useState } from 'react';
import { api, type ExpertInfo } from '@hiroba/api-client';
import { PageHeader, RouterAnchor, Stack, pagePath, usePageTrail } from '@hiroba/shared-ui';
import { RecordLoader } from '../../../shared/components/record-loader';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';
import { ExpertAccountSection } from '../components/expert-account-form';
import { ExpertActivity } from '../components/expert-activity';
import { ExpertApplicationFacts } from '../components/expert-application-facts';
import { ExpertReviewPanel } from '../components/expert-review-panel';
import { ExpertStatusHistory } from '../components/expert-status-history';

/** /admin/experts/:id: the application, the decisions the server allows, the history of decisions. */
export default function ExpertDetailPage() {
  usePageTrail('専門家の詳細', [ADMIN_CRUMB, { text: '専門家', to: pagePath('admin-experts') }], '詳細');
  return (
    <Stack gap="lg">
      <PageHeader title="専門家の詳細" lead="申し込みの内容と資格の確認方法を確かめて、承認・非承認・停止を決めます。" />
      <RecordLoader noun="専門家" get={api.expertInfos.get} listPath={pagePath('admin-experts')}>
        {(expert) => <ExpertRecord key={expert.id} loaded={expert} />}
      </RecordLoader>
    </Stack>
  );
}

/** One record; after a decision or an edit it shows what the server answered, and reads the history again. */
function ExpertRecord({ loaded }: { loaded: ExpertInfo }) {
  const [expert, setExpert] = useState(loaded);
  const [version, setVersion] = useState(0);
  const changed = (next: ExpertInfo) => {
    setExpert(next);
    setVersion((n) => n + 1);
  };
  const { user_id: userId } = expert;
  // Only an expert account (approved or suspended) is edited through update_user_expert.
  const editable = userId !== null && (expert.status === 'approved' || expert.status === 'suspended');

  return (
    <Stack gap="lg">
      <ExpertApplicationFacts expert={expert} />
      <ExpertReviewPanel expert={expert} onDecided={changed} />
      <ExpertStatusHistory expertId={expert.id} version={version} />
      <ExpertActivity userId={userId} />
      {editable && <ExpertAccountSection expert={{ ...expert, user_id: userId }} onSaved={changed} />}
      <RouterAnchor to={pagePath('admin-experts')}>専門家の一覧へ戻る</RouterAnchor>
    </Stack>
  );
}
