import { callUrl } from '../src/endpoint';

describe('callUrl', () => {
  it('fills each placeholder with its encoded value', () => {
    expect(callUrl({ path: '/api/v1/users/{id}' }, { id: 12 })).toBe('api/v1/users/12');
    expect(callUrl({ path: '/api/v1/x/{a}/{b}' }, { a: '福祉', b: 'a/b?c' })).toBe(`api/v1/x/${encodeURIComponent('福祉')}/a%2Fb%3Fc`);
  });

  it('refuses a missing value instead of calling a wrong URL', () => {
    expect(() => callUrl({ path: '/api/v1/users/{id}' }, {})).toThrow('{id}');
  });
});
