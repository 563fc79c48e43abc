// 文字サイズ・配色 and ふりがな behind one button in the header, so the wide controls do not crowd it. A plain
// disclosure (button + panel) rather than a Popover: it reads well in screen readers and spares the
// first visit the floating-ui positioning code.
import { useId, useRef, type KeyboardEvent } from 'react';
import { Button, EARLY_PRESS, Paper, ReadingPrefsControl, loadReadingPrefsControl, useDisclosure, useEarlyPress } from '@hiroba/shared-ui';
import classes from './reading-prefs-button.module.css';

export function ReadingPrefsButton() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEarlyPress(buttonRef, toggle);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && opened) {
      close();
      buttonRef.current?.focus();
    }
  };

  return (
    <div className={classes.root} onKeyDown={onKeyDown}>
      <Button
        ref={buttonRef}
        {...EARLY_PRESS}
        variant="subtle"
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={toggle}
        onPointerEnter={() => void loadReadingPrefsControl().catch(() => undefined)}
        onFocus={() => void loadReadingPrefsControl().catch(() => undefined)}
      >
        文字サイズ・配色
      </Button>
      {opened && (
        <Paper id={panelId} role="group" aria-label="文字サイズ・配色の設定" shadow="md" withBorder p="md" className={classes.panel}>
          <ReadingPrefsControl direction="column" />
          <Button variant="default" mt="md" fullWidth onClick={() => { close(); buttonRef.current?.focus(); }}>
            閉じる
          </Button>
        </Paper>
      )}
    </div>
  );
}
