import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiErrorItem, HelpLine, ReportBody } from '@hiroba/api-client';
import { CRISIS_HELP_HEADING, HELD_NOTICE, LIMITS, REPORT_REASON_LABELS } from '@hiroba/contract/fields';
import { renderWithProviders } from '../../test';
import { axeViolations } from '../../test/axe';
import { CrisisHelp } from './crisis-help';
import { HIDDEN_AUTHOR_NOTICE, ModerationMark } from './moderation-mark';
import { REPORT_THANKS, ReportButton } from './report-button';

/** An ApiError as api-client makes it (shared-ui knows it by shape). */
function apiError(status: number, errors: ApiErrorItem[]) {
  const error = new Error(errors.map((e) => e.message).join('\n')) as Error & { status: number; errors: ApiErrorItem[]; fieldErrors(): Record<string, string> };
  error.name = 'ApiError';
  error.status = status;
  error.errors = errors;
  error.fieldErrors = () => Object.fromEntries(errors.filter((e) => e.field).map((e) => [e.field as string, e.message]));
  return error;
}

async function openDialog(send: (body: ReportBody) => Promise<unknown>) {
  const user = userEvent.setup();
  renderWithProviders(<ReportButton kind="comment" id={7} target="山田さんのコメント" send={send} />);
  // The visible 通報する, and what it reports for a screen reader.
  const opener = screen.getByRole('button', { name: '通報する （山田さんのコメント）' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: '投稿を通報する' });
  return { user, opener, dialog };
}

describe('ReportButton', () => {
  it('offers the six reasons as radio buttons in a fieldset with a legend, and a note with its limit', async () => {
    const { dialog } = await openDialog(jest.fn());
    const group = within(dialog).getByRole('group', { name: '通報の理由' });
    expect(group.tagName).toBe('FIELDSET');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(Object.keys(REPORT_REASON_LABELS));
    for (const label of Object.values(REPORT_REASON_LABELS)) expect(within(group).getByRole('radio', { name: label })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '補足（任意）' })).toHaveAccessibleDescription(new RegExp(`${LIMITS.report.note}文字まで（いま 0文字）`));
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('asks for a reason first, and refuses a note over the limit beside it', async () => {
    const send = jest.fn();
    const { user, dialog } = await openDialog(send);
    await user.click(within(dialog).getByRole('button', { name: '通報する' }));
    expect(await within(dialog).findByText('通報の理由を選んでください。')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.spam }));
    const note = within(dialog).getByRole('textbox', { name: '補足（任意）' });
    await user.click(note);
    await user.paste('あ'.repeat(LIMITS.report.note + 1));
    await user.click(within(dialog).getByRole('button', { name: '通報する' }));
    expect(await within(dialog).findByText(`補足（任意）は${LIMITS.report.note}文字以内で入力してください。`)).toBeInTheDocument();
    expect(note).toHaveAccessibleDescription(new RegExp(`いま ${LIMITS.report.note + 1}文字`));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the reason and the note, then thanks the person, and 閉じる gives the focus back', async () => {
    const send = jest.fn().mockResolvedValue({ id: 1, created_at: '2025-01-01T00:00:00Z' });
    const { user, dialog, opener } = await openDialog(send);
    await user.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.personal_info }));
    await user.type(within(dialog).getByRole('textbox', { name: '補足（任意）' }), ' 住所が書かれています ');
    await user.click(within(dialog).getByRole('button', { name: '通報する' }));

    expect(send).toHaveBeenCalledWith({ item_kind: 'comment', item_id: 7, reason: 'personal_info', note: '住所が書かれています' });
    expect(await within(dialog).findByText(REPORT_THANKS)).toBeInTheDocument();
    const close = within(dialog).getAllByRole('button', { name: '閉じる' }).find((b) => b.textContent === '閉じる')!;
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("shows the server's refusal in the dialog (a field's beside it) and keeps the note", async () => {
    const send = jest
      .fn()
      .mockRejectedValueOnce(apiError(400, [{ field: 'note', message: '補足は1000文字以内で入力してください。' }]))
      .mockRejectedValueOnce(apiError(409, [{ field: 'item_id', message: 'この投稿はすでに通報しています（item_id）。' }]))
      .mockRejectedValueOnce(apiError(429, [{ message: '通報は1日20件までです。' }]));
    const { user, dialog } = await openDialog(send);
    await user.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.abuse }));
    const note = within(dialog).getByRole('textbox', { name: '補足（任意）' });
    await user.type(note, 'ひどい言葉');
    const submit = within(dialog).getByRole('button', { name: '通報する' });

    await user.click(submit);
    expect(note).toHaveAccessibleDescription(/補足は1000文字以内で入力してください。/);
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('この投稿はすでに通報しています（item_id）。');
    await user.click(submit);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('通報は1日20件までです。'));
    expect(note).toHaveValue('ひどい言葉');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape and on キャンセル, the focus back on its button', async () => {
    const { user, opener } = await openDialog(jest.fn());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '投稿を通報する' });
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

const LINES: HelpLine[] = [
  { id: 1, name: 'いのちの電話', number: '0570-783-556', hours: '毎日 10時〜22時', note: null, sort_order: 0, checked_on: '2025-01-01', updated_at: '2025-01-01T00:00:00Z' },
  { id: 2, name: 'よりそいホットライン', number: '0120-279-338', hours: null, note: '24時間', sort_order: 1, checked_on: '2025-01-01', updated_at: '2025-01-01T00:00:00Z' },
];

describe('CrisisHelp', () => {
  it('is a region named by its heading, with the help lines as tel: links (name, number, hours)', async () => {
    renderWithProviders(<CrisisHelp load={async () => LINES} />);
    const region = screen.getByRole('region', { name: CRISIS_HELP_HEADING });
    const first = await within(region).findByRole('link', { name: 'いのちの電話：0570-783-556' });
    expect(first).toHaveAttribute('href', 'tel:0570783556');
    expect(within(region).getByRole('link', { name: 'よりそいホットライン：0120-279-338' })).toHaveAttribute('href', 'tel:0120279338');
    expect(within(region).getByText('受付：毎日 10時〜22時')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: CRISIS_HELP_HEADING })).not.toHaveFocus();
    expect(await axeViolations(region)).toEqual([]);
  });

  it('takes the focus to its heading when a write called for it', async () => {
    renderWithProviders(<CrisisHelp load={async () => LINES} focusKey={1} />);
    const heading = screen.getByRole('heading', { name: CRISIS_HELP_HEADING });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('ModerationMark', () => {
  it('marks a held post 確認中 with HELD_NOTICE, a hidden one 非公開, and a visible one not at all', () => {
    const { rerender, container } = renderWithProviders(<ModerationMark state="held" />);
    expect(screen.getByText('確認中')).toBeInTheDocument();
    expect(screen.getByText(HELD_NOTICE)).toBeInTheDocument();
    rerender(<ModerationMark state="hidden" />);
    expect(screen.getByText('非公開')).toBeInTheDocument();
    expect(screen.getByText(HIDDEN_AUTHOR_NOTICE)).toBeInTheDocument();
    rerender(<ModerationMark state={undefined} />);
    expect(screen.queryByText('非公開')).toBeNull();
    expect(container.querySelector('.hiroba-moderation-mark')).toBeNull();
  });
});
