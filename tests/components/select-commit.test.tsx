import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useSelectCommit } from '../../src/lib/useSelectCommit';

function Picker({ act, onLeave }: { act: (v: string) => void; onLeave: 'commit' | 'discard' }) {
  const [committed, setCommitted] = useState('a');
  const choice = useSelectCommit(
    committed,
    (v) => {
      act(v);
      setCommitted(v);
    },
    onLeave,
  );
  return (
    <select aria-label="Pick" value={choice.value} {...choice.handlers}>
      {['a', 'b', 'c', 'd'].map((v) => (
        <option key={v} value={v}>
          {v}
        </option>
      ))}
    </select>
  );
}

/** Chromium on a closed select: the key, then a change to the next option. */
function step(select: HTMLSelectElement, key = 'ArrowDown') {
  fireEvent.keyDown(select, { key });
  fireEvent.change(select, { target: { value: select.options[select.selectedIndex + 1].value } });
}

test('stepping with arrows or letters acts only on Enter, on the option reached', () => {
  const act = jest.fn();
  render(<Picker act={act} onLeave="commit" />);
  const select = screen.getByRole('combobox', { name: 'Pick' }) as HTMLSelectElement;
  step(select);
  step(select, 'c');
  expect(select.value).toBe('c');
  expect(act).not.toHaveBeenCalled();
  fireEvent.keyDown(select, { key: 'Enter' });
  expect(act.mock.calls).toEqual([['c']]);
});

test('a choice from the open list acts at once (mouse, or Space / Alt+Down then a pick)', () => {
  const act = jest.fn();
  render(<Picker act={act} onLeave="commit" />);
  const select = screen.getByRole('combobox', { name: 'Pick' }) as HTMLSelectElement;
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value: 'd' } });
  fireEvent.keyDown(select, { key: 'ArrowDown', altKey: true });
  fireEvent.change(select, { target: { value: 'b' } });
  expect(act.mock.calls).toEqual([['d'], ['b']]);
});

test('leaving with a stepped choice: commit acts on it, discard drops it and shows the committed value', () => {
  const commit = jest.fn();
  const { unmount } = render(<Picker act={commit} onLeave="commit" />);
  let select = screen.getByRole('combobox', { name: 'Pick' }) as HTMLSelectElement;
  select.focus();
  step(select);
  fireEvent.blur(select);
  expect(commit.mock.calls).toEqual([['b']]);
  unmount();

  const discard = jest.fn();
  render(<Picker act={discard} onLeave="discard" />);
  select = screen.getByRole('combobox', { name: 'Pick' }) as HTMLSelectElement;
  select.focus();
  step(select);
  fireEvent.blur(select);
  expect(discard).not.toHaveBeenCalled();
  expect(select.value).toBe('a');
});

test('Escape drops a stepped choice; a switch to another window neither acts nor drops it', () => {
  const act = jest.fn();
  render(<Picker act={act} onLeave="commit" />);
  const select = screen.getByRole('combobox', { name: 'Pick' }) as HTMLSelectElement;
  select.focus();
  step(select);
  fireEvent.keyDown(select, { key: 'Escape' });
  expect(select.value).toBe('a');
  step(select);
  const hasFocus = jest.spyOn(document, 'hasFocus').mockReturnValue(false);
  fireEvent.blur(select);
  hasFocus.mockRestore();
  expect(act).not.toHaveBeenCalled();
  expect(select.value).toBe('b');
});

test('a key that changed nothing leaves no flag: a later pick without a key acts at once', async () => {
  const act = jest.fn();
  render(<Picker act={act} onLeave="discard" />);
  const select = screen.getByRole('combobox', { name: 'Pick' }) as HTMLSelectElement;
  fireEvent.keyDown(select, { key: 'ArrowUp' }); // already on the first option: no change follows
  await new Promise((r) => setTimeout(r, 5));
  fireEvent.change(select, { target: { value: 'c' } }); // e.g. a screen reader's pick
  expect(act.mock.calls).toEqual([['c']]);
});
