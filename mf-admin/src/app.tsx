// The admin remote (mf_admin): /admin-login and /admin/* with its own dark frame. Each page is its
// own chunk, so opening one admin page downloads only that page.
import { remoteApp, type PageLoaders } from '@hiroba/shared-ui';
import { AdminAuthLayout } from './shared/components/admin-auth-layout';
import { AdminLayout } from './shared/components/admin-layout';

export const pages: PageLoaders<'mf_admin'> = {
  'admin-login': () => import('./features/auth/pages/admin-login-page'),
  'admin-dashboard': () => import('./features/dashboard/pages/dashboard-page'),
  'admin-categories': () => import('./features/categories/pages/category-list-page'),
  'admin-category-new': () => import('./features/categories/pages/category-new-page'),
  'admin-category-edit': () => import('./features/categories/pages/category-edit-page'),
  'admin-columns': () => import('./features/columns/pages/column-list-page'),
  'admin-column-new': () => import('./features/columns/pages/column-new-page'),
  'admin-column-edit': () => import('./features/columns/pages/column-edit-page'),
  'admin-experts': () => import('./features/experts/pages/expert-list-page'),
  'admin-expert-new': () => import('./features/experts/pages/expert-new-page'),
  'admin-expert-detail': () => import('./features/experts/pages/expert-detail-page'),
  'admin-tags': () => import('./features/tags/pages/tag-list-page'),
  'admin-tag-new': () => import('./features/tags/pages/tag-new-page'),
  'admin-tag-edit': () => import('./features/tags/pages/tag-edit-page'),
  'admin-users': () => import('./features/users/pages/user-list-page'),
  'admin-user-detail': () => import('./features/users/pages/user-detail-page'),
};

// The layouts guard every /admin page (docs/product.md#admin-guard) and draw the suspense fallback
// inside the frame.
export default remoteApp('mf_admin', pages, { layouts: { admin: <AdminLayout />, 'admin-auth': <AdminAuthLayout /> } });
