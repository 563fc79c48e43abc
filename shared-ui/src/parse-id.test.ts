import { parseId } from './parse-id';

it.each([
  ['12', 12],
  ['2147483647', 2147483647],
  ['2147483648', null],
  ['12345678901', null],
  ['0', null],
  ['01', null],
  ['1.5', null],
  ['abc', null],
  ['', null],
  [undefined, null],
  [null, null],
])('%s → %s', (value, id) => {
  expect(parseId(value)).toBe(id);
});
