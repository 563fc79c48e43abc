import { ApiError } from '@hiroba/api-client';
import { fireEvent, renderWithProviders, screen } from '../../test/render';
import { LoadError } from '../components/load-error';
import { UNKNOWN_ERROR_MESSAGE } from '../apply-server-errors';
import { errorMessage } from '../error-message';
import { ANSWER_STATE_COLORS, ANSWER_STATE_LABELS } from './answer-state';

describe('answer state labels', () => {
  it('names and colours every state', () => {
    expect(ANSWER_STATE_LABELS).toEqual({ unanswered: '回答待ち', answered: '回答あり', expert_answered: '専門家の回答あり' });
    expect(Object.keys(ANSWER_STATE_COLORS).sort()).toEqual(Object.keys(ANSWER_STATE_LABELS).sort());
  });
});

describe('errorMessage', () => {
  it("joins an ApiError's messages and gives a general message for anything else", () => {
    const error = new ApiError(409, [{ message: '一つ目。' }, { field: 'email', message: '二つ目。' }]);
    expect(errorMessage(error)).toBe('一つ目。\n二つ目。');
    expect(errorMessage(new Error('x'))).toBe(UNKNOWN_ERROR_MESSAGE);
  });
});

describe('LoadError', () => {
  it('says why as an alert and offers to try again', () => {
    const onRetry = jest.fn();
    renderWithProviders(<LoadError error={new ApiError(503, [{ message: '混み合っています。' }])} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('読み込めませんでした');
    expect(alert).toHaveTextContent('混み合っています。');
    fireEvent.click(screen.getByRole('button', { name: 'もう一度読み込む' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
