import { act, renderWithProviders, screen } from '@hiroba/shared-ui/test';
import { SHOW_AFTER_PX, ScrollToTopButton } from './scroll-to-top-button';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const button = () => screen.queryByRole('button', { name: 'ページの先頭へ戻る' });

beforeEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  window.scrollTo = jest.fn();
});

it('appears once the reader has scrolled further than 400 px, and goes at the top', async () => {
  renderWithProviders(
    <>
      <header>
        <a href="/">障害福祉Q&Aひろば</a>
      </header>
      <ScrollToTopButton />
    </>,
  );
  expect(button()).toBeNull();
  scrollWindowTo(SHOW_AFTER_PX);
  expect(button()).toBeNull();
  scrollWindowTo(SHOW_AFTER_PX + 1);
  expect(await screen.findByRole('button', { name: 'ページの先頭へ戻る' })).toBeInTheDocument();

  act(() => button()!.click());
  expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  // Keyboard users land where the eyes do.
  expect(screen.getByRole('link', { name: '障害福祉Q&Aひろば' })).toHaveFocus();
});

it('shows at once on a page opened already scrolled down', async () => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 2000 });
  renderWithProviders(<ScrollToTopButton />);
  expect(await screen.findByRole('button', { name: 'ページの先頭へ戻る' })).toBeInTheDocument();
});
