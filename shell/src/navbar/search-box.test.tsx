import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { MantineProvider, theme } from '@hiroba/shared-ui';
import { renderWithProviders } from '@hiroba/shared-ui/test';
import { SearchBox } from './search-box';

function input(): HTMLInputElement {
  return screen.getByRole('searchbox', { name: 'キーワード検索' }) as HTMLInputElement;
}

it('is labelled and shows the placeholder キーワード検索', () => {
  renderWithProviders(<SearchBox />);
  expect(input()).toHaveAttribute('placeholder', 'キーワード検索');
});

it('Enter goes to /search/{keyword} and clears the input', async () => {
  const view = renderWithProviders(<SearchBox />, { route: '/column' });
  await userEvent.type(input(), '就労 支援{Enter}');
  expect(view.location()).toBe(`/search/${encodeURIComponent('就労 支援')}`);
  expect(input()).toHaveValue('');
});

it('the 検索 button submits too', async () => {
  const view = renderWithProviders(<SearchBox />);
  await userEvent.type(input(), '手話');
  await userEvent.click(screen.getByRole('button', { name: '検索' }));
  expect(view.location()).toBe(`/search/${encodeURIComponent('手話')}`);
});

it('an empty or blank keyword goes nowhere', async () => {
  const view = renderWithProviders(<SearchBox />, { route: '/column' });
  await userEvent.type(input(), '   {Enter}');
  expect(view.location()).toBe('/column');
});

it('on a search page the keyword is replaced, not stacked in the history', async () => {
  let navigate: ReturnType<typeof useNavigate> = () => undefined;
  let where = '';
  function Probe() {
    navigate = useNavigate();
    where = useLocation().pathname;
    return null;
  }
  render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter initialEntries={['/column', '/search/old']} initialIndex={1}>
        <Probe />
        <SearchBox />
      </MemoryRouter>
    </MantineProvider>,
  );
  await userEvent.type(input(), 'new{Enter}');
  expect(where).toBe('/search/new');
  // Back skips the replaced search page and returns to where the person came from.
  const { act } = await import('@testing-library/react');
  act(() => {
    void navigate(-1);
  });
  expect(where).toBe('/column');
});

it('ignores the Enter that confirms an IME conversion', () => {
  renderWithProviders(<SearchBox />);
  fireEvent.change(input(), { target: { value: 'ふくし' } });
  // A prevented keydown means the browser will not submit the form.
  expect(fireEvent.keyDown(input(), { key: 'Enter', isComposing: true })).toBe(false);
  expect(fireEvent.keyDown(input(), { key: 'Enter', keyCode: 229 })).toBe(false);
  expect(fireEvent.keyDown(input(), { key: 'Enter' })).toBe(true);
  expect(input()).toHaveValue('ふくし');
});
