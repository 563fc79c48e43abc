// A list of posts given anew (a signed-in reader's own, after a drawn page is taken over) keeps what
// the person posted here meanwhile, once, and forgets what they removed.
import { act, renderHook } from '@testing-library/react';
import { useListFrom } from './use-list-from';

const post = (id: number, body = `投稿${id}`) => ({ id, body });

test('a new list replaces the given one but keeps the posts added here that it lacks', () => {
  const { result, rerender } = renderHook(({ given }) => useListFrom(given), { initialProps: { given: [post(1)] } });
  act(() => result.current.add(post(3)));
  expect(result.current.list.map((p) => p.id)).toEqual([1, 3]);
  // Asked for before the post: another comment by someone else, not the one posted here.
  rerender({ given: [post(1), post(2)] });
  expect(result.current.list.map((p) => p.id)).toEqual([1, 2, 3]);
  // Asked for after it: the post is in the list, shown once.
  rerender({ given: [post(1), post(2), post(3, '投稿3（サーバーから）')] });
  expect(result.current.list).toEqual([post(1), post(2), post(3, '投稿3（サーバーから）')]);
});

test('a removed post is gone, whether it was given or added here', () => {
  const given = [post(1), post(2)];
  const { result } = renderHook(() => useListFrom(given));
  act(() => result.current.add(post(3)));
  act(() => result.current.remove(3));
  act(() => result.current.remove(1));
  expect(result.current.list.map((p) => p.id)).toEqual([2]);
});
