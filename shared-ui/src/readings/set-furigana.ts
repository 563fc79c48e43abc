// The ふりがな switch's one action: remember the choice on the device, then show or drop the ruby on
// the open page. In the switch's chunk (components/furigana-switch.tsx), not in the first visit.
// A cookie of its own (`hiroba_furigana=on`, FURIGANA_COOKIE), so 文字サイズ・配色's cookie and the
// head script that reads it stay as they were.
import { FURIGANA_COOKIE } from '@hiroba/contract/reading-aids';
import { followFurigana } from './use-static-ruby';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function setFurigana(on: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${FURIGANA_COOKIE}=${on ? 'on' : ''}; Path=/; Max-Age=${on ? ONE_YEAR_S : 0}; SameSite=Lax${secure}`;
  followFurigana(on);
}
