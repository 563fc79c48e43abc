// The ふりがな switch's one action: remember the choice on the device, then show or drop the ruby on
// the open page. In the switch's chunk (components/furigana-switch.tsx), not in the first visit.
// A cookie of its own (`hiroba_furigana=on`, FURIGANA_COOKIE), so 文字サイズ・配色's cookie and the
// head script that reads it stay as they were.
import { FURIGANA_COOKIE } from '@hiroba/contract/reading-aids';
import { writeDeviceCookie } from '../device-cookie';
import { followFurigana } from './use-static-ruby';

export function setFurigana(on: boolean): void {
  writeDeviceCookie(FURIGANA_COOKIE, on ? 'on' : null);
  followFurigana(on);
}
