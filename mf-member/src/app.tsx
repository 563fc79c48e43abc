// mf_member's ./App: the member area's pages of the route table, each loaded on first visit only.
import { remoteApp, type PageLoaders } from '@hiroba/shared-ui';

export const pages: PageLoaders<'mf_member'> = {
  'my-page': () => import(/* webpackChunkName: "page-my-page" */ './features/my-page/pages/my-page-page'),
  'member-edit-info': () => import(/* webpackChunkName: "page-member-edit-info" */ './features/account/pages/edit-info-page'),
  'favorite-list': () => import(/* webpackChunkName: "page-favorite-list" */ './features/activity/pages/favorite-list-page'),
  'my-answer': () => import(/* webpackChunkName: "page-my-answer" */ './features/activity/pages/my-answer-page'),
  'my-question': () => import(/* webpackChunkName: "page-my-question" */ './features/activity/pages/my-question-page'),
  'post-question': () => import(/* webpackChunkName: "page-post-question" */ './features/question-posting/pages/post-question-page'),
  'question-complete': () => import(/* webpackChunkName: "page-question-complete" */ './features/question-posting/pages/question-complete-page'),
  'edit-question': () => import(/* webpackChunkName: "page-edit-question" */ './features/question-posting/pages/edit-question-page'),
  'payment-info': () => import(/* webpackChunkName: "page-payment-info" */ './features/payment/pages/payment-info-page'),
  receipt: () => import(/* webpackChunkName: "page-receipt" */ './features/payment/pages/receipt-page'),
  'edit-payment-info': () => import(/* webpackChunkName: "page-edit-payment-info" */ './features/payment/pages/edit-payment-info-page'),
  'paid-member-register': () => import(/* webpackChunkName: "page-paid-member-register" */ './features/paid-register/pages/paid-member-register-page'),
  'paid-member-register-complete': () => import(/* webpackChunkName: "page-paid-member-register-complete" */ './features/paid-register/pages/complete-page'),
  'full-register': () => import(/* webpackChunkName: "page-full-register" */ './features/paid-register/pages/full-register-page'),
  notifications: () => import(/* webpackChunkName: "page-notifications" */ './features/notifications/pages/notifications-page'),
  'notification-settings': () => import(/* webpackChunkName: "page-notification-settings" */ './features/notification-settings/pages/notification-settings-page'),
};

// Nearly every signed-in page has a form: the form parts come with each.
export default remoteApp('mf_member', pages, { formPages: 'every page' });
