// 「ふりがな」 in the 文字サイズ・配色 panel: a native switch (a checkbox with role="switch"), which every
// screen reader announces as on or off, and whose label is its name.
import { useId } from 'react';
import { useFurigana } from './furigana';
import './furigana-switch.css';

export const FURIGANA_LABEL = 'ふりがな';

export function FuriganaSwitch() {
  const id = useId();
  const { on, setOn } = useFurigana();
  return (
    <div className="hiroba-furigana-switch">
      <input id={id} type="checkbox" role="switch" checked={on} onChange={(event) => setOn(event.currentTarget.checked)} aria-describedby={`${id}-note`} />
      <label htmlFor={id}>{FURIGANA_LABEL}</label>
      <p id={`${id}-note`}>漢字の上に読みがなを表示します。</p>
    </div>
  );
}
