import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { useRouteFocus } from '../../src/app/layout/useRouteFocus';

function Shell() {
  useRouteFocus();
  return (
    <>
      <nav>
        <Link to="/list">List</Link>
        <Link to="/step">Step</Link>
        <input aria-label="Search" />
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

function renderShell() {
  render(
    <MemoryRouter initialEntries={['/list']}>
      <Routes>
        <Route element={<Shell />}>
          <Route path="list" element={<h1>Leads</h1>} />
          <Route
            path="step"
            element={
              <>
                <h4>Concern Person Information</h4>
                <input aria-label="Name" />
              </>
            }
          />
          <Route path="other" element={<h1>Other</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const frames = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

test('a move to another screen from its menu link puts focus on the new screen heading', async () => {
  renderShell();
  const link = screen.getByRole('link', { name: 'Step' });
  link.focus();
  fireEvent.click(link);
  await waitFor(
    () => expect(screen.getByRole('heading', { name: 'Concern Person Information' })).toHaveFocus(),
    {
      timeout: 2000,
    },
  );
});

test('a field the user focused right after the move keeps focus (the wait for a heading gives up)', async () => {
  renderShell();
  const link = screen.getByRole('link', { name: 'Step' });
  link.focus();
  fireEvent.click(link);
  await frames(30);
  screen.getByLabelText('Name').focus();
  await frames(1500);
  expect(screen.getByLabelText('Name')).toHaveFocus();
});

test('focus the user put outside the screen meanwhile (the header search) stays there', async () => {
  renderShell();
  const link = screen.getByRole('link', { name: 'Step' });
  link.focus();
  fireEvent.click(link);
  await frames(5);
  screen.getByLabelText('Search').focus();
  await frames(1200);
  expect(screen.getByLabelText('Search')).toHaveFocus();
});
