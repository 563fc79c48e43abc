import { api } from '@hiroba/api-client';
import { EmptyState, LoadingState, PageHeader, Stack, usePageData, LoadError, usePageTrail } from '@hiroba/shared-ui';
import { ListPager } from '../../../shared/components/list-pager';
import { ADMIN_PAGE_SIZE } from '../../../shared/lib/admin-constants';
import { useListParams } from '../../../shared/lib/list-params';
import { UserSearchForm } from '../components/user-search-form';
import { UserTable } from '../components/user-table';
import { criteriaFrom } from '../lib/user-list-query';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';

/** /admin/users: search, filter, order and page through the members; each row opens the page of the person's role. */
export default function UserListPage() {
  usePageTrail('ユーザーの管理', [ADMIN_CRUMB], 'ユーザー');
  const { params, page, setFilters } = useListParams();
  const { keyword, role, state, sort } = criteriaFrom(params);
  const { data, error, loading, reload } = usePageData(
    (signal) => api.users.list({ page, per: ADMIN_PAGE_SIZE, role, keyword, state, sort }, { signal }),
    [page, role, keyword, state, sort],
  );
  const filtered = Boolean(role || keyword || state);

  return (
    <Stack gap="lg">
      <PageHeader title="ユーザーの管理" lead="登録している会員を探して、役割や有料会員の状態、アカウントの状態を確かめます。" />
      <UserSearchForm
        key={`${keyword ?? ''}|${role ?? ''}|${state ?? ''}|${sort ?? ''}`}
        keyword={keyword}
        role={role}
        state={state}
        sort={sort}
        onSearch={(criteria) => setFilters({ ...criteria })}
      />
      {error ? <LoadError what="ユーザー" error={error} onRetry={reload} /> : null}
      {loading && !data && <LoadingState />}
      {data && data.data.length === 0 && (
        <EmptyState
          message={
            filtered
              ? '条件に合うユーザーはいません。キーワードを短くするか、役割や状態を「すべて」にして探してください。'
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
