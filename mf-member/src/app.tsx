// mf_member's ./App: the member area's pages of the route table, each loaded on first visit only.
import { remoteApp, type PageLoaders } from '@hiroba/shared-ui';

export const pages: PageLoaders<'mf_member'> = {
  'my-page': () => import('./features/my-page/pages/my-page-page'),
  'member-edit-info': () => import('./features/account/pages/edit-info-page'),
  'favorite-list': () => import('./features/activity/pages/favorite-list-page'),
  'my-answer': () => import('./features/activity/pages/my-answer-page'),
  'my-question': () => import('./features/activity/pages/my-question-page'),
  'post-question': () => import('./features/question-posting/pages/post-question-page'),
  'question-complete': () => import('./features/question-posting/pages/question-complete-page'),
  'edit-question': () => import('./features/question-posting/pages/edit-question-page'),
  'payment-info': () => import('./features/payment/pages/payment-info-page'),
  'edit-payment-info': () => import('./features/payment/pages/edit-payment-info-page'),
  'paid-member-register': () => import('./features/paid-register/pages/paid-member-register-page'),
  'paid-member-register-complete': () => import('./features/paid-register/pages/complete-page'),
  'full-register': () => import('./features/paid-register/pages/full-register-page'),
};

export default remoteApp('mf_member', pages);
