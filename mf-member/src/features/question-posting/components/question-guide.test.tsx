import { waitFor } from '@testing-library/react';
import { renderWithProviders, screen, setFurigana } from '@hiroba/shared-ui/test';
import { QuestionGuide } from './question-guide';

afterEach(() => setFurigana(false));

describe('QuestionGuide', () => {
  it('has no ruby while ふりがな is off, and reads its heading, steps and warning while on', async () => {
    const { container } = renderWithProviders(<QuestionGuide />);
    const heading = screen.getByRole('heading', { name: '回答をもらいやすい質問の書き方' });
    const warning = screen.getByText('個人が特定される情報は書かないでください');
    expect(container.querySelector('ruby')).toBeNull();

    setFurigana(true);
    await waitFor(() => expect(heading.querySelector('ruby')).not.toBeNull());
    expect([...heading.querySelectorAll('rt')].map((rt) => rt.textContent)).toEqual(['かいとう', 'しつもん', 'か', 'かた']);
    expect(warning.querySelector('ruby')).not.toBeNull();
    expect(container.querySelectorAll('li ruby').length).toBeGreaterThan(5);

    setFurigana(false);
    await waitFor(() => expect(container.querySelector('ruby')).toBeNull());
  });
});
