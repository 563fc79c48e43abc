import { act, renderHook } from '@testing-library/react';
import { configureApi } from './client';
import { endpoints } from '@hiroba/contract/endpoints';
import { onDataChange, useDataVersion } from './data-changes';
import { api } from './index';
import { refreshUser } from './refresh-user';
import { useSession } from './session-store';
import { aUser } from './test-support/fixtures';
import { answer, answerError } from './test-support/http';

beforeEach(() => configureApi());

describe('what a write changes (its entry in the endpoint map)', () => {
  it.each([
    [endpoints.comments.create, ['questions', 'comments']],
    [endpoints.replies.remove, ['questions', 'comments']],
    [endpoints.questions.update, ['questions']],
    [endpoints.tags.update, ['tags', 'questions']],
    [endpoints.questionFavorites.create, ['favorites']],
    [endpoints.questions.list, undefined],
  ] as const)('%o changes %j', (entry, topics) => {
    expect('changes' in entry ? entry.changes : undefined).toEqual(topics);
  });
});

it('a write through the client makes the readers of what it changed load again; a read does not', async () => {
  const { result } = renderHook(() => useDataVersion('questions'));
  const comments = renderHook(() => useDataVersion('comments'));
  const tags = renderHook(() => useDataVersion('tags'));
  const before = [result.current, comments.result.current, tags.result.current];
  answer('get', 'questions', { data: [], meta: { page: 1, per: 20, total: 0, total_pages: 0 } });
  await act(() => api.questions.list());
  expect(result.current).toBe(before[0]);
  answer('post', 'comments', { data: { id: 1 } });
  await act(() => api.comments.create({ question_id: 1, body: '回答です' }));
  expect(result.current).toBe(before[0] + 1);
  expect(comments.result.current).toBe(before[1] + 1);
  expect(tags.result.current).toBe(before[2]);
});

it('a failed write changes nothing', async () => {
  const { result } = renderHook(() => useDataVersion('questions'));
  const before = result.current;
  answerError('delete', 'questions/:id', 403, [{ message: '権限がありません。' }]);
  await act(() => expect(api.questions.remove(1)).rejects.toThrow());
  expect(result.current).toBe(before);
});

it('stores outside React hear the topics they follow', async () => {
  const listener = jest.fn();
  const stop = onDataChange(['tags', 'categories'], listener);
  answer('patch', 'questions/:id', { data: { id: 1 } });
  answer('post', 'categories', { data: { id: 1 } });
  await api.questions.update(1, { title: '新しいタイトル' });
  expect(listener).not.toHaveBeenCalled();
  await api.categories.create({ title: '暮らし', status: 'published' });
  expect(listener).toHaveBeenCalledTimes(1);
  stop();
});

it('refreshUser takes the user from the server into the session', async () => {
  useSession.getState().login('tok', aUser({ role: 'free_member' }));
  const paid = aUser({ role: 'paid_member' });
  answer('get', 'users/is_login', { data: { user: paid } });
  await expect(refreshUser()).resolves.toEqual(paid);
  expect(useSession.getState().user).toEqual(paid);
});
