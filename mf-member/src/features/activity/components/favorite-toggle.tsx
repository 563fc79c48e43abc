// お気に入り as a toggle: the count and pressed state change at once, the server's answer is then
// taken as the truth, and a failure puts things back with a message. Unfavoriting keeps the row, so
// a slip is undone by pressing again.
import { api, type QuestionSummary } from '@hiroba/api-client';
import { Button, questionTitleId, useOptimisticToggle } from '@hiroba/shared-ui';

// The server's reason follows (e.g. 通信できませんでした…).
const FAILED = (favorite: boolean) => (favorite ? 'お気に入りに入れられませんでした。' : 'お気に入りから外せませんでした。');

export function FavoriteToggle({ question }: { question: QuestionSummary }) {
  const { state, toggle } = useOptimisticToggle(
    { on: question.favorited ?? true, count: question.favorite_counts },
    async (favorite) => {
      const answer = favorite ? await api.questionFavorites.create(question.id) : await api.questionFavorites.deleteFavoriteByUserIdAndQuestionId(question.id);
      return { on: answer.favorited, count: answer.favorite_counts };
    },
    FAILED,
  );
  return (
    <Button variant={state.on ? 'filled' : 'outline'} aria-pressed={state.on} aria-describedby={questionTitleId(question.id)} onClick={() => void toggle()}>
      お気に入り {state.count}
    </Button>
  );
}
