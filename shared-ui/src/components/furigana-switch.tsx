// 「ふりがな」 in the 文字サイズ・配色 panel: a native switch (a checkbox with role="switch"), which every
// screen reader announces as on or off, and whose label is its name. Its few styles are inline: a
// stylesheet of its own would add a CSS chunk to the runtime's chunk maps, which every first visit
// loads. A 44px target (css/touch-targets.css) with the site's focus ring (css/focus.css applies to
// inputs).
import { useId, type CSSProperties } from 'react';
import { setFurigana } from '../readings/set-furigana';
import { useFuriganaOn } from '../readings/use-static-ruby';

const SMALL: CSSProperties = { margin: 0, fontSize: 'var(--mantine-font-size-sm)' };
const STYLES = {
  root: { display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'center', columnGap: '0.5rem' },
  input: { width: '1.5rem', height: '1.5rem', margin: '0.625rem', accentColor: 'var(--mantine-primary-color-filled)' },
  label: { ...SMALL, fontWeight: 700 },
  note: { ...SMALL, gridColumn: '1 / -1' },
} satisfies Record<string, CSSProperties>;

export function FuriganaSwitch() {
  const id = useId();
  const on = useFuriganaOn();
  return (
    <div style={STYLES.root}>
      <input id={id} type="checkbox" role="switch" style={STYLES.input} checked={on} onChange={(event) => setFurigana(event.currentTarget.checked)} aria-describedby={`${id}-note`} />
      <label htmlFor={id} style={STYLES.label}>
        ふりがな
      </label>
      <p id={`${id}-note`} style={STYLES.note}>
        漢字の上に読みがなを表示します。
      </p>
    </div>
  );
}
