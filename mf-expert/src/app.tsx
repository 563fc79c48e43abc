// mf_expert's ./App: the expert area's pages of the route table, each loaded on first visit only.
import { remoteApp, type PageLoaders } from '@hiroba/shared-ui';

export const pages: PageLoaders<'mf_expert'> = {
  'expert-home': () => import(/* webpackChunkName: "page-expert-home" */ './features/expert-home/pages/expert-home-page'),
  'expert-edit-info': () => import(/* webpackChunkName: "page-expert-edit-info" */ './features/expert-profile/pages/expert-edit-info-page'),
  'my-expert-comment': () => import(/* webpackChunkName: "page-my-expert-comment" */ './features/expert-activity/pages/my-expert-comment-page'),
  'my-expert-question': () => import(/* webpackChunkName: "page-my-expert-question" */ './features/expert-activity/pages/my-expert-question-page'),
};

// Nearly every signed-in page has a form: the form parts come with each.
export default remoteApp('mf_expert', pages, { formPages: 'every page' });
