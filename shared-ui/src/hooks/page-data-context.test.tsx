// The browser's end of the page data's trip (the server's end: page-data-context.server.test.tsx):
// the first draw uses what the server sent and loads nothing; a later visit loads as usual.
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLoading } from '../stores/loading';
import { PageDataContext, pageDataFromServer, type PageDataSource } from './page-data-context';
import { usePageData } from './use-page-data';
import { useReadersOwnData } from './use-readers-own-data';

function Title({ load }: { load: () => Promise<string> }) {
  const { data, loading } = usePageData(load, []);
  return <h1>{loading ? '読み込み中' : data}</h1>;
}

const withSource = (source: PageDataSource | null) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <PageDataContext value={source}>{children}</PageDataContext>;
  };

beforeEach(() => useLoading.setState({ active: 0 }));

describe('in the browser', () => {
  it('ignores the data once the reader is on another URL', () => {
    const source = pageDataFromServer('/column', { ':R0:': 'old' }, () => '/question-and-answer');
    expect(source.initial?.(':R0:')).toBeUndefined();
  });

  it('gives each entry once: a later visit of the same page loads afresh', async () => {
    const source = pageDataFromServer('/', { a: 1 }, () => '/');
    expect(source.initial?.('a')).toEqual({ data: 1 });
    source.taken?.('a');
    expect(source.initial?.('a')).toBeUndefined();
  });

  it('a hydrated page draws the sent data at once, without loading it', async () => {
    const load = jest.fn(async () => 'loaded');
    let seenId = '';
    const source: PageDataSource = {
      initial: (id) => {
        seenId = id;
        return { data: '送られた題名' };
      },
      taken: jest.fn(),
    };
    await act(async () => {
      render(<Title load={load} />, { wrapper: withSource(source) });
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('送られた題名');
    expect(load).not.toHaveBeenCalled();
    expect(useLoading.getState().active).toBe(0);
    expect(source.taken).toHaveBeenCalledWith(seenId);
  });

  it("for a signed-in reader, draws the visitor's data at once and keeps it shown while loading theirs", async () => {
    let answer!: (title: string) => void;
    const load = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    function Shown() {
      const { data } = usePageData(load, []);
      return <h1>{data ?? '読み込み中'}</h1>;
    }
    const source = pageDataFromServer('/', {}, () => '/', undefined, { refresh: true });
    const sent = jest.spyOn(source, 'initial').mockReturnValue({ data: 'みんなの題名' });
    await act(async () => {
      render(<Shown />, { wrapper: withSource(source) });
    });
    expect(sent).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('みんなの題名');
    expect(load).toHaveBeenCalledTimes(1);
    expect(useLoading.getState().active).toBe(1);
    await act(async () => {
      answer('あなたの題名');
      await new Promise((resolve) => setTimeout(resolve, 250));
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('あなたの題名');
    expect(useLoading.getState().active).toBe(0);
  });
});

describe("a signed-in reader's own state on a page drawn for a visitor", () => {
  function Favorite({ load }: { load: () => Promise<boolean> }) {
    const { data } = usePageData(load, []);
    const own = useReadersOwnData();
    return (
      <button type="button" aria-pressed={data} disabled={!own}>
        お気に入り
      </button>
    );
  }
  const pending = () => {
    let answer!: (on: boolean) => void;
    const load = jest.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    return { load, answer: (on: boolean) => answer(on) };
  };
  const drawnForVisitor = (refresh: boolean) => {
    const source = pageDataFromServer('/', {}, () => '/', undefined, { refresh });
    jest.spyOn(source, 'initial').mockReturnValue({ data: false });
    return source;
  };
  const button = () => screen.getByRole('button', { name: 'お気に入り' });

  it("waits for the reader's own data, and is enabled with it", async () => {
    const { load, answer } = pending();
    await act(async () => {
      render(<Favorite load={load} />, { wrapper: withSource(drawnForVisitor(true)) });
    });
    expect(button()).toBeDisabled();
    await act(async () => {
      answer(true);
      await new Promise((resolve) => setTimeout(resolve, 250));
    });
    expect(button()).toBeEnabled();
    expect(button()).toHaveAttribute('aria-pressed', 'true');
  });

  it('does not wait when the data drawn is already the reader’s (a visitor)', async () => {
    const { load } = pending();
    await act(async () => {
      render(<Favorite load={load} />, { wrapper: withSource(drawnForVisitor(false)) });
    });
    expect(load).not.toHaveBeenCalled();
    expect(button()).toBeEnabled();
  });

  it('stops waiting for a part of the page that is gone before its data came', async () => {
    const source = drawnForVisitor(true);
    const { load } = pending();
    const { unmount } = render(<Favorite load={load} />, { wrapper: withSource(source) });
    await act(async () => undefined);
    expect(source.visitorDataShown?.()).toBe(true);
    unmount();
    expect(source.visitorDataShown?.()).toBe(false);
  });
});

describe('the breadcrumbs a page was drawn with', () => {
  const crumbs = { items: [{ text: 'トップ', to: '/' }, { text: 'Q&A' }], chips: { categories: [{ text: '就労支援', to: '/column/就労支援' }] } };

  it('are there while the reader is on the page the server drew, and gone after they move on', () => {
    let url = '/question-and-answer/一般/1';
    const source = pageDataFromServer('/question-and-answer/一般/1', {}, () => url, crumbs);
    expect(source.crumbs).toEqual(crumbs);
    url = '/question-and-answer';
    expect(source.crumbs).toBeUndefined();
  });
});
