import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { renderToString } from 'react-dom/server';
import { READ_ALOUD_STATUS } from '@hiroba/contract/reading-aids';
import { ENGLISH_VOICE, JAPANESE_VOICE, installSpeechSynthesis, renderWithProviders } from '../../test';
import { axeViolations } from '../../test/axe';
import { PageHeader } from '../components/page-header';
import { ReadAloudButton } from './read-aloud-button';
import { READ_ALOUD_HIGHLIGHT } from './read-aloud-player';

function Page() {
  return (
    <main>
      {/* The heading is read unmarked, found by PageHeader's class (page-text.ts). */}
      <PageHeader title="嚥下の相談">
        <ReadAloudButton />
      </PageHeader>
      <div data-read-aloud="">
        食事が難しくなりました。
        <button type="button">いいね</button>
        {'\n'}どうすればよいですか？
      </div>
      <p>読まない段落です。</p>
      <article data-read-aloud="">
        <p>
          まずは<ruby>
            主治医<rp>（</rp><rt>しゅじい</rt><rp>）</rp>
          </ruby>に相談を。
        </p>
        <p>以上です。</p>
      </article>
    </main>
  );
}

/** A CSS.highlights for jsdom: the test reads the text of the range highlighted. */
function installHighlights() {
  const highlights = new Map<string, { ranges: Range[] }>();
  Object.defineProperty(window, 'Highlight', { configurable: true, value: class { ranges: Range[]; constructor(...ranges: Range[]) { this.ranges = ranges; } } });
  Object.defineProperty(globalThis, 'CSS', { configurable: true, value: { highlights } });
  return () => highlights.get(READ_ALOUD_HIGHLIGHT)?.ranges[0].toString() ?? null;
}

let uninstall: () => void = () => undefined;
afterEach(() => uninstall());

// jsdom does no layout: each test says where the sentence is; in view unless it says otherwise.
const inView = { top: 100, bottom: 130, height: 30 } as DOMRect;
beforeEach(() => {
  Range.prototype.getBoundingClientRect = () => inView;
  window.scrollBy = jest.fn();
});

const status = () => screen.getByRole('status');

it('is not there without speechSynthesis, nor with voices for other languages only', async () => {
  const { unmount } = renderWithProviders(<Page />);
  expect(screen.queryByRole('button', { name: '読み上げる' })).toBeNull();
  unmount();
  uninstall = installSpeechSynthesis([ENGLISH_VOICE]).uninstall;
  renderWithProviders(<Page />);
  await act(() => Promise.resolve());
  expect(screen.queryByRole('button', { name: '読み上げる' })).toBeNull();
  expect(screen.queryByRole('status')).toBeNull();
});

it('appears when a Japanese voice arrives late (voiceschanged)', async () => {
  const installed = installSpeechSynthesis([ENGLISH_VOICE]);
  uninstall = installed.uninstall;
  renderWithProviders(<Page />);
  expect(screen.queryByRole('button', { name: '読み上げる' })).toBeNull();
  act(() => installed.synthesis.setVoices([ENGLISH_VOICE, { lang: 'ja_JP', name: 'Otoya' }]));
  expect(await screen.findByRole('button', { name: '読み上げる' })).toBeInTheDocument();
});

it('reads the marked blocks sentence by sentence with the glossary readings, highlighting each, then stops by itself', async () => {
  const installed = installSpeechSynthesis([ENGLISH_VOICE, JAPANESE_VOICE]);
  uninstall = installed.uninstall;
  const highlighted = installHighlights();
  const { synthesis } = installed;
  const user = userEvent.setup();
  renderWithProviders(<Page />);
  await user.click(await screen.findByRole('button', { name: '読み上げる' }));
  await waitFor(() => expect(synthesis.spoken).toHaveLength(1));
  expect(synthesis.spoken[0]).toMatchObject({ text: 'えんげの相談', lang: 'ja-JP', voice: JAPANESE_VOICE });
  // The highlight is over the text as shown, not as spoken.
  expect(highlighted()).toBe('嚥下の相談');
  for (let i = 0; i < 3; i++) act(() => synthesis.finish());
  // The ruby's reading is not spoken (the base is), but the highlight covers the ruby whole.
  expect(highlighted()).toBe('まずは主治医（しゅじい）に相談を。');
  act(() => synthesis.finish());
  expect(highlighted()).toBe('以上です。');
  act(() => synthesis.finish());
  expect(synthesis.spoken.map((u) => u.text)).toEqual([
    'えんげの相談',
    '食事が難しくなりました。',
    'どうすればよいですか？',
    'まずはしゅじいに相談を。',
    '以上です。',
  ]);
  expect(highlighted()).toBeNull();
  expect(status()).toHaveTextContent(READ_ALOUD_STATUS.stopped);
  expect(screen.getByRole('button', { name: '読み上げる' })).toBeInTheDocument();
});

it('works from the keyboard: pause, resume and stop are told, and the focus stays on the control', async () => {
  const { synthesis, uninstall: off } = installSpeechSynthesis([JAPANESE_VOICE]);
  uninstall = off;
  const user = userEvent.setup();
  renderWithProviders(<Page />);
  const button = await screen.findByRole('button', { name: '読み上げる' });
  await user.tab();
  expect(button).toHaveFocus();

  await user.keyboard('{Enter}');
  await waitFor(() => expect(status()).toHaveTextContent(READ_ALOUD_STATUS.speaking));
  // The same button now pauses: the focus did not move.
  expect(button).toHaveFocus();
  expect(button).toHaveAccessibleName('一時停止');

  await user.keyboard('{Enter}');
  expect(status()).toHaveTextContent(READ_ALOUD_STATUS.paused);
  expect(synthesis.paused).toBe(true);
  expect(button).toHaveAccessibleName('再開');
  expect(button).toHaveFocus();

  await user.keyboard(' ');
  expect(status()).toHaveTextContent(READ_ALOUD_STATUS.speaking);
  expect(synthesis.paused).toBe(false);
  act(() => synthesis.finish());
  expect(synthesis.spoken).toHaveLength(2);

  await user.tab();
  expect(screen.getByRole('button', { name: '停止' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(status()).toHaveTextContent(READ_ALOUD_STATUS.stopped);
  expect(synthesis.speaking).toBe(false);
  expect(screen.queryByRole('button', { name: '停止' })).toBeNull();
  // 停止 went away: the focus is on 読み上げる, not lost to the page.
  expect(button).toHaveFocus();
  expect(button).toHaveAccessibleName('読み上げる');
  expect(await axeViolations(document.body)).toEqual([]);
});

it('stops reading when the page goes', async () => {
  const { synthesis, uninstall: off } = installSpeechSynthesis([JAPANESE_VOICE]);
  uninstall = off;
  const user = userEvent.setup();
  const { unmount } = renderWithProviders(<Page />);
  await user.click(await screen.findByRole('button', { name: '読み上げる' }));
  await waitFor(() => expect(synthesis.speaking).toBe(true));
  unmount();
  expect(synthesis.speaking).toBe(false);
  expect(synthesis.spoken).toHaveLength(1);
});

it('scrolls only when the sentence is out of view, at once for readers who asked for less motion', async () => {
  const { synthesis, uninstall: off } = installSpeechSynthesis([JAPANESE_VOICE]);
  uninstall = off;
  const user = userEvent.setup();
  renderWithProviders(<Page />);
  await user.click(await screen.findByRole('button', { name: '読み上げる' }));
  await waitFor(() => expect(synthesis.spoken).toHaveLength(1));
  expect(window.scrollBy).not.toHaveBeenCalled();

  const below = { top: window.innerHeight + 200, bottom: window.innerHeight + 230, height: 30 } as DOMRect;
  Range.prototype.getBoundingClientRect = () => below;
  act(() => synthesis.finish());
  expect(window.scrollBy).toHaveBeenLastCalledWith({ top: 200 + window.innerHeight - window.innerHeight / 3, behavior: 'smooth' });

  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query === '(prefers-reduced-motion: reduce)' });
  act(() => synthesis.finish());
  window.matchMedia = matchMedia;
  expect(window.scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'auto' }));
});

it('stops reading when the address changes under it', async () => {
  const { synthesis, uninstall: off } = installSpeechSynthesis([JAPANESE_VOICE]);
  uninstall = off;
  function Away() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate('/column')}>
        コラムへ
      </button>
    );
  }
  const user = userEvent.setup();
  const { location } = renderWithProviders(
    <>
      <Page />
      <Away />
    </>,
    { route: '/question-and-answer/一般/1' },
  );
  await user.click(await screen.findByRole('button', { name: '読み上げる' }));
  await waitFor(() => expect(synthesis.speaking).toBe(true));
  await user.click(screen.getByRole('button', { name: 'コラムへ' }));
  expect(location()).toBe('/column');
  expect(synthesis.speaking).toBe(false);
  expect(synthesis.spoken).toHaveLength(1);
  expect(screen.getByRole('button', { name: '読み上げる' })).toBeInTheDocument();
});

it('holds its place from the server’s drawing on, with no button in it there', () => {
  const html = renderToString(<ReadAloudButton />);
  expect(html).toBe('<div class="hiroba-read-aloud-place" style="min-height:2.75rem"></div>');
});
