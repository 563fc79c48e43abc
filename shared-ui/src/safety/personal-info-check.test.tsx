import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { renderWithProviders } from '../../test';
import { axeViolations } from '../../test/axe';
import { Form } from '../components/form';
import { FormErrorSummary } from '../components/form-error-summary';
import { useSubmitErrors } from '../hooks/use-submit-errors';
import { highlightSegments } from './personal-info-check';
import { usePersonalInfoCheck } from './use-personal-info-check';

interface Values {
  title: string;
  body: string;
}

const HELP_LINE = '0120-279-338';
// A valid マイナンバー (check digit 8).
const MY_NUMBER = '1234 5678 9018';

/** A post form as the remotes write it: a title and a body, checked on submit. */
function PostForm({ send, loadAllowed }: { send: (values: Values) => Promise<void>; loadAllowed: () => Promise<string[]> }) {
  const form = useForm<Values>({ initialValues: { title: '', body: '' } });
  const errors = useSubmitErrors(form);
  const check = usePersonalInfoCheck(form, {
    fields: [
      { field: 'title', label: 'タイトル' },
      { field: 'body', label: '質問の内容' },
    ],
    loadAllowed,
    headingOrder: 2,
  });
  const submit = errors.submit(check.guard(send));
  return (
    <Form onSubmit={submit} noValidate>
      <h1>質問する</h1>
      <TextInput label="タイトル" {...form.getInputProps('title')} />
      <Textarea label="質問の内容" {...form.getInputProps('body')} />
      {check.panel(submit)}
      <FormErrorSummary messages={errors.messages} />
      <Button type="submit">質問を投稿する</Button>
    </Form>
  );
}

function setup(loadAllowed: () => Promise<string[]> = () => Promise.resolve([HELP_LINE])) {
  const send = jest.fn<Promise<void>, [Values]>().mockResolvedValue(undefined);
  const allowed = jest.fn(loadAllowed);
  const user = userEvent.setup();
  renderWithProviders(<PostForm send={send} loadAllowed={allowed} />);
  const title = screen.getByRole('textbox', { name: 'タイトル' });
  const body = screen.getByRole('textbox', { name: '質問の内容' });
  const write = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  const post = () => user.click(screen.getByRole('button', { name: '質問を投稿する' }));
  const panel = () => screen.findByRole('region', { name: '個人情報が含まれているかもしれません' });
  return { send, allowed, user, title, body, write, post, panel };
}

beforeEach(() => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 0;
  });
});
afterEach(() => jest.restoreAllMocks());

describe('usePersonalInfoCheck and the warning', () => {
  it('shows what was found in each field, highlighted and named, with the heading focused and no axe violations', async () => {
    const { send, title, body, write, post, panel } = setup();
    await write(title, '連絡先について');
    await write(body, '電話は090-1234-5678です。住所は東京都世田谷区太子堂1-2-3です。');
    await post();

    const region = await panel();
    expect(send).not.toHaveBeenCalled();
    expect(within(region).getByRole('heading', { level: 2, name: '個人情報が含まれているかもしれません' })).toHaveFocus();
    expect(region).toHaveTextContent('見つかったもの：電話番号、住所');
    const marks = Array.from(region.querySelectorAll('mark'));
    // The text a screen reader hears says what each highlighted part is.
    expect(marks.map((m) => m.textContent)).toEqual(['090-1234-5678（電話番号）', '東京都世田谷区太子堂1-2-3（住所）']);
    // Only the field with a finding is listed, under its label.
    expect(region).toHaveTextContent('質問の内容電話は');
    expect(region).not.toHaveTextContent('連絡先について');
    expect(region).toHaveTextContent('承認待ち');
    for (const name of ['伏せ字にして投稿', '修正する', 'このまま投稿']) expect(within(region).getByRole('button', { name })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('伏せ字にして投稿 sends the masked text, and the form shows what was sent', async () => {
    const { send, user, body, write, post, panel } = setup();
    await write(screen.getByRole('textbox', { name: 'タイトル' }), '電話のこと');
    await write(body, '電話は090-1234-5678です');
    await post();
    await user.click(within(await panel()).getByRole('button', { name: '伏せ字にして投稿' }));

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ title: '電話のこと', body: '電話は＊＊＊＊＊＊＊＊＊＊＊＊＊です' });
    expect(body).toHaveValue('電話は＊＊＊＊＊＊＊＊＊＊＊＊＊です');
    expect(screen.queryByRole('region', { name: '個人情報が含まれているかもしれません' })).toBeNull();
  });

  it('修正する sends nothing, keeps the text and puts the focus on the first finding', async () => {
    const { send, user, title, body, write, post, panel } = setup();
    await write(title, 'taro@example.jp に連絡ください');
    await write(body, '電話は090-1234-5678です');
    await post();
    await user.click(within(await panel()).getByRole('button', { name: '修正する' }));

    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.queryByRole('region', { name: '個人情報が含まれているかもしれません' })).toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(title).toHaveValue('taro@example.jp に連絡ください');
    expect(body).toHaveValue('電話は090-1234-5678です');
    expect([(title as HTMLInputElement).selectionStart, (title as HTMLInputElement).selectionEnd]).toEqual([0, 'taro@example.jp'.length]);
  });

  it('このまま投稿 sends the text as typed; a text changed after the warning is checked again', async () => {
    const { send, user, title, body, write, post, panel } = setup();
    await write(title, '相談');
    await write(body, '〒154-0004 に住んでいます');
    await post();
    await user.click(within(await panel()).getByRole('button', { name: 'このまま投稿' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ title: '相談', body: '〒154-0004 に住んでいます' }));

    // Another post: the choice was for that text only.
    await write(body, ' 03-1234-5678');
    await post();
    const region = await panel();
    expect(region.querySelectorAll('mark')).toHaveLength(2);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends at once when nothing is found, and lets a help line number through', async () => {
    const { send, allowed, title, body, write, post } = setup();
    await write(title, '手帳の等級について');
    await write(body, `2024-04-01に申請しました。月額81,000円です。つらいときは${HELP_LINE}に電話しました。`);
    await post();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0][0].body).toContain(HELP_LINE);
    expect(screen.queryByRole('region', { name: '個人情報が含まれているかもしれません' })).toBeNull();
    expect(allowed).toHaveBeenCalledTimes(1);
  });

  it('does not offer このまま投稿 for a マイナンバー', async () => {
    const { send, title, body, write, post, panel } = setup();
    await write(title, '書類のこと');
    await write(body, `番号は${MY_NUMBER}です`);
    await post();
    const region = await panel();
    expect(region.querySelector('mark')).toHaveTextContent(`${MY_NUMBER}（マイナンバー）`);
    expect(region).toHaveTextContent('マイナンバーは投稿できません');
    expect(within(region).queryByRole('button', { name: 'このまま投稿' })).toBeNull();
    expect(within(region).getByRole('button', { name: '伏せ字にして投稿' })).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('checks without the help lines when they cannot be read', async () => {
    const { send, title, body, write, post, panel } = setup(() => Promise.reject(new Error('offline')));
    await write(title, '相談');
    await write(body, `${HELP_LINE}に電話しました`);
    await post();
    expect((await panel()).querySelector('mark')).toHaveTextContent(`${HELP_LINE}（電話番号）`);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('highlightSegments', () => {
  it('keeps a short text whole and shortens long stretches around the findings', () => {
    const text = `${'あ'.repeat(100)}090-1234-5678${'い'.repeat(100)}`;
    const segments = highlightSegments(text, [{ kind: 'phone', start: 100, end: 113, text: '090-1234-5678' }]);
    expect(segments).toEqual([
      { text: `…${'あ'.repeat(40)}` },
      { text: '090-1234-5678', kind: 'phone' },
      { text: `${'い'.repeat(40)}…` },
    ]);
    expect(highlightSegments('090-1234-5678', [{ kind: 'phone', start: 0, end: 13, text: '090-1234-5678' }])).toEqual([{ text: '090-1234-5678', kind: 'phone' }]);
  });
});
