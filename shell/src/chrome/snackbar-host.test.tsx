import { act, renderWithProviders, screen } from '@hiroba/shared-ui/test';
import { snackbar, useLoading, useSnackbar } from '@hiroba/shared-ui';
import { LoadingBar } from './loading-bar';
import { SnackbarHost } from './snackbar-host';

beforeEach(() => {
  jest.useFakeTimers();
  useSnackbar.setState({ current: null });
  useLoading.setState({ active: 0 });
});
afterEach(() => jest.useRealTimers());

it('shows a message as a status for 4000 ms, then closes it', () => {
  renderWithProviders(<SnackbarHost />);
  act(() => snackbar.show('保存しました。', 'success'));
  expect(screen.getByRole('status')).toHaveTextContent('保存しました。');
  act(() => jest.advanceTimersByTime(3999));
  expect(screen.getByRole('status')).toHaveTextContent('保存しました。');
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('an error is an alert, and the close button closes it at once', () => {
  renderWithProviders(<SnackbarHost />);
  act(() => snackbar.show('ログインの有効期限が切れました。', 'error'));
  expect(screen.getByRole('alert')).toHaveTextContent('ログインの有効期限が切れました。');
  act(() => screen.getByRole('button', { name: 'メッセージを閉じる' }).click());
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
});

it('the loading bar waits 200 ms before showing and fades 500 ms after loading ends', () => {
  renderWithProviders(<LoadingBar />);
  act(() => useLoading.getState().start());
  act(() => jest.advanceTimersByTime(199));
  expect(screen.queryByTestId('loading-bar')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByTestId('loading-bar')).toHaveAttribute('data-phase', 'running');

  act(() => useLoading.getState().finish());
  expect(screen.getByTestId('loading-bar')).toHaveAttribute('data-phase', 'finishing');
  act(() => jest.advanceTimersByTime(500));
  expect(screen.queryByTestId('loading-bar')).not.toBeInTheDocument();
});

it('a load shorter than 200 ms never shows the bar', () => {
  renderWithProviders(<LoadingBar />);
  act(() => useLoading.getState().start());
  act(() => jest.advanceTimersByTime(150));
  act(() => useLoading.getState().finish());
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByTestId('loading-bar')).not.toBeInTheDocument();
});
