// mf_public's ./App: its pages of the route table (@hiroba/contract/routes), each its own chunk, so a
// first visit downloads only the page it opens.
import { remoteApp, type PageLoaders } from '@hiroba/shared-ui';

export const pages: PageLoaders<'mf_public'> = {
  'top': () => import(/* webpackChunkName: "page-top" */ './features/home/pages/top-page'),
  'about': () => import(/* webpackChunkName: "page-about" */ './features/info/pages/about-page'),
  'contact': () => import(/* webpackChunkName: "page-contact" */ './features/contact/pages/contact-page'),
  'login': () => import(/* webpackChunkName: "page-login" */ './features/auth/pages/login-page'),
  'forgot-password': () => import(/* webpackChunkName: "page-forgot-password" */ './features/auth/pages/forgot-password-page'),
  'sign-up-intro': () => import(/* webpackChunkName: "page-sign-up-intro" */ './features/sign-up/pages/sign-up-intro-page'),
  'free-member-register': () => import(/* webpackChunkName: "page-free-member-register" */ './features/sign-up/pages/free-member-register-page'),
  'free-member-register-complete': () => import(/* webpackChunkName: "page-free-member-register-complete" */ './features/sign-up/pages/free-member-register-complete-page'),
  'become-an-expert': () => import(/* webpackChunkName: "page-become-an-expert" */ './features/experts/pages/become-an-expert-page'),
  'expert-list': () => import(/* webpackChunkName: "page-expert-list" */ './features/experts/pages/expert-list-page'),
  'expert-detail': () => import(/* webpackChunkName: "page-expert-detail" */ './features/experts/pages/expert-detail-page'),
  'privacy-policy': () => import(/* webpackChunkName: "page-privacy-policy" */ './features/legal/pages/privacy-policy-page'),
  'specific-trade-law': () => import(/* webpackChunkName: "page-specific-trade-law" */ './features/legal/pages/specific-trade-law-page'),
  'terms-of-service': () => import(/* webpackChunkName: "page-terms-of-service" */ './features/legal/pages/terms-of-service-page'),
  'unsubscribed': () => import(/* webpackChunkName: "page-unsubscribed" */ './features/farewell/pages/unsubscribed-page'),
  'mail-unsubscribe': () => import(/* webpackChunkName: "page-mail-unsubscribe" */ './features/mail-unsubscribe/pages/mail-unsubscribe-page'),
  'withdrawal-complete': () => import(/* webpackChunkName: "page-withdrawal-complete" */ './features/farewell/pages/withdrawal-complete-page'),
  'crowdfunding-supporters': () => import(/* webpackChunkName: "page-crowdfunding-supporters" */ './features/info/pages/crowdfunding-supporters-page'),
  'search': () => import(/* webpackChunkName: "page-search" */ './features/search/pages/search-page'),
  'public-profile': () => import(/* webpackChunkName: "page-public-profile" */ './features/profiles/pages/public-profile-page'),
  'view-profile': () => import(/* webpackChunkName: "page-view-profile" */ './features/profiles/pages/view-profile-page'),
  'column-list': () => import(/* webpackChunkName: "page-column-list" */ './features/columns/pages/column-list-page'),
  'column-detail': () => import(/* webpackChunkName: "page-column-detail" */ './features/columns/pages/column-detail-page'),
  'column-search': () => import(/* webpackChunkName: "page-column-search" */ './features/columns/pages/column-search-page'),
  'column-category': () => import(/* webpackChunkName: "page-column-category" */ './features/columns/pages/column-category-page'),
  'question-list': () => import(/* webpackChunkName: "page-question-list" */ './features/questions/pages/question-list-page'),
  'question-search': () => import(/* webpackChunkName: "page-question-search" */ './features/questions/pages/question-search-page'),
  'question-type': () => import(/* webpackChunkName: "page-question-type" */ './features/questions/pages/question-type-page'),
  'question-detail': () => import(/* webpackChunkName: "page-question-detail" */ './features/questions/pages/question-detail-page'),
};

// The pages that draw a form or a table: their chunk comes with the form parts' (shared-ui/test/form-pages.test.ts).
// Not question-detail: a visitor's question page has no form, so its first visit goes without the
// parts; the forms a member sees there wait for them under a Suspense of their own.
const formPages = [
  'become-an-expert',
  'contact',
  'forgot-password',
  'free-member-register',
  'login',
  'specific-trade-law',
] as const;

export default remoteApp('mf_public', pages, { formPages });
