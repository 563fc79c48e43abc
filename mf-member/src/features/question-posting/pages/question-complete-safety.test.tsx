// The completion page says first what the server's answer to the new question said
// (docs/moderation.md): the crisis panel, and that a held question waits for the operators.
import { answer, fixture, pageOf } from '@hiroba/api-client/test-support';
import { HelpLineSchema } from '@hiroba/contract';
import { CRISIS_HELP_HEADING, HELD_NOTICE } from '@hiroba/contract/fields';
import { MantineProvider, theme } from '@hiroba/shared-ui';
import { makeUser, render, screen, signIn, waitFor, within } from '@hiroba/shared-ui/test';
import { MemoryRouter } from 'react-router-dom';
import QuestionCompletePage, { type QuestionCompleteState } from './question-complete-page';

function openWith(state: QuestionCompleteState) {
  signIn(makeUser('paid_member'));
  render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter initialEntries={[{ pathname: '/my-page/post-question/question-complete', search: '?id=77', state }]}>
        <QuestionCompletePage />
      </MemoryRouter>
    </MantineProvider>,
  );
}

it('shows the crisis panel first, focused, with the help lines, when the answer said crisis_help', async () => {
  const lines = answer('get', 'help_lines', pageOf([fixture(HelpLineSchema, { id: 1, name: 'いのちの電話', number: '0570-783-556', hours: null, note: null, sort_order: 0, checked_on: '2026-01-01', updated_at: '2026-01-01T00:00:00.000Z' })]));
  openWith({ qaType: '一般', crisisHelp: true });
  const panel = screen.getByRole('region', { name: CRISIS_HELP_HEADING });
  await waitFor(() => expect(within(panel).getByRole('heading', { name: CRISIS_HELP_HEADING })).toHaveFocus());
  expect(await within(panel).findByRole('link', { name: 'いのちの電話：0570-783-556' })).toHaveAttribute('href', 'tel:0570783556');
  expect(panel.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(lines.calls.map((c) => c.query)).toEqual([{ per: 'all' }]);
});

it('says a held question is being checked instead of published, and shows no crisis panel unasked', () => {
  openWith({ qaType: '一般', held: true });
  expect(screen.getByText(HELD_NOTICE)).toBeInTheDocument();
  expect(screen.queryByText('質問はQ&Aに公開され、だれでも読めるようになりました。')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: CRISIS_HELP_HEADING })).not.toBeInTheDocument();
});
