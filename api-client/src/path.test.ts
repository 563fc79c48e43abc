import { path } from './path';

describe('path', () => {
  it('fills each placeholder with its encoded value', () => {
    expect(path('api/v1/users/{id}', { id: 12 })).toBe('api/v1/users/12');
    expect(path('api/v1/x/{a}/{b}', { a: '福祉', b: 'a/b?c' })).toBe(
      `api/v1/x/${encodeURIComponent('福祉')}/a%2Fb%3Fc`,
    );
  });

  it('refuses a missing value instead of calling a wrong URL', () => {
    expect(() => path('api/v1/users/{id}', {})).toThrow('{id}');
  });
});
