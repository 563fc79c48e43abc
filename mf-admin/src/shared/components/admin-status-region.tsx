import { useEffect } from 'react';
import { CloseButton, Group, Paper, SNACKBAR_TIMEOUT_MS, Text, useSnackbar } from '@hiroba/shared-ui';

// Dark text on light fills: 7:1 or more, and the words say success or failure without the colour.
const TONE = {
  success: { background: '#d3f9d8', label: '完了' },
  error: { background: '#ffe3e3', label: 'エラー' },
  info: { background: '#e7f5ff', label: 'お知らせ' },
} as const;

/**
 * The admin frame's message area (the shell's snackbar is not drawn around the admin area): pages
 * call snackbar.show() as everywhere else and the message appears here, read out by screen readers,
 * for 4 seconds (spec section 9) or until closed.
 */
export function AdminStatusRegion() {
  const current = useSnackbar((s) => s.current);
  const close = useSnackbar((s) => s.close);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => close(current.id), SNACKBAR_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [current, close]);

  return (
    // The live region stays in the page so a new message inside it is announced.
    <div className="admin-status" role="status" aria-live="polite">
      {current && (
        <Paper shadow="md" p="sm" radius="md" style={{ background: TONE[current.color].background, color: '#1a1b1e' }}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Text fw={700} c="#1a1b1e">
              {TONE[current.color].label}
            </Text>
            <Text c="#1a1b1e" style={{ flex: 1 }}>
              {current.message}
            </Text>
            <CloseButton aria-label="お知らせを閉じる" onClick={() => close(current.id)} c="#1a1b1e" />
          </Group>
        </Paper>
      )}
    </div>
  );
}
