// Saves nickname/picture and refreshes the session user, so the navbar and every page show the new
// profile at once.
import { api, refreshUser, type User, type UserInformationBody } from '@hiroba/api-client';

export async function saveProfile(user: User, body: UserInformationBody): Promise<User> {
  if (user.user_information) await api.userInformations.update(user.user_information.id, body);
  else await api.userInformations.create(body);
  return refreshUser();
}
