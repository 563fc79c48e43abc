import { isApiErrorLike } from './apply-server-errors';
import { snackbar } from './stores/snackbar';

/**
 * Deletion after the browser's own confirmation dialog (keyboard and screen-reader ready on every
 * device). `what` names the thing, e.g. この質問 or タグ「福祉」. Resolves true when it was deleted;
 * a refusal from the server is shown in the snackbar, never thrown.
 */
export async function confirmAndRemove(what: string, remove: () => Promise<void>): Promise<boolean> {
  if (!window.confirm(`${what}を削除しますか？\n削除すると元に戻せません。`)) return false;
  try {
    await remove();
    snackbar.show(`${what}を削除しました。`, 'success');
    return true;
  } catch (error) {
    // shared-ui may not call api-client at run time, so ApiError is known by shape.
    snackbar.show(isApiErrorLike(error) ? error.message : `${what}を削除できませんでした。`, 'error');
    return false;
  }
}
