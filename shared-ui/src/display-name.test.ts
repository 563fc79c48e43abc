import { displayName, UNSET_NAME } from './display-name';

const info = (nickname: string | null) => ({ id: 1, user_id: 1, nickname, profile_image: null });

describe('displayName', () => {
  it('is the nickname', () => {
    expect(displayName({ user_information: info('ひろば花子') })).toBe('ひろば花子');
    expect(displayName({ user_information: info('  ひろば  ') })).toBe('ひろば');
  });

  it.each([
    ['no user (withdrawn)', null],
    ['no user_information', { user_information: null }],
    ['a null nickname', { user_information: info(null) }],
    ['a blank nickname', { user_information: info('　 ') }],
  ])('is 未設定 for %s', (_, user) => {
    expect(displayName(user)).toBe(UNSET_NAME);
    expect(UNSET_NAME).toBe('未設定');
  });
});
