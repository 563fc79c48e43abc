// お気に入り as a toggle: the count and pressed state change at once, the server's answer is then
// taken as the truth, and a failure puts things back with a message. Unfavoriting keeps the row, so
// a slip is undone by pressing again.
import { useRef, useState } from 'react';
import { api, type QuestionSummary } from '@hiroba/api-client';
import { Button, snackbar } from '@hiroba/shared-ui';
import { questionTitleId } from '../../../shared/questions/question-list-item';

interface FavoriteState {
  favorited: boolean;
  count: number;
}

export function FavoriteToggle({ question }: { question: QuestionSummary }) {
  const [state, setState] = useState<FavoriteState>({ favorited: question.favorited ?? true, count: question.favorite_counts });
  // A second press while the first is on its way is ignored (the button stays focusable).
  const busy = useRef(false);

  async function toggle() {
    if (busy.current) return;
    busy.current = true;
    const before = state;
    setState({ favorited: !before.favorited, count: Math.max(0, before.count + (before.favorited ? -1 : 1)) });
    try {
      const answer = before.favorited
        ? await api.questionFavorites.deleteFavoriteByUserIdAndQuestionId(question.id)
        : await api.questionFavorites.create(question.id);
      setState({ favorited: answer.favorited, count: answer.favorite_counts });
    } catch {
      setState(before);
      snackbar.show(
        before.favorited
          ? 'お気に入りから外せませんでした。時間をおいて、もう一度お試しください。'
          : 'お気に入りに入れられませんでした。時間をおいて、もう一度お試しください。',
        'error',
      );
    } finally {
      busy.current = false;
    }
  }

  return (
    <Button
      variant={state.favorited ? 'filled' : 'outline'}
      aria-pressed={state.favorited}
      aria-describedby={questionTitleId(question.id)}
      onClick={toggle}
    >
      お気に入り {state.count}
    </Button>
  );
}
