// State kept from a given value until a new value is given (a page's data loaded again).
import { act, renderHook } from '@testing-library/react';
import { useStateFrom } from './use-state-from';

test('starts from the given value, keeps the changes made to it, and starts again from a new value', () => {
  const first = ['訪問者の一覧'];
  const { result, rerender } = renderHook(({ given }) => useStateFrom(given), { initialProps: { given: first } });
  expect(result.current[0]).toBe(first);
  act(() => result.current[1]((list) => [...list, '追加した一件']));
  // The same value given again: the change stays.
  rerender({ given: first });
  expect(result.current[0]).toEqual(['訪問者の一覧', '追加した一件']);
  const reloaded = ['会員の一覧'];
  rerender({ given: reloaded });
  expect(result.current[0]).toBe(reloaded);
});

test('compares with the function given, so a value rebuilt on every render is not taken for a new one', () => {
  const same = (a: { on: boolean }, b: { on: boolean }) => a.on === b.on;
  const { result, rerender } = renderHook(({ on }) => useStateFrom({ on }, same), { initialProps: { on: false } });
  act(() => result.current[1]({ on: true }));
  rerender({ on: false });
  expect(result.current[0]).toEqual({ on: true });
  rerender({ on: true });
  rerender({ on: false });
  expect(result.current[0]).toEqual({ on: false });
});
