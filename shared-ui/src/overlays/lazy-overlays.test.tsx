import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../test';
import { Button } from '../mantine';
import { Modal } from './lazy-overlays';

function AskFirst() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>削除する</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="質問を削除しますか？">
        <Button onClick={() => setOpened(false)}>やめる</Button>
      </Modal>
    </>
  );
}

test('a closed dialog draws nothing; opened, it shows with its title; closed again, the focus goes back to the button that opened it', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AskFirst />);
  expect(screen.queryByRole('dialog')).toBeNull();

  const opener = screen.getByRole('button', { name: '削除する' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: '質問を削除しますか？' });
  expect(dialog).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'やめる' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(opener).toHaveFocus());
});
