import { act, fireEvent, render, screen } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { CompanySearchBox } from '../../src/components/CompanySearchBox';

/** A list page in miniature: it renders its rows again only when the committed search changes. */
function ListPage({ onRender }: { onRender(): void }) {
  const [committed, setCommitted] = useState('');
  const commit = useCallback((search: string) => setCommitted(search), []);
  onRender();
  return (
    <>
      <CompanySearchBox committed={committed} onCommit={commit} label="Search" />
      <output>{committed || 'all'}</output>
    </>
  );
}

describe('CompanySearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows each key at once but renders the page (and asks the server) once, 300 ms after the last key', () => {
    const renders = jest.fn();
    render(<ListPage onRender={renders} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    const before = renders.mock.calls.length;
    for (const text of ['n', 'na', 'nah', 'naha', 'nahar']) {
      fireEvent.change(box, { target: { value: text } });
      act(() => jest.advanceTimersByTime(100));
    }
    expect(box).toHaveValue('nahar');
    expect(renders.mock.calls.length).toBe(before); // the page did not render per key
    expect(screen.getByText('all')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByText('nahar')).toBeInTheDocument();
    expect(renders.mock.calls.length).toBe(before + 1);
  });
});
