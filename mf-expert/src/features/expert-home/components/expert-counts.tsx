// The expert's two numbers: answers written and questions addressed to them, each a link to its
// list. One-row calls (per=1) read only the totals; on failure the numbers are left out.
import { api, useDataVersion } from '@hiroba/api-client';
import { CountLinks, pagePath, usePageData } from '@hiroba/shared-ui';

export function ExpertCounts({ expertInfoId }: { expertInfoId: number }) {
  const { data } = usePageData(
    async (signal) => {
      const [answers, addressed] = await Promise.all([
        api.comments.myComments({ per: 1 }, { signal }),
        api.questions.questionByExpertInfoId({ expert_info_id: expertInfoId, per: 1 }, { signal }),
      ]);
      return [
        { label: 'あなたの回答', to: pagePath('my-expert-comment'), total: answers.meta.total },
        { label: 'あなたあての質問', to: pagePath('my-expert-question'), total: addressed.meta.total },
      ];
    },
    [expertInfoId, useDataVersion('questions', 'comments')],
  );
  return data ? <CountLinks items={data} /> : null;
}
