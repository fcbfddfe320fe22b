/**
 * "A new version is available" (src/offline/UpdatePrompt.tsx): hidden until a new build's service
 * worker waits (src/offline/registerWorker.ts calls offerUpdate), then Reload lets it take over.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdatePrompt } from '../../src/offline/UpdatePrompt';
import { offerUpdate } from '../../src/offline/updateAvailable';

test('a waiting new build shows the prompt; Reload makes it take over', async () => {
  const user = userEvent.setup();
  render(<UpdatePrompt />);
  expect(screen.queryByText('A new version is available')).toBeNull();

  const takeOver = jest.fn();
  act(() => offerUpdate(takeOver));
  expect(screen.getByRole('status')).toHaveTextContent('A new version is available');
  expect(takeOver).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Reload' }));
  expect(takeOver).toHaveBeenCalledTimes(1);
});
