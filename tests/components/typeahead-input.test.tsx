import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TypeaheadInput } from '../../src/components/TypeaheadInput';

describe('TypeaheadInput', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  type Found = { key: number; label: string }[];
  function Industry({ search }: { search: (q: string) => Found | Promise<Found> }) {
    const [text, setText] = useState('');
    const [picked, setPicked] = useState<number | null>(null);
    return (
      <>
        <label htmlFor="industry">Industry Type</label>
        <TypeaheadInput
          id="industry"
          value={text}
          onTextChange={setText}
          onPick={(o) => {
            setText(o.label);
            setPicked(o.key);
          }}
          search={search}
        />
        <output>{picked ?? 'none'}</output>
      </>
    );
  }

  it('searches only after more than 2 characters and 300 ms without typing; free text stays', async () => {
    const search = jest.fn((q: string) => [{ key: 7, label: `${q} Industries` }]);
    render(<Industry search={search} />);
    const box = screen.getByLabelText('Industry Type');
    box.focus();
    fireEvent.change(box, { target: { value: 'te' } });
    act(() => jest.advanceTimersByTime(1000));
    expect(search).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: 'tex' } });
    act(() => jest.advanceTimersByTime(299));
    fireEvent.change(box, { target: { value: 'text' } });
    act(() => jest.advanceTimersByTime(299));
    expect(search).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('text');
    expect(box).toHaveValue('text');

    fireEvent.click(await screen.findByRole('option', { name: 'text Industries' }));
    expect(box).toHaveValue('text Industries');
    expect(screen.getByText('7')).toBeInTheDocument();
  });

  async function typeAndWait(box: HTMLElement, text: string) {
    fireEvent.change(box, { target: { value: text } });
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
  }

  it('works from the keyboard: Down and Up move through the list, Enter picks, Escape closes only the list', async () => {
    const search = jest.fn(() => [
      { key: 1, label: 'Textiles' },
      { key: 2, label: 'Texas Oil' },
    ]);
    const outside = jest.fn();
    render(
      <div onKeyDown={(e) => e.key === 'Escape' && outside()}>
        <Industry search={search} />
      </div>,
    );
    const box = screen.getByLabelText('Industry Type');
    box.focus();
    await typeAndWait(box, 'tex');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' }); // wraps round to the first
    fireEvent.keyDown(box, { key: 'ArrowUp' }); // and back to the last
    const second = screen.getByRole('option', { name: 'Texas Oil' });
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveAttribute('tabindex', '-1'); // focus stays in the text box
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box).toHaveValue('Texas Oil');
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await typeAndWait(box, 'text');
    expect(screen.getByRole('option', { name: 'Textiles' })).toBeVisible();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(outside).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Escape' }); // a closed list lets Escape through (a dialog closes)
    expect(outside).toHaveBeenCalledTimes(1);
  });

  it('searches the typed text again when its list loads after the first keystrokes', async () => {
    function Late({ items }: { items: string[] }) {
      const [text, setText] = useState('');
      return (
        <>
          <label htmlFor="late">Assign To</label>
          <TypeaheadInput
            id="late"
            value={text}
            minChars={1}
            onTextChange={setText}
            onPick={(o) => setText(o.label)}
            search={(q) => items.filter((i) => i.includes(q)).map((label) => ({ key: label, label }))}
            searchKey={items.length}
          />
        </>
      );
    }
    const { rerender } = render(<Late items={[]} />);
    const box = screen.getByLabelText('Assign To');
    box.focus();
    await typeAndWait(box, 'sup');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    rerender(<Late items={['supervisor', 'staff']} />);
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    expect(screen.getByRole('option', { name: 'supervisor' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'staff' })).not.toBeInTheDocument();
  });

  it('does not pop up suggestions that arrive after the user left the field', async () => {
    const search = jest.fn(() => [{ key: 1, label: 'Textiles' }]);
    render(<Industry search={search} />);
    const box = screen.getByLabelText('Industry Type');
    box.focus();
    fireEvent.change(box, { target: { value: 'tex' } });
    box.blur();
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(search).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
  it('forgets the arrowed option when the user leaves and comes back: Enter then submits', async () => {
    const search = jest.fn(() => [{ key: 1, label: 'Textiles' }]);
    const submit = jest.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={submit}>
        <Industry search={search} />
      </form>,
    );
    const box = screen.getByLabelText('Industry Type');
    box.focus();
    await typeAndWait(box, 'tex');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant');
    fireEvent.blur(box);
    act(() => jest.advanceTimersByTime(300));
    fireEvent.focus(box);
    expect(box).toHaveAttribute('aria-expanded', 'true'); // the list is offered again
    expect(box).not.toHaveAttribute('aria-activedescendant'); // but nothing is chosen
  });

  it('a pick closes the list for good: the old suggestions do not come back over the picked value', async () => {
    const search = jest.fn(() => [{ key: 1, label: 'Textiles' }]);
    render(<Industry search={search} />);
    const box = screen.getByLabelText('Industry Type');
    box.focus();
    await typeAndWait(box, 'tex');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box).toHaveValue('Textiles');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.blur(box);
    fireEvent.focus(box);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('a quick return to the field keeps the list open (the hide timer of the blur is cancelled)', async () => {
    const search = jest.fn(() => [{ key: 1, label: 'Textiles' }]);
    render(<Industry search={search} />);
    const box = screen.getByLabelText('Industry Type');
    box.focus();
    await typeAndWait(box, 'tex');
    fireEvent.blur(box);
    act(() => jest.advanceTimersByTime(100));
    fireEvent.focus(box);
    act(() => jest.advanceTimersByTime(300));
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('a failed older search does not wipe the answer of a newer one', async () => {
    let failFirst: (e: Error) => void = () => undefined;
    const search = jest
      .fn<Promise<{ key: number; label: string }[]>, [string]>()
      .mockImplementationOnce(() => new Promise((_, reject) => (failFirst = reject)))
      .mockImplementation(async () => [{ key: 2, label: 'Textiles' }]);
    render(<Industry search={search} />);
    const box = screen.getByLabelText('Industry Type');
    box.focus();
    await typeAndWait(box, 'tex');
    await typeAndWait(box, 'text');
    expect(screen.getByRole('option', { name: 'Textiles' })).toBeVisible();
    await act(async () => failFirst(new Error('network')));
    expect(screen.getByRole('option', { name: 'Textiles' })).toBeVisible();
  });

  it('opens its list upward when the field sits at the bottom of the window', async () => {
    // jsdom lays nothing out: the field's box and the list's height are given as a phone would have them.
    const field = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: 798, bottom: 836, left: 0, right: 390, width: 390, height: 38 } as DOMRect);
    const tall = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(240);
    const height = window.innerHeight;
    try {
      window.innerHeight = 844;
      render(<Industry search={() => [{ key: 1, label: 'Textiles' }]} />);
      const box = screen.getByLabelText('Industry Type');
      box.focus();
      await typeAndWait(box, 'tex');
      const list = screen.getByRole('listbox');
      expect(list.style.bottom).toBe('100%');
      expect(list.style.top).toBe('');
    } finally {
      window.innerHeight = height;
      field.mockRestore();
      tall.mockRestore();
    }
  });
});
