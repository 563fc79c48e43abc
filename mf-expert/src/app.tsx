// mf_expert's ./App: the expert area's pages of the route table, each loaded on first visit only.
import { remoteApp, type PageLoaders } from '@hiroba/shared-ui';

export const pages: PageLoaders<'mf_expert'> = {
  'expert-home': () => import('./features/expert-home/pages/expert-home-page'),
  'expert-edit-info': () => import('./features/expert-profile/pages/expert-edit-info-page'),
  'my-expert-comment': () => import('./features/expert-activity/pages/my-expert-comment-page'),
  'my-expert-question': () => import('./features/expert-activity/pages/my-expert-question-page'),
};

export default remoteApp('mf_expert', pages);
