import { afterLoginPath } from './after-login-path';

describe('afterLoginPath', () => {
  it('goes back to a same-site page', () => {
    expect(afterLoginPath('/question-and-answer/一般/3', 'free_member')).toBe('/question-and-answer/一般/3');
  });

  it.each([
    ['admin', '/admin'],
    ['expert', '/my-page-expert'],
    ['paid_member', '/my-page'],
    ['free_member', '/my-page'],
  ] as const)('without a redirect, a %s goes to %s', (role, target) => {
    expect(afterLoginPath(null, role)).toBe(target);
  });

  it('ignores a redirect to another site', () => {
    expect(afterLoginPath('//evil.example/x', 'expert')).toBe('/my-page-expert');
  });

  it('does not send people back to the login page itself', () => {
    expect(afterLoginPath('/login?redirect=/my-page', 'paid_member')).toBe('/my-page');
  });
});
