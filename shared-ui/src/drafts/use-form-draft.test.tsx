import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from '@mantine/form';
import { MantineProvider, TextInput, Textarea } from '@mantine/core';
import { DraftOffer } from './draft-offer';
import { DRAFT_EXPIRY_MS, draftKey, keepDraft } from './draft-store';
import { KEEP_AFTER_MS, useFormDraft, type FormDraft } from './use-form-draft';

interface Values {
  title: string;
  body: string;
  /** A chosen picture: not kept. */
  picture: string | null;
}

interface HarnessProps {
  person: number | null;
  object?: number | string;
  initial?: Partial<Values>;
}

let draft: FormDraft<Values>;
let form: ReturnType<typeof useForm<Values>>;

function Harness({ person, object = 'new', initial }: HarnessProps) {
  form = useForm<Values>({ initialValues: { title: '', body: '', picture: null, ...initial } });
  draft = useFormDraft(form, { form: 'question', person, object, omit: ['picture'] });
  return (
    <form>
      <DraftOffer draft={draft} />
      <TextInput label="タイトル" {...form.getInputProps('title')} />
      <Textarea label="質問の内容" {...form.getInputProps('body')} />
    </form>
  );
}

const renderForm = (props: HarnessProps) => render(<Harness {...props} />, { wrapper: ({ children }) => <MantineProvider env="test">{children}</MantineProvider> });
const title = () => screen.getByRole('textbox', { name: 'タイトル' });
const body = () => screen.getByRole('textbox', { name: '質問の内容' });
const stored = (person: number | null = 1, object: number | string = 'new') => {
  const raw = localStorage.getItem(draftKey({ form: 'question', person, object }));
  return raw ? (JSON.parse(raw) as { values: Partial<Values>; keptAt: string }) : null;
};
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const hidePage = (how: 'pagehide' | 'visibilitychange') => {
  if (how === 'pagehide') {
    act(() => void window.dispatchEvent(new Event('pagehide')));
    return;
  }
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  visibility.mockRestore();
};

beforeEach(() => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 0;
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useFormDraft', () => {
  it.each(['pagehide', 'visibilitychange'] as const)('keeps what was just typed at once on %s, before its timer', (how) => {
    jest.useFakeTimers();
    renderForm({ person: 1 });
    type(title(), '就労移行支援の選び方');
    type(body(), '見学のときに何を見ればよいですか。');
    expect(stored()).toBeNull();
    hidePage(how);
    expect(stored()?.values).toEqual({ title: '就労移行支援の選び方', body: '見学のときに何を見ればよいですか。' });
  });

  it('keeps the text a moment after typing stops, and not a chosen picture', () => {
    jest.useFakeTimers();
    renderForm({ person: 1 });
    type(title(), '書きかけ');
    act(() => form.setFieldValue('picture', 'data:image/png;base64,AAAA'));
    act(() => jest.advanceTimersByTime(KEEP_AFTER_MS - 1));
    expect(stored()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(stored()?.values).toEqual({ title: '書きかけ', body: '' });
  });

  it('keeps it when the form leaves the page inside the site', () => {
    const view = renderForm({ person: 1 });
    type(body(), '送る前に別のページへ');
    view.unmount();
    expect(stored()?.values.body).toBe('送る前に別のページへ');
  });

  it('offers the kept copy back without taking focus; 復元する fills it in and focuses the first field', async () => {
    const user = userEvent.setup();
    keepDraft(draftKey({ form: 'question', person: 1, object: 'new' }), { title: '前の続き', body: '途中まで書いた本文' }, new Date());
    renderForm({ person: 1 });
    const offer = await screen.findByRole('alert');
    expect(offer).toHaveTextContent('保存していない下書きがあります');
    expect(offer).toHaveTextContent(/にこの端末に残した内容です。復元しますか？/);
    expect(document.body).toHaveFocus();
    expect(title()).toHaveValue('');
    await user.click(within(offer).getByRole('button', { name: '復元する' }));
    expect(title()).toHaveValue('前の続き');
    expect(body()).toHaveValue('途中まで書いた本文');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(title()).toHaveFocus();
  });

  it('破棄する drops the kept copy', async () => {
    const user = userEvent.setup();
    keepDraft(draftKey({ form: 'question', person: 1, object: 'new' }), { title: '要らない下書き' }, new Date());
    renderForm({ person: 1 });
    await user.click(await screen.findByRole('button', { name: '破棄する' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(title()).toHaveValue('');
    expect(stored()).toBeNull();
    expect(title()).toHaveFocus();
  });

  it('typing while a copy is offered keeps the new text; the offered one can still be restored', async () => {
    const user = userEvent.setup();
    keepDraft(draftKey({ form: 'question', person: 1, object: 'new' }), { title: '前の下書き' }, new Date());
    renderForm({ person: 1 });
    await screen.findByRole('alert');
    type(body(), '新しく書いた本文');
    hidePage('pagehide');
    expect(stored()?.values).toEqual({ title: '', body: '新しく書いた本文' });
    await user.click(screen.getByRole('button', { name: '復元する' }));
    expect(title()).toHaveValue('前の下書き');
  });

  it('forgets the copy once the server has the values, and keeps nothing more as the form leaves', () => {
    const view = renderForm({ person: 1 });
    type(title(), '送った質問');
    hidePage('pagehide');
    expect(stored()).not.toBeNull();
    act(() => draft.forget());
    expect(stored()).toBeNull();
    hidePage('pagehide');
    view.unmount();
    expect(stored()).toBeNull();
  });

  it('forgets it when the form is emptied after sending (a comment box)', () => {
    jest.useFakeTimers();
    renderForm({ person: 1 });
    type(body(), '送ったコメント');
    act(() => draft.forget());
    act(() => form.reset());
    act(() => jest.advanceTimersByTime(KEEP_AFTER_MS));
    hidePage('pagehide');
    expect(stored()).toBeNull();
  });

  it('keys the copy by person and object', async () => {
    keepDraft(draftKey({ form: 'question', person: 1, object: 5 }), { title: '質問5の直し' }, new Date());
    const other = renderForm({ person: 2, object: 5 });
    const visitor = renderForm({ person: null, object: 5 });
    const otherObject = renderForm({ person: 1, object: 6 });
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    other.unmount();
    visitor.unmount();
    otherObject.unmount();
    renderForm({ person: 1, object: 5 });
    expect(await screen.findByRole('alert')).toHaveTextContent('保存していない下書きがあります');
  });

  it('does not offer (and drops) a copy equal to what the form already holds', async () => {
    keepDraft(draftKey({ form: 'question', person: 1, object: 5 }), { title: '保存済みのタイトル', body: '保存済みの本文' }, new Date());
    renderForm({ person: 1, object: 5, initial: { title: '保存済みのタイトル', body: '保存済みの本文' } });
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(stored(1, 5)).toBeNull();
  });

  it('does not offer a copy past its expiry', async () => {
    keepDraft(draftKey({ form: 'question', person: 1, object: 'new' }), { title: '古い下書き' }, new Date(Date.now() - DRAFT_EXPIRY_MS.person - 1000));
    renderForm({ person: 1 });
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('keeps nothing more once the storage was cleared (a sign-out), though the form still holds text', () => {
    const view = renderForm({ person: 1 });
    type(body(), '病名を書いた本文');
    localStorage.clear();
    hidePage('pagehide');
    view.unmount();
    expect(stored()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('keeps one person’s text under their own key only when the session ends under the form', () => {
    const view = renderForm({ person: 1 });
    type(body(), '本人だけの下書き');
    view.rerender(<Harness person={null} />);
    hidePage('pagehide');
    view.unmount();
    expect(stored(null)).toBeNull();
    expect(stored(1)?.values.body).toBe('本人だけの下書き');
  });
});
