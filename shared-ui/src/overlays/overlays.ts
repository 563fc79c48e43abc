// The dialogs' code, loaded on their first opening (lazy-overlays.tsx): Mantine's Modal and Drawer
// bring their portal, focus trap, scroll lock and scroll area, about 8 KiB (as sent) that no first
// view needs.
export { Drawer, Modal } from '@mantine/core';
