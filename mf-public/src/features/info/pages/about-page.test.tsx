// The about page with ふりがな (docs/reading-aids.md#fixed-text): readings over the h1 and the body while
// on, from the readings made ahead of time; the operator's name from /config.json stays as written.
import { waitFor } from '@testing-library/react';
import { renderWithProviders, screen, setFurigana } from '@hiroba/shared-ui/test';
import { axeViolations } from '@hiroba/shared-ui/test/axe';
import AboutPage from './about-page';

const readings = (element: Element) => [...element.querySelectorAll('rt')].map((rt) => rt.textContent);

afterEach(() => setFurigana(false));

describe('AboutPage with ふりがな', () => {
  it('has no ruby while off', async () => {
    const { container } = renderWithProviders(<AboutPage />, { route: '/about' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('障害福祉Q&Aひろばについて');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('ruby')).toBeNull();
  });

  it('shows readings on the h1, the section headings and the body while on, none once switched off', async () => {
    setFurigana(true);
    const { container } = renderWithProviders(<AboutPage />, { route: '/about', config: { operator: { name: '株式会社見本' } } });
    const h1 = screen.getByRole('heading', { level: 1 });
    await waitFor(() => expect(h1.querySelector('ruby')).not.toBeNull());
    expect(readings(h1)).toEqual(['しょうがい', 'ふくし']);
    const section = screen.getByText((_, element) => element?.tagName === 'H2' && element.textContent?.startsWith('大切') === true);
    expect(readings(section)).toEqual(['たいせつ']);
    // A link's text inside the body, and the glossary's 障害のある方 (かた) in the lead.
    expect(readings(container.querySelector('a[href="/free-member-register"]') as Element)).toEqual(['むりょう', 'かいいん']);
    expect(readings(h1.parentElement as Element)).toContain('かた');
    // The operator's name comes from the deployment's config: no readings are made for it.
    const operator = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent?.includes('株式会社見本') === true);
    expect(operator.textContent).toContain('このサイトは 株式会社見本 が');
    expect(await axeViolations(container)).toEqual([]);

    setFurigana(false);
    await waitFor(() => expect(container.querySelector('ruby')).toBeNull());
  });
});
