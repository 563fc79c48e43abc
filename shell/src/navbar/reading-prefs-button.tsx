// 文字サイズ・配色 behind one button in the header, so the wide controls do not crowd it.
import { Button, Popover, ReadingPrefsControl } from '@hiroba/shared-ui';

export function ReadingPrefsButton() {
  return (
    <Popover position="bottom-end" trapFocus returnFocus withArrow shadow="md">
      <Popover.Target>
        <Button variant="subtle">文字サイズ・配色</Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="文字サイズ・配色の設定">
        <ReadingPrefsControl direction="column" />
      </Popover.Dropdown>
    </Popover>
  );
}
