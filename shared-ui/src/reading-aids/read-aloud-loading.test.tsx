// The player's loading: a failed load is told and pressing again tries again; a press before the
// player is there speaks an empty utterance inside the press (Safari's rule), then reads.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { READ_ALOUD_STATUS } from '@hiroba/contract/reading-aids';
import { JAPANESE_VOICE, installSpeechSynthesis, renderWithProviders } from '../../test';
import { ReadAloudButton } from './read-aloud-button';

let mockLoadFails = true;
jest.mock('./read-aloud-player', () => {
  if (mockLoadFails) throw new Error('ChunkLoadError');
  return jest.requireActual('./read-aloud-player');
});

let uninstall: () => void = () => undefined;
afterEach(() => uninstall());

it('tells a failed load, then reads on the next press, after an empty utterance spoken inside the press', async () => {
  const { synthesis, uninstall: off } = installSpeechSynthesis([JAPANESE_VOICE]);
  uninstall = off;
  Range.prototype.getBoundingClientRect = () => ({ top: 0, bottom: 10, height: 10 }) as DOMRect;
  renderWithProviders(
    <main>
      <ReadAloudButton />
      <p data-read-aloud="">一文目。</p>
    </main>,
  );
  const button = await screen.findByRole('button', { name: '読み上げる' });
  fireEvent.click(button);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(READ_ALOUD_STATUS.loadFailed));
  expect(button).toHaveAccessibleName('読み上げる');

  mockLoadFails = false;
  fireEvent.click(button);
  // Spoken at once, inside the press: the player has not loaded yet.
  expect(synthesis.spoken.map((u) => u.text)).toEqual(['', '']);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(READ_ALOUD_STATUS.speaking));
  expect(synthesis.spoken.map((u) => u.text)).toEqual(['', '', '一文目。']);
  act(() => synthesis.finish());
  expect(screen.getByRole('status')).toHaveTextContent(READ_ALOUD_STATUS.stopped);
});
