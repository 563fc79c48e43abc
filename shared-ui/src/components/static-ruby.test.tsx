// The fixed text's ふりがな through the page parts (docs/reading-aids.md#fixed-text): PageHeader's title and
// lead and Prose's body show ruby from the generated readings while ふりがな is on, and none at all while off.
import { screen, waitFor } from '@testing-library/react';
import { setFurigana } from '../../test/furigana';
import { renderWithProviders } from '../../test/render';
import { PageHeader } from './page-header';
import { Prose } from './prose';


function AboutLike() {
  return (
    <>
      <PageHeader title="障害福祉Q&Aひろばについて" lead="障害のある方、ご家族、支援に関わる方が、困りごとを質問し、経験や知識を分かち合う場所です。" />
      <Prose>
        <h2>大切にしていること</h2>
        <p>
          ご意見やご質問は<a href="/contact">お問い合わせ</a>からお寄せください。
        </p>
      </Prose>
    </>
  );
}

afterEach(() => setFurigana(false));

describe('fixed text with ふりがな', () => {
  it('is drawn as it was, without ruby, while ふりがな is off', async () => {
    const { container } = renderWithProviders(<AboutLike />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.innerHTML).toBe('障害福祉Q&amp;Aひろばについて');
    // Nothing arrives later either.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('ruby')).toBeNull();
  });

  it('shows the readings on the h1, the lead, a Prose heading and a link while on, and removes them when switched off', async () => {
    setFurigana(true);
    const { container } = renderWithProviders(<AboutLike />);
    const heading = screen.getByRole('heading', { level: 1 });
    await waitFor(() => expect(heading.querySelector('ruby')).not.toBeNull());
    // 障害(しょうがい)福祉(ふくし): the reading over each word, the text itself unchanged.
    expect([...heading.querySelectorAll('ruby')].map((ruby) => ruby.firstChild?.textContent)).toEqual(['障害', '福祉']);
    expect([...heading.querySelectorAll('rt')].map((rt) => rt.textContent)).toEqual(['しょうがい', 'ふくし']);
    expect(heading.textContent?.replace(/（[^）]*）/g, '')).toBe('障害福祉Q&Aひろばについて');
    // The lead: 障害のある方 from the glossary (方 is かた, not ほう).
    expect(screen.getAllByText('かた', { selector: 'rt' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2 }).querySelector('rt')).toHaveTextContent('たいせつ');
    expect(screen.getByRole('link').querySelector('rt')).not.toBeNull();

    setFurigana(false);
    await waitFor(() => expect(container.querySelector('ruby')).toBeNull());
    expect(heading.innerHTML).toBe('障害福祉Q&amp;Aひろばについて');

    setFurigana(true);
    await waitFor(() => expect(heading.querySelector('ruby')).not.toBeNull());
  });

  it("leaves a title that brings its own ruby (a question's) as it is", async () => {
    setFurigana(true);
    const own = (
      <ruby>
        障害福祉<rt>ほか</rt>
      </ruby>
    );
    renderWithProviders(<PageHeader title={own} lead="障害福祉について、専門家やほかの会員に質問できます。" />);
    await waitFor(() => expect(screen.getAllByText('かいいん', { selector: 'rt' })).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1 }).querySelectorAll('rt')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).querySelector('rt')).toHaveTextContent('ほか');
  });
});
