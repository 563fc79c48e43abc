// The form parts (form-parts.ts) under their Mantine names, each drawn from the chunk once it is here.
// A page that draws one asks for the chunk with its own (remoteApp's formPages), so the two arrive
// together and the page is drawn at once. A part drawn before the chunk is here suspends until it is
// (the nearest Suspense shows its fallback: FormPlace, or the page's; on the server, prerender waits).
import { use, type ComponentType } from 'react';
import type * as Mantine from '@mantine/core';
import type { useForm as mantineUseForm } from '@mantine/form';

type FormParts = typeof import('./form-parts');

let loading: Promise<FormParts> | null = null;
let loaded: FormParts | null = null;

/** Starts loading the form parts' code (once; again after a failure); resolves when it is here. */
export function loadFormParts(): Promise<FormParts> {
  if (!loading) {
    loading = import(/* webpackChunkName: "form-parts" */ './form-parts').then((parts) => (loaded = parts));
    loading.catch(() => (loading = null));
  }
  return loading;
}

/** A page loader that fetches the form parts beside the page's own chunk. */
export function withFormParts<T>(loader: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([loader(), loadFormParts()]).then(([page]) => page);
}

/** The loaded parts; suspends the component that asks until they are here. */
function useFormParts(): FormParts {
  return loaded ?? use(loadFormParts());
}

// React 19 passes ref as a prop, so the part gets it with the rest.
function part<P extends object>(name: string, pick: (parts: FormParts) => ComponentType<P>): ComponentType<P> {
  function Part(props: P) {
    const Loaded = pick(useFormParts());
    return <Loaded {...props} />;
  }
  Part.displayName = name;
  return Part;
}

// The casts give each part Mantine's own type (props, generics, sub-parts); the values are the
// wrappers above, with the sub-parts the apps use (lazy-form-parts.test.tsx fails on one missing).
export const Checkbox = Object.assign(
  part('Checkbox', (p) => p.Checkbox),
  { Group: part('Checkbox.Group', (p) => p.Checkbox.Group) },
) as unknown as typeof Mantine.Checkbox;
export const Radio = Object.assign(
  part('Radio', (p) => p.Radio),
  { Group: part('Radio.Group', (p) => p.Radio.Group) },
) as unknown as typeof Mantine.Radio;
export const Table = Object.assign(
  part('Table', (p) => p.Table),
  {
    Caption: part('Table.Caption', (p) => p.Table.Caption),
    ScrollContainer: part('Table.ScrollContainer', (p) => p.Table.ScrollContainer),
    Thead: part('Table.Thead', (p) => p.Table.Thead),
    Tbody: part('Table.Tbody', (p) => p.Table.Tbody),
    Tfoot: part('Table.Tfoot', (p) => p.Table.Tfoot),
    Tr: part('Table.Tr', (p) => p.Table.Tr),
    Th: part('Table.Th', (p) => p.Table.Th),
    Td: part('Table.Td', (p) => p.Table.Td),
  },
) as unknown as typeof Mantine.Table;
export const Textarea = part('Textarea', (p) => p.Textarea) as unknown as typeof Mantine.Textarea;
export const PasswordInput = part('PasswordInput', (p) => p.PasswordInput) as unknown as typeof Mantine.PasswordInput;
export const NativeSelect = part('NativeSelect', (p) => p.NativeSelect) as unknown as typeof Mantine.NativeSelect;
export const FileButton = part('FileButton', (p) => p.FileButton) as unknown as typeof Mantine.FileButton;

/** Mantine's useForm, from the chunk (a component that calls it suspends until the chunk is here). */
export const useForm = ((input?: Parameters<typeof mantineUseForm>[0]) => useFormParts().useForm(input)) as typeof mantineUseForm;
