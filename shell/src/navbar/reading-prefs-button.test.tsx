import { fireEvent, screen } from '@testing-library/react';
import { useFuriganaOn } from '@hiroba/shared-ui';
import { renderWithProviders, setFurigana } from '@hiroba/shared-ui/test';
import { ReadingPrefsButton } from './reading-prefs-button';

describe('ReadingPrefsButton', () => {
  it('opens and closes the settings panel as a disclosure, Escape returning focus to the button', () => {
    renderWithProviders(<ReadingPrefsButton />);
    const button = screen.getByRole('button', { name: '文字サイズ・配色' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: '文字サイズ・配色の設定' })).toBeNull();

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: '文字サイズ・配色の設定' });
    expect(button).toHaveAttribute('aria-controls', panel.id);

    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('ふりがな in the panel', () => {
  afterEach(() => setFurigana(false));

  it('is a switch, off by default, that remembers its choice in its cookie and turns the open page\'s ruby on and off', async () => {
    function PageState() {
      return <p>{useFuriganaOn() ? 'ふりがなあり' : 'ふりがななし'}</p>;
    }
    renderWithProviders(
      <>
        <ReadingPrefsButton />
        <PageState />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: '文字サイズ・配色' }));
    const toggle = await screen.findByRole('switch', { name: 'ふりがな' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('漢字の上に読みがなを表示します。');
    expect(screen.getByText('ふりがななし')).toBeInTheDocument();

    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(document.cookie).toContain('hiroba_furigana=on');
    expect(screen.getByText('ふりがなあり')).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(document.cookie).not.toContain('hiroba_furigana=on');
    expect(screen.getByText('ふりがななし')).toBeInTheDocument();
  });
});
