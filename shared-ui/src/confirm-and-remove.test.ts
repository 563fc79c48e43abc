import { ApiError } from '@hiroba/api-client';
import { confirmAndRemove } from './confirm-and-remove';
import { useSnackbar } from './stores/snackbar';

const shown = () => useSnackbar.getState().current;

afterEach(() => {
  jest.restoreAllMocks();
  useSnackbar.getState().close();
});

describe('confirmAndRemove', () => {
  it('asks first and does nothing when the person cancels', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const remove = jest.fn();
    await expect(confirmAndRemove('この質問', remove)).resolves.toBe(false);
    expect(confirm).toHaveBeenCalledWith('この質問を削除しますか？\n削除すると元に戻せません。');
    expect(remove).not.toHaveBeenCalled();
    expect(shown()).toBeNull();
  });

  it('deletes after confirmation and says so', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const remove = jest.fn().mockResolvedValue(undefined);
    await expect(confirmAndRemove('タグ「福祉」', remove)).resolves.toBe(true);
    expect(remove).toHaveBeenCalledTimes(1);
    expect(shown()).toMatchObject({ message: 'タグ「福祉」を削除しました。', color: 'success' });
  });

  it("shows the server's refusal instead of throwing", async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const refusal = new ApiError(403, [{ message: '削除する権限がありません。' }]);
    await expect(confirmAndRemove('このコメント', () => Promise.reject(refusal))).resolves.toBe(false);
    expect(shown()).toMatchObject({ message: refusal.message, color: 'error' });
  });

  it('names the thing when any other failure happens', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    await expect(confirmAndRemove('この返信', () => Promise.reject(new TypeError('x')))).resolves.toBe(false);
    expect(shown()).toMatchObject({ message: 'この返信を削除できませんでした。', color: 'error' });
  });
});
