import type { PublicUser } from '@hiroba/api-client';
import { expertInfo } from '@hiroba/api-client/test-support';
import { authorProfilePath, profilePath } from './profile-path';

const info = { id: 3, user_id: 12, nickname: 'はなこ', profile_image: null };
const expert = expertInfo({ id: 42, user_id: 12 });
const person = (overrides: Partial<PublicUser> = {}): PublicUser => ({ id: 12, role: 'free_member', user_information: info, expert_info: null, ...overrides });

describe('profilePath', () => {
  it('is the user profile for members and the expert page for an expert', () => {
    expect(profilePath(person())).toBe('/view-profile/user/12');
    expect(profilePath(person({ role: 'paid_member' }))).toBe('/view-profile/user/12');
    expect(profilePath(person({ role: 'expert', expert_info: expert }))).toBe('/list-of-experts/42');
  });

  it('is the user profile for an expert whose record is not public', () => {
    expect(profilePath(person({ role: 'expert', expert_info: null }))).toBe('/view-profile/user/12');
  });
});

describe('authorProfilePath', () => {
  it('links an author who has a public page', () => {
    expect(authorProfilePath(person())).toBe('/view-profile/user/12');
    expect(authorProfilePath(person({ role: 'expert', user_information: null, expert_info: expert }))).toBe('/list-of-experts/42');
  });

  it.each([
    ['a withdrawn author (no user)', null],
    ['an author without a profile', person({ user_information: null })],
  ])('is null for %s', (_name, user) => {
    expect(authorProfilePath(user)).toBeNull();
  });
});
