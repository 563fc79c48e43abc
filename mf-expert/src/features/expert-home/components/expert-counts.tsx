// The expert's two numbers: answers written and questions addressed to them, each a link to its
// list. One-row calls (per=1) read only the totals; the boxes are there at once, and on failure the
// numbers are left out.
import { api, useDataVersion } from '@hiroba/api-client';
import { pagePath, usePageData } from '@hiroba/shared-ui';
import { CountLinks } from '@hiroba/shared-ui/signed-in';

export function ExpertCounts({ expertInfoId }: { expertInfoId: number }) {
  const { data, error } = usePageData(
    (signal) =>
      Promise.all([
        api.comments.myComments({ per: 1 }, { signal }),
        api.questions.questionByExpertInfoId({ expert_info_id: expertInfoId, per: 1 }, { signal }),
      ]),
    [expertInfoId, useDataVersion('questions', 'comments')],
  );
  if (error) return null;
  const [answers, addressed] = data ?? [];
  return (
    <CountLinks
      items={[
        { label: 'あなたの回答', to: pagePath('my-expert-comment'), total: answers?.meta.total },
        { label: 'あなたあての質問', to: pagePath('my-expert-question'), total: addressed?.meta.total },
      ]}
    />
  );
}
