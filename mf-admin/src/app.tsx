// The admin remote (mf_admin): /admin-login and /admin/* with its own dark frame. Each page is its
// own chunk, so opening one admin page downloads only that page.
import { remoteApp, type PageLoaders } from '@hiroba/shared-ui';
import { AdminAuthLayout } from './shared/components/admin-auth-layout';
import { AdminLayout } from './shared/components/admin-layout';

export const pages: PageLoaders<'mf_admin'> = {
  'admin-login': () => import(/* webpackChunkName: "page-admin-login" */ './features/auth/pages/admin-login-page'),
  'admin-dashboard': () => import(/* webpackChunkName: "page-admin-dashboard" */ './features/dashboard/pages/dashboard-page'),
  'admin-categories': () => import(/* webpackChunkName: "page-admin-categories" */ './features/categories/pages/category-list-page'),
  'admin-category-new': () => import(/* webpackChunkName: "page-admin-category-new" */ './features/categories/pages/category-new-page'),
  'admin-category-edit': () => import(/* webpackChunkName: "page-admin-category-edit" */ './features/categories/pages/category-edit-page'),
  'admin-columns': () => import(/* webpackChunkName: "page-admin-columns" */ './features/columns/pages/column-list-page'),
  'admin-column-new': () => import(/* webpackChunkName: "page-admin-column-new" */ './features/columns/pages/column-new-page'),
  'admin-column-edit': () => import(/* webpackChunkName: "page-admin-column-edit" */ './features/columns/pages/column-edit-page'),
  'admin-experts': () => import(/* webpackChunkName: "page-admin-experts" */ './features/experts/pages/expert-list-page'),
  'admin-expert-new': () => import(/* webpackChunkName: "page-admin-expert-new" */ './features/experts/pages/expert-new-page'),
  'admin-expert-detail': () => import(/* webpackChunkName: "page-admin-expert-detail" */ './features/experts/pages/expert-detail-page'),
  'admin-tags': () => import(/* webpackChunkName: "page-admin-tags" */ './features/tags/pages/tag-list-page'),
  'admin-tag-new': () => import(/* webpackChunkName: "page-admin-tag-new" */ './features/tags/pages/tag-new-page'),
  'admin-tag-edit': () => import(/* webpackChunkName: "page-admin-tag-edit" */ './features/tags/pages/tag-edit-page'),
  'admin-supporters': () => import(/* webpackChunkName: "page-admin-supporters" */ './features/supporters/pages/supporter-list-page'),
  'admin-supporter-new': () => import(/* webpackChunkName: "page-admin-supporter-new" */ './features/supporters/pages/supporter-new-page'),
  'admin-supporter-edit': () => import(/* webpackChunkName: "page-admin-supporter-edit" */ './features/supporters/pages/supporter-edit-page'),
  'admin-audit': () => import(/* webpackChunkName: "page-admin-audit" */ './features/audit/pages/audit-log-page'),
  'admin-reports': () => import(/* webpackChunkName: "page-admin-reports" */ './features/reviews/pages/review-list-page'),
  'admin-watched-words': () => import(/* webpackChunkName: "page-admin-watched-words" */ './features/watched-words/pages/watched-word-list-page'),
  'admin-search-words': () => import(/* webpackChunkName: "page-admin-search-words" */ './features/search-words/pages/search-words-page'),
  'admin-help-lines': () => import(/* webpackChunkName: "page-admin-help-lines" */ './features/help-lines/pages/help-line-list-page'),
  'admin-users': () => import(/* webpackChunkName: "page-admin-users" */ './features/users/pages/user-list-page'),
  'admin-user-detail': () => import(/* webpackChunkName: "page-admin-user-detail" */ './features/users/pages/user-detail-page'),
};

// The layouts guard every /admin page (docs/product.md#admin-guard) and draw the suspense fallback
// inside the frame.
// Nearly every admin page has a form or a table: the form parts come with each.
export default remoteApp('mf_admin', pages, {
  layouts: { admin: <AdminLayout />, 'admin-auth': <AdminAuthLayout /> },
  formPages: 'every page',
});
