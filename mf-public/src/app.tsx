// mf_public's ./App: its pages of the route table (@hiroba/contract/routes), each its own chunk, so a
// first visit downloads only the page it opens.
import { remoteApp, type PageLoaders } from '@hiroba/shared-ui';

export const pages: PageLoaders<'mf_public'> = {
  top: () => import('./features/home/pages/top-page'),
  about: () => import('./features/info/pages/about-page'),
  contact: () => import('./features/contact/pages/contact-page'),
  login: () => import('./features/auth/pages/login-page'),
  'forgot-password': () => import('./features/auth/pages/forgot-password-page'),
  'sign-up-intro': () => import('./features/sign-up/pages/sign-up-intro-page'),
  'free-member-register': () => import('./features/sign-up/pages/free-member-register-page'),
  'free-member-register-complete': () => import('./features/sign-up/pages/free-member-register-complete-page'),
  'become-an-expert': () => import('./features/experts/pages/become-an-expert-page'),
  'expert-list': () => import('./features/experts/pages/expert-list-page'),
  'expert-detail': () => import('./features/experts/pages/expert-detail-page'),
  'privacy-policy': () => import('./features/legal/pages/privacy-policy-page'),
  'specific-trade-law': () => import('./features/legal/pages/specific-trade-law-page'),
  'terms-of-service': () => import('./features/legal/pages/terms-of-service-page'),
  unsubscribed: () => import('./features/farewell/pages/unsubscribed-page'),
  'withdrawal-complete': () => import('./features/farewell/pages/withdrawal-complete-page'),
  'crowdfunding-supporters': () => import('./features/info/pages/crowdfunding-supporters-page'),
  search: () => import('./features/search/pages/search-page'),
  'public-profile': () => import('./features/profiles/pages/public-profile-page'),
  'view-profile': () => import('./features/profiles/pages/view-profile-page'),
  'column-list': () => import('./features/columns/pages/column-list-page'),
  'column-detail': () => import('./features/columns/pages/column-detail-page'),
  'column-search': () => import('./features/columns/pages/column-search-page'),
  'column-category': () => import('./features/columns/pages/column-category-page'),
  'question-list': () => import('./features/questions/pages/question-list-page'),
  'question-search': () => import('./features/questions/pages/question-search-page'),
  'question-type': () => import('./features/questions/pages/question-type-page'),
  'question-detail': () => import('./features/questions/pages/question-detail-page'),
};

export default remoteApp('mf_public', pages);
