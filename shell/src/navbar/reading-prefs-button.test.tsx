import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@hiroba/shared-ui/test';
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
