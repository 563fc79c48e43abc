// The form parts under Mantine's names: drawn at once when their chunk is here (test/setup-dom.ts
// loads it, as remoteApp does for a page in formPages), and suspended until it is otherwise.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent } from '@testing-library/react';
import { renderWithProviders, screen } from '../../test/render';
import { Checkbox, NativeSelect, PasswordInput, Radio, Table, Textarea, useForm } from './lazy-form-parts';

function Agreement() {
  const form = useForm({ initialValues: { agree: false, kind: 'question' } });
  return (
    <form>
      <Checkbox label="同意する" {...form.getInputProps('agree', { type: 'checkbox' })} />
      <Radio.Group label="種類" {...form.getInputProps('kind')}>
        <Radio value="question" label="質問" />
        <Radio value="column" label="コラム" />
      </Radio.Group>
      <Textarea label="本文" />
      <PasswordInput label="パスワード" />
      <NativeSelect label="並び順" data={['新しい順', '古い順']} />
      <output>{form.values.agree ? '同意済み' : '未同意'}</output>
    </form>
  );
}

describe('the form parts, their chunk here', () => {
  it('draws each part at once, with useForm holding what is chosen', () => {
    renderWithProviders(<Agreement />);
    expect(screen.getByRole('textbox', { name: '本文' })).toBeInTheDocument();
    expect(screen.getByLabelText('パスワード')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('combobox', { name: '並び順' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '質問' })).toBeChecked();
    expect(screen.getByText('未同意')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: '同意する' }));
    expect(screen.getByText('同意済み')).toBeInTheDocument();
  });

  it('draws a table with its sub-parts', () => {
    renderWithProviders(
      <Table>
        <Table.Caption>料金</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>プラン</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>有料会員</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
    expect(screen.getByRole('table', { name: '料金' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'プラン' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '有料会員' })).toBeInTheDocument();
  });
});

describe('the form parts, their chunk not yet here', () => {
  it('suspends a part until the chunk arrives, then draws it', async () => {
    // A registry of its own, where nothing has loaded the chunk yet (setup-dom.ts loaded it in the
    // shared one); React and Mantine come from it too, so the part finds their contexts.
    const container = document.body.appendChild(document.createElement('div'));
    // Drawn as a browser draws, outside act (which would wait for the chunk before letting us look).
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      await jest.isolateModulesAsync(async () => {
        const { createRoot } = await import('react-dom/client');
        const { flushSync } = await import('react-dom');
        const { Suspense: FreshSuspense, createElement } = await import('react');
        const { MantineProvider } = await import('@mantine/core');
        const fresh = await import('./lazy-form-parts');
        const root = createRoot(container);
        flushSync(() =>
          root.render(
            createElement(MantineProvider, null, createElement(FreshSuspense, { fallback: createElement('p', null, '読み込み中') }, createElement(fresh.Checkbox, { label: '同意する' }))),
          ),
        );
        expect(screen.getByText('読み込み中')).toBeInTheDocument();
        expect(await screen.findByRole('checkbox', { name: '同意する' })).toBeInTheDocument();
        expect(screen.queryByText('読み込み中')).toBeNull();
        root.unmount();
      });
    } finally {
      container.remove();
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });
});

// The wrappers carry only the sub-parts listed in lazy-form-parts.tsx; Mantine's type lets an app
// write any other (Checkbox.Card), which would be undefined at run time.
describe('the sub-parts the apps use', () => {
  const ROOT = join(__dirname, '..', '..', '..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const used = new Set(
    ['shell', 'mf-public', 'mf-member', 'mf-expert', 'mf-admin', 'shared-ui']
      .flatMap((app) => sources(join(ROOT, app, 'src')))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\b(Checkbox|Radio|Table)\.([A-Z]\w*)/g)].map((m) => `${m[1]}.${m[2]}`)),
  );

  it('finds them', () => expect(used.size).toBeGreaterThan(5));

  it.each([...used].sort())('%s is a wrapper', (name) => {
    const [part, sub] = name.split('.');
    const parts = { Checkbox, Radio, Table } as unknown as Record<string, Record<string, unknown>>;
    expect(typeof parts[part][sub]).toBe('function');
  });
});
