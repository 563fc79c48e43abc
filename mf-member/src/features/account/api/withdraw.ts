// 退会: the server cancels the subscription, anonymises posts and deletes personal data; this device
// then forgets the session and lands on /withdrawal-complete with a full load.
import { api, useSession } from '@hiroba/api-client';
import { pagePath } from '@hiroba/shared-ui';
import { fullPageLoad } from '../../../shared/full-page-load';

export async function withdraw(userId: number): Promise<void> {
  await api.users.remove(userId);
  useSession.getState().clear();
  localStorage.clear();
  fullPageLoad.goTo(pagePath('withdrawal-complete'));
}
