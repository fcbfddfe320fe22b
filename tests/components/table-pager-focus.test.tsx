/**
 * The pager keeps a keyboard user's focus when the chosen page renders late: a list page kept in
 * the URL renders in a transition, frames after the click on a busy machine. The browser test
 * "choosing a page number keeps focus on the pager" (tests/e2e/keyboard.e2e.ts) found focus on
 * the document there; this holds the new page back until a frame has passed, every time.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TablePager } from '../../src/components/TablePager';

let showPage: (page: number) => void = () => undefined;
let chosen: number[] = [];

/** A list whose page changes only when the test says so (as a late transition would). */
function LatePager() {
  const [page, setPage] = useState(1);
  showPage = setPage;
  return (
    <TablePager
      page={page}
      perPage={10}
      total={50}
      onPage={(n) => chosen.push(n)}
      onPerPage={() => undefined}
    />
  );
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

test('a page rendered frames after the click still gets the focus of the button that went away', async () => {
  chosen = [];
  render(<LatePager />);
  const two = screen.getByRole('button', { name: '2' });
  two.focus();
  await userEvent.keyboard('{Enter}');
  expect(chosen).toEqual([2]);
  await act(nextFrame);
  await act(nextFrame);
  expect(document.activeElement).toBe(two);

  await act(async () => showPage(2));
  expect(screen.queryByRole('button', { name: '2' })).toBeNull();
  expect(document.activeElement?.textContent).toMatch(/^2/);
  expect(document.activeElement?.closest('.page-item.active')).not.toBeNull();
});

test('once the user presses another key, a later page change leaves focus alone', async () => {
  chosen = [];
  render(<LatePager />);
  screen.getByRole('button', { name: '3' }).focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard('{Shift>}{/Shift}');
  await act(async () => showPage(3));
  expect(document.activeElement).toBe(document.body);
});
