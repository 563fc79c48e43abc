import { isApiError } from '@hiroba/api-client';
import { snackbar } from '@hiroba/shared-ui';

/**
 * Deletion after a plain confirmation dialog. `what` names the thing, e.g. タグ「福祉」.
 * Resolves true when it was deleted; a refusal from the server is shown, never thrown.
 */
export async function confirmAndRemove(what: string, remove: () => Promise<void>): Promise<boolean> {
  if (!window.confirm(`${what}を削除しますか？\n削除すると元に戻せません。`)) return false;
  try {
    await remove();
    snackbar.show(`${what}を削除しました。`, 'success');
    return true;
  } catch (error) {
    snackbar.show(isApiError(error) ? error.message : `${what}を削除できませんでした。`, 'error');
    return false;
  }
}
