import type { KeyboardEvent } from 'react';

/**
 * Ctrl+Enter (⌘+Enter on a Mac) sends a comment. Never while an IME is composing: that Enter only
 * confirms the Japanese conversion (keyCode 229 is how Safari reports it).
 */
export function isSubmitShortcut(event: KeyboardEvent): boolean {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return false;
  return !(event.nativeEvent.isComposing || event.keyCode === 229);
}
