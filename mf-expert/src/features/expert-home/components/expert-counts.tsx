// The expert's two numbers: answers written and questions addressed to them, each a link to its
// list. One-row calls (per=1) read only the totals; on failure the numbers are left out.
import { api } from '@hiroba/api-client';
import { Group, Paper, RouterAnchor, usePageData, pagePath } from '@hiroba/shared-ui';

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
    [expertInfoId],
  );
  if (!data) return null;
  return (
    <section aria-label="あなたの記録">
      <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.map((item) => (
          <Paper component="li" key={item.to} withBorder p="sm" radius="md">
            <RouterAnchor to={item.to} fw={700}>{`${item.label}：${item.total}件`}</RouterAnchor>
          </Paper>
        ))}
      </Group>
    </section>
  );
}
