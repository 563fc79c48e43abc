import { act, fireEvent, renderWithProviders, screen } from '../../../../shared-ui/test/render';
import { SNACKBAR_TIMEOUT_MS, snackbar, useSnackbar } from '@hiroba/shared-ui';
import { AdminStatusRegion } from './admin-status-region';

afterEach(() => {
  jest.useRealTimers();
  useSnackbar.getState().close();
});

test('shows snackbar messages in a live status region and hides them after the timeout', () => {
  jest.useFakeTimers();
  renderWithProviders(<AdminStatusRegion />);
  const region = screen.getByRole('status');
  expect(region).toBeEmptyDOMElement();

  act(() => snackbar.show('タグ「手話」を作成しました。', 'success'));
  expect(region).toHaveTextContent('完了タグ「手話」を作成しました。');

  act(() => jest.advanceTimersByTime(SNACKBAR_TIMEOUT_MS - 1));
  expect(region).toHaveTextContent('タグ「手話」を作成しました。');
  act(() => jest.advanceTimersByTime(1));
  expect(region).toBeEmptyDOMElement();
});

test('an error says エラー in words and can be closed by hand', () => {
  renderWithProviders(<AdminStatusRegion />);
  act(() => snackbar.show('削除できませんでした。', 'error'));
  expect(screen.getByRole('status')).toHaveTextContent('エラー削除できませんでした。');
  fireEvent.click(screen.getByRole('button', { name: 'お知らせを閉じる' }));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
