// Small counts of the member's activity, each a link to its list. Three one-row calls (per=1, only
// the totals are read); the boxes are there at once, and when the calls fail the counts are simply
// left out, the menu still works.
import { api, useDataVersion } from '@hiroba/api-client';
import { pagePath, usePageData } from '@hiroba/shared-ui';
import { CountLinks } from '@hiroba/shared-ui/signed-in';

async function loadCounts(signal: AbortSignal) {
  return Promise.all([
    api.questions.myQuestions({ per: 1 }, { signal }),
    api.comments.myComments({ per: 1 }, { signal }),
    api.questionFavorites.myFavoriteQuestions({ per: 1 }, { signal }),
  ]);
}

export function MemberCounts() {
  const { data, error } = usePageData(loadCounts, [useDataVersion('questions', 'comments', 'favorites')]);
  if (error) return null;
  const [questions, answers, favorites] = data ?? [];
  return (
    <CountLinks
      items={[
        { label: '自分の質問', to: pagePath('my-question'), total: questions?.meta.total },
        { label: '自分の回答', to: pagePath('my-answer'), total: answers?.meta.total },
        { label: 'お気に入りの質問', to: pagePath('favorite-list'), total: favorites?.meta.total },
      ]}
    />
  );
}
