import { renderHook } from '@testing-library/react';
import { useBreadcrumbStore } from '../stores/breadcrumbs';
import { usePageTitleStore } from '../stores/page-title';
import { useBreadcrumbs } from './use-breadcrumbs';
import { usePageTitle } from './use-page-title';

describe('usePageTitle', () => {
  it('writes `${title}｜障害福祉Q&Aひろば` and the store', () => {
    renderHook(() => usePageTitle('コラム一覧'));
    expect(document.title).toBe('コラム一覧｜障害福祉Q&Aひろば');
    expect(usePageTitleStore.getState().title).toBe('コラム一覧');
  });

  it('uses the bare site title for null (top page) and waits on undefined', () => {
    const { rerender } = renderHook(({ title }: { title: string | null | undefined }) => usePageTitle(title), {
      initialProps: { title: null as string | null | undefined },
    });
    expect(document.title).toBe('障害福祉Q&Aひろば｜障害福祉の質問と回答・コラム');
    rerender({ title: undefined });
    expect(document.title).toBe('障害福祉Q&Aひろば｜障害福祉の質問と回答・コラム');
  });
});

describe('useBreadcrumbs', () => {
  it('sets items and chips while mounted, ignores equal new arrays, clears on unmount', () => {
    const set = jest.spyOn(useBreadcrumbStore.getState(), 'set');
    const items = () => [{ text: 'トップ', to: '/' }, { text: 'コラム', disabled: true }];
    const chips = () => ({ tags: [{ text: '手話', to: '/column/search/手話' }] });
    const { rerender, unmount } = renderHook(() => useBreadcrumbs(items(), chips()));
    rerender();
    rerender();
    expect(useBreadcrumbStore.getState().items).toEqual(items());
    expect(useBreadcrumbStore.getState().chips).toEqual(chips());
    expect(set).toHaveBeenCalledTimes(1);
    unmount();
    expect(useBreadcrumbStore.getState()).toMatchObject({ items: [], chips: {} });
  });
});
