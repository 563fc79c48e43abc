// A page's own readings both sides of hydration: drawn on the server with the page when the reader's
// cookie has ふりがな on (a failed load draws the text without ruby and never fails the page), sent
// with it, taken over in the browser without loading them again, and loaded again for a signed-in
// reader without holding their controls back.
import { setImmediate } from 'node:timers';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import type { ReactNode } from 'react';
import { collectPageData, DrawnFurigana, FURIGANA_OFF, furiganaToDraw, PageDataContext, pageDataFromServer, type Furigana, type PageDataSource } from '@hiroba/shared-ui';
import type { RubyText as Ruby } from '@hiroba/contract/reading-aids';
import { setFurigana } from '@hiroba/shared-ui/test';
import { RubyText } from './ruby-text';
import { useReadings } from './use-readings';

// React's server renderer schedules with Node's setImmediate, which jsdom does not provide.
globalThis.setImmediate ??= setImmediate;

const TEXT = '障害のある方';
const RUBY: Ruby = [['障害', 'しょうがい'], 'のある', ['方', 'かた']];

function Title({ load }: { load: () => Promise<Ruby | null> }) {
  const readings = useReadings(load, 'question-1');
  return (
    <h1>
      <RubyText text={TEXT} ruby={readings} />
    </h1>
  );
}

const tree = (source: PageDataSource, furigana: Furigana, children: ReactNode) => (
  <PageDataContext value={source}>
    <DrawnFurigana value={furigana}>{children}</DrawnFurigana>
  </PageDataContext>
);

async function drawOnServer(furigana: Furigana, load: () => Promise<Ruby | null>) {
  const collected = collectPageData();
  const { prelude } = await prerender(tree(collected.source, furigana, <Title load={load} />));
  return { html: await new Response(prelude).text(), data: collected.results() };
}

let on: Furigana;
beforeAll(async () => {
  on = (await furiganaToDraw(true))!;
});

describe('on the server', () => {
  it('with ふりがな on, draws the text with its readings and keeps them to send with the page', async () => {
    const load = jest.fn(async () => RUBY);
    const { html, data } = await drawOnServer(on, load);
    expect(html).toContain('<ruby>障害<rp>（</rp><rt>しょうがい</rt><rp>）</rp></ruby>');
    expect(load).toHaveBeenCalledTimes(1);
    expect(Object.values(data ?? {})).toEqual([RUBY]);
  });

  it('with ふりがな off, loads nothing and draws the text alone', async () => {
    const load = jest.fn(async () => RUBY);
    const { html, data } = await drawOnServer(FURIGANA_OFF, load);
    expect(html).toBe(`<h1>${TEXT}</h1>`);
    expect(load).not.toHaveBeenCalled();
    expect(data).toEqual({});
  });

  it('a failed load draws the text without ruby, and the page is still drawn', async () => {
    const { html, data } = await drawOnServer(on, () => Promise.reject(new Error('503')));
    expect(html).toBe(`<h1>${TEXT}</h1>`);
    expect(data).not.toBeNull();
  });
});

describe('in the browser', () => {
  const errors = jest.spyOn(console, 'error');
  // React's errors (a hydration mismatch among them), but its warning that this one test process drew
  // the same providers with the server's renderer and the browser's.
  const reactErrors = () => errors.mock.calls.map(([message]) => String(message)).filter((message) => !message.includes('multiple renderers'));
  // The reader's cookie has ふりがな on, as the server saw it.
  beforeEach(async () => {
    errors.mockClear();
    setFurigana(true);
    on = (await furiganaToDraw(true))!;
  });
  const roots: Root[] = [];
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    setFurigana(false);
  });

  async function hydrate(refresh: boolean, load: () => Promise<Ruby | null>) {
    const { html, data } = await drawOnServer(on, async () => RUBY);
    const root = document.createElement('div');
    root.innerHTML = html;
    const source = pageDataFromServer('/q', data ?? {}, () => '/q', undefined, { refresh });
    await act(async () => {
      roots.push(hydrateRoot(root, tree(source, on, <Title load={load} />)));
    });
    return { root, source, drawnHeading: html };
  }

  it('takes the page over with the readings it was drawn with, loading nothing', async () => {
    const load = jest.fn(async () => RUBY);
    const { root, drawnHeading } = await hydrate(false, load);
    expect(root.innerHTML).toBe(drawnHeading);
    expect(load).not.toHaveBeenCalled();
    expect(reactErrors()).toEqual([]);
  });

  it('for a signed-in reader, loads them again without holding back their own controls', async () => {
    let answer!: (ruby: Ruby) => void;
    const load = jest.fn(() => new Promise<Ruby>((resolve) => (answer = resolve)));
    const { root, source, drawnHeading } = await hydrate(true, load);
    expect(load).toHaveBeenCalledTimes(1);
    // The drawn readings stay meanwhile, and nothing waits for them.
    expect(root.innerHTML).toBe(drawnHeading);
    expect(source.visitorDataShown?.()).toBe(false);
    await act(async () => answer([['障害', 'しょうがい'], 'のある', ['方', 'ほう']]));
    expect(root.querySelectorAll('rt')[1]?.textContent).toBe('ほう');
    expect(reactErrors()).toEqual([]);
  });
});
