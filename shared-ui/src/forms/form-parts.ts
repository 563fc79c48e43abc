// The form parts' code: what only pages with a form (or a table) draw. Loaded by lazy-form-parts.tsx
// as a chunk of its own, not with shared-ui, so that a first visit of a page without a form leaves
// it out (about 17 KiB brotli). The import sits inside the shared-ui singleton, so the chunk comes
// from the same build as the MantineProvider around it: one Mantine context, one theme.
export { Checkbox, FileButton, NativeSelect, PasswordInput, Radio, Table, Textarea } from '@mantine/core';
export { useForm } from '@mantine/form';
