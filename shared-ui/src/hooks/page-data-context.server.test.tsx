// The server's end of the page data's trip: React waits for each load once, writes the page with
// its data, and the collector keeps the data to send with the page.
import { setImmediate } from 'node:timers';
import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { collectPageData, PageDataContext } from './page-data-context';
import { useBreadcrumbs } from './use-breadcrumbs';
import { usePageData } from './use-page-data';
import { usePageTitle } from './use-page-title';

// React's server renderer schedules with Node's setImmediate, which jsdom does not provide.
globalThis.setImmediate ??= setImmediate;

function Title({ load }: { load: () => Promise<string> }) {
  const { data, loading } = usePageData(load, []);
  return <h1>{loading ? '読み込み中' : data}</h1>;
}

describe('on the server', () => {
  it('waits for the load, writes the page with its data, and keeps the data to send', async () => {
    const load = jest.fn(async () => '就労移行支援の利用期間');
    const collected = collectPageData();
    const { prelude } = await prerender(
      <PageDataContext value={collected.source}>
        <Suspense fallback="…">
          <Title load={load} />
        </Suspense>
      </PageDataContext>,
    );
    const html = await new Response(prelude).text();
    expect(html).toContain('<h1>就労移行支援の利用期間</h1>');
    expect(load).toHaveBeenCalledTimes(1);
    expect(Object.values(collected.results() ?? {})).toEqual(['就労移行支援の利用期間']);
  });

  it('a failed load sends no data: the browser draws that page itself', async () => {
    const collected = collectPageData();
    await prerender(
      <PageDataContext value={collected.source}>
        <Title load={() => Promise.reject(new Error('404'))} />
      </PageDataContext>,
    );
    expect(collected.results()).toBeNull();
  });
});

describe("the page's breadcrumbs and title", () => {
  function Page() {
    const { data } = usePageData(async () => '質問の題名', []);
    useBreadcrumbs([{ text: 'トップ', to: '/' }, { text: data ?? '' }], { tags: [{ text: '手話', to: '/question-and-answer/search/手話' }] });
    usePageTitle(data);
    return <h1>{data}</h1>;
  }

  it('are noted while the page is drawn, and a second draw with them loads nothing again', async () => {
    const collected = collectPageData();
    await prerender(
      <PageDataContext value={collected.source}>
        <Page />
      </PageDataContext>,
    );
    const { crumbs, title } = collected.chrome();
    expect(title).toBe('質問の題名');
    expect(crumbs).toEqual({ items: [{ text: 'トップ', to: '/' }, { text: '質問の題名' }], chips: { tags: [{ text: '手話', to: '/question-and-answer/search/手話' }] } });
    const again = collected.again(crumbs!);
    expect(again.crumbs).toEqual(crumbs);
    await prerender(
      <PageDataContext value={again}>
        <Page />
      </PageDataContext>,
    );
    expect(Object.keys(collected.results() ?? {})).toHaveLength(1);
  });
});
