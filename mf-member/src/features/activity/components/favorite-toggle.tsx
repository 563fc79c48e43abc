// お気に入り as a toggle: the count and pressed state change at once, the server's answer is then
// taken as the truth, and a failure puts things back with a message. Unfavoriting keeps the row, so
// a slip is undone by pressing again.
import { api, type ColumnSummary, type QuestionSummary } from '@hiroba/api-client';
import { Button, useOptimisticToggle, type ToggleState } from '@hiroba/shared-ui';
import { questionTitleId } from '@hiroba/shared-ui/signed-in';
import { columnTitleId } from './column-list-item';

// The server's reason follows (e.g. 通信できませんでした…).
const FAILED = (favorite: boolean) => (favorite ? 'お気に入りに入れられませんでした。' : 'お気に入りから外せませんでした。');

interface FavoriteToggleProps {
  initial: ToggleState;
  send(favorite: boolean): Promise<ToggleState>;
  /** The id of the row's title, which names what the button is for. */
  describedBy: string;
}

function FavoriteToggle({ initial, send, describedBy }: FavoriteToggleProps) {
  const { state, toggle } = useOptimisticToggle(initial, send, FAILED);
  return (
    <Button variant={state.on ? 'filled' : 'outline'} aria-pressed={state.on} aria-describedby={describedBy} onClick={() => void toggle()}>
      お気に入り {state.count}
    </Button>
  );
}

export function QuestionFavoriteToggle({ question }: { question: QuestionSummary }) {
  return (
    <FavoriteToggle
      initial={{ on: question.favorited ?? true, count: question.favorite_counts }}
      send={async (favorite) => {
        const answer = favorite ? await api.questionFavorites.create({ question_id: question.id }) : await api.questionFavorites.deleteFavoriteByUserIdAndQuestionId({ question_id: question.id });
        return { on: answer.favorited, count: answer.favorite_counts };
      }}
      describedBy={questionTitleId(question.id)}
    />
  );
}

export function ColumnFavoriteToggle({ column }: { column: ColumnSummary }) {
  return (
    <FavoriteToggle
      initial={{ on: column.favorited ?? true, count: column.favorite_counts }}
      send={async (favorite) => {
        const answer = favorite ? await api.columnFavorites.create({ column_id: column.id }) : await api.columnFavorites.deleteFavoriteByUserIdAndColumnId({ column_id: column.id });
        return { on: answer.favorited, count: answer.favorite_counts };
      }}
      describedBy={columnTitleId(column.id)}
    />
  );
}
