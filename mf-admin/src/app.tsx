// The admin remote (mf_admin): /admin-login and /admin/* with its own dark frame. Each page is its
// own chunk, so opening one admin page downloads only that page.
import { lazy } from 'react';
import { Route, Routes, NotFoundPage } from '@hiroba/shared-ui';
import { AdminAuthLayout } from './shared/components/admin-auth-layout';
import { AdminLayout } from './shared/components/admin-layout';

const AdminLoginPage = lazy(() => import('./features/auth/pages/admin-login-page'));
const DashboardPage = lazy(() => import('./features/dashboard/pages/dashboard-page'));
const CategoryListPage = lazy(() => import('./features/categories/pages/category-list-page'));
const CategoryNewPage = lazy(() => import('./features/categories/pages/category-new-page'));
const CategoryEditPage = lazy(() => import('./features/categories/pages/category-edit-page'));
const ColumnListPage = lazy(() => import('./features/columns/pages/column-list-page'));
const ColumnNewPage = lazy(() => import('./features/columns/pages/column-new-page'));
const ColumnEditPage = lazy(() => import('./features/columns/pages/column-edit-page'));
const ExpertListPage = lazy(() => import('./features/experts/pages/expert-list-page'));
const ExpertNewPage = lazy(() => import('./features/experts/pages/expert-new-page'));
const ExpertDetailPage = lazy(() => import('./features/experts/pages/expert-detail-page'));
const TagListPage = lazy(() => import('./features/tags/pages/tag-list-page'));
const TagNewPage = lazy(() => import('./features/tags/pages/tag-new-page'));
const TagEditPage = lazy(() => import('./features/tags/pages/tag-edit-page'));
const UserListPage = lazy(() => import('./features/users/pages/user-list-page'));
const UserDetailPage = lazy(() => import('./features/users/pages/user-detail-page'));

export default function App() {
  return (
    <Routes>
      <Route element={<AdminAuthLayout />}>
        <Route path="/admin-login" element={<AdminLoginPage />} />
      </Route>
      {/* The layout guards every /admin page (spec section 6) and draws the suspense fallback. */}
      <Route path="/admin" element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="/admin/categories" element={<CategoryListPage />} />
        <Route path="/admin/categories/new" element={<CategoryNewPage />} />
        <Route path="/admin/categories/edit/:id?" element={<CategoryEditPage />} />
        <Route path="/admin/columns" element={<ColumnListPage />} />
        <Route path="/admin/columns/new" element={<ColumnNewPage />} />
        <Route path="/admin/columns/edit/:id?" element={<ColumnEditPage />} />
        <Route path="/admin/experts" element={<ExpertListPage />} />
        <Route path="/admin/experts/new" element={<ExpertNewPage />} />
        <Route path="/admin/experts/:id" element={<ExpertDetailPage />} />
        <Route path="/admin/tags" element={<TagListPage />} />
        <Route path="/admin/tags/new" element={<TagNewPage />} />
        <Route path="/admin/tags/edit/:id?" element={<TagEditPage />} />
        <Route path="/admin/users" element={<UserListPage />} />
        <Route path="/admin/users/expert/:id?" element={<UserDetailPage kind="expert" />} />
        <Route path="/admin/users/paid_member/:id?" element={<UserDetailPage kind="paid_member" />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
