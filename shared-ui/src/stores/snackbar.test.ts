import { SNACKBAR_TIMEOUT_MS, snackbar, useSnackbar } from './snackbar';

beforeEach(() => useSnackbar.setState({ current: null }));

describe('snackbar', () => {
  it('shows one message with a colour, info by default', () => {
    expect(SNACKBAR_TIMEOUT_MS).toBe(4000);
    snackbar.show('保存しました。', 'success');
    expect(useSnackbar.getState().current).toMatchObject({ message: '保存しました。', color: 'success' });
    snackbar.show('お知らせです。');
    expect(useSnackbar.getState().current).toMatchObject({ message: 'お知らせです。', color: 'info' });
  });

  it('gives every message a new id, even with the same text', () => {
    snackbar.show('同じ文');
    const first = useSnackbar.getState().current?.id;
    snackbar.show('同じ文');
    expect(useSnackbar.getState().current?.id).not.toBe(first);
  });

  it('close(id) closes only the message it was given, close() any', () => {
    snackbar.show('古い');
    const old = useSnackbar.getState().current!.id;
    snackbar.show('新しい', 'error');
    snackbar.close(old); // the old message's timer ends after a newer one is shown
    expect(useSnackbar.getState().current?.message).toBe('新しい');
    snackbar.close();
    expect(useSnackbar.getState().current).toBeNull();
  });
});
