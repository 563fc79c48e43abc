import { api } from '@hiroba/api-client';
import { EmptyState, LoadingState, PageHeader, Stack, usePageData, LoadError, usePageTrail } from '@hiroba/shared-ui';
import { ListPager } from '../../../shared/components/list-pager';
import { ADMIN_PAGE_SIZE } from '../../../shared/lib/admin-constants';
import { roleFrom, useListParams } from '../../../shared/lib/list-params';
import { UserSearchForm } from '../components/user-search-form';
import { UserTable } from '../components/user-table';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';

export default function UserListPage() {
  usePageTrail('ユーザーの管理', [ADMIN_CRUMB], 'ユーザー');
  const { params, page, setFilters } = useListParams();
  const role = roleFrom(params.get('role'));
  const keyword = params.get('keyword')?.trim() ?? '';
  const { data, error, loading, reload } = usePageData(
    (signal) => api.users.list({ page, per: ADMIN_PAGE_SIZE, role, keyword: keyword || undefined }, { signal }),
    [page, role, keyword],
  );
  const filtered = Boolean(role || keyword);

  return (
    <Stack gap="lg">
      <PageHeader title="ユーザーの管理" lead="登録している会員を探して、役割や有料会員の状態を確かめます。" />
      <UserSearchForm key={`${keyword}|${role ?? ""}`} keyword={keyword} role={role} onSearch={setFilters} />
      {error ? <LoadError what="ユーザー" error={error} onRetry={reload} /> : null}
      {loading && !data && <LoadingState />}
      {data && data.data.length === 0 && (
        <EmptyState
          message={
            filtered
              ? '条件に合うユーザーはいません。キーワードを短くするか、役割を「すべての役割」にして探してください。'
              : 'まだユーザーがいません。会員が登録すると、ここに並びます。'
          }
        />
      )}
      {data && data.data.length > 0 && (
        <>
          <UserTable users={data.data} />
          <ListPager meta={data.meta} />
        </>
      )}
    </Stack>
  );
}
