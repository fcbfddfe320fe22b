import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { TagInput } from '../../src/components/TagInput';
import { CascadeSelects, type CascadeLevel } from '../../src/components/CascadeSelects';
import { TypeaheadInput } from '../../src/components/TypeaheadInput';
import { useArrayRows } from '../../src/components/person-form/useArrayRows';
import { rowMutators } from '../../src/components/person-form/rowMutators';

function Tags({ initial = [] as string[], onChange = jest.fn() }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <TagInput
        ariaLabel="Phone"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">elsewhere</button>
    </>
  );
}
const tagsShown = () =>
  screen.queryAllByRole('button', { name: /^Remove / }).map((b) => b.getAttribute('aria-label')!.slice(7));

describe('TagInput', () => {
  it('adds trimmed values on Enter, Tab and blur; ignores blanks and duplicates', async () => {
    const onSubmit = jest.fn((e: Event) => e.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Tags />
      </form>,
    );
    const box = screen.getByLabelText('Phone');
    await userEvent.type(box, '  0171 111  {Enter}');
    expect(tagsShown()).toEqual(['0171 111']);
    expect(onSubmit).not.toHaveBeenCalled(); // Enter never submits the form
    await userEvent.type(box, '0171 222');
    await userEvent.tab();
    expect(tagsShown()).toEqual(['0171 111', '0171 222']);
    expect(box).toHaveFocus(); // Tab with text stays to take the next value
    await userEvent.type(box, '   {Enter}0171 111{Enter}');
    expect(tagsShown()).toEqual(['0171 111', '0171 222']);
    await userEvent.type(box, '0171 333');
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(tagsShown()).toEqual(['0171 111', '0171 222', '0171 333']);
    expect(box).toHaveValue('');
  });

  it('removes a tag with its cross', async () => {
    const onChange = jest.fn();
    render(<Tags initial={['a@x.com', 'b@x.com']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove a@x.com' }));
    expect(onChange).toHaveBeenLastCalledWith(['b@x.com']);
    expect(tagsShown()).toEqual(['b@x.com']);
  });
});

describe('CascadeSelects', () => {
  const OPTIONS: Record<string, Record<string, { id: number; name: string }[]>> = {
    division_id: { '1': [{ id: 11, name: 'Dhaka' }], '2': [{ id: 21, name: 'Ontario' }] },
    district_id: { '11': [{ id: 111, name: 'Gazipur' }], '21': [{ id: 211, name: 'Toronto' }] },
    zone_id: { '111': [{ id: 1111, name: 'Tongi' }], '211': [{ id: 2111, name: 'Downtown' }] },
  };
  function Location() {
    const [values, setValues] = useState<Record<string, string>>({
      country_id: '',
      division_id: '',
      district_id: '',
      zone_id: '',
    });
    const levels: CascadeLevel[] = [
      {
        name: 'country_id',
        label: 'Country',
        required: true,
        options: [
          { id: 1, name: 'Bangladesh' },
          { id: 2, name: 'Canada' },
        ],
      },
      { name: 'division_id', label: 'Division', options: OPTIONS.division_id[values.country_id] },
      { name: 'district_id', label: 'District', options: OPTIONS.district_id[values.division_id] },
      { name: 'zone_id', label: 'Zone', options: OPTIONS.zone_id[values.district_id] },
    ];
    return (
      <CascadeSelects levels={levels} values={values} onChange={(c) => setValues((v) => ({ ...v, ...c }))} />
    );
  }
  const optionsOf = (label: string) =>
    [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.text).slice(1);

  it('loads each list from the choice above and clears every choice below on change', async () => {
    render(<Location />);
    expect(screen.getByLabelText('Division')).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText(/Country/), 'Bangladesh');
    expect(optionsOf('Division')).toEqual(['Dhaka']);
    await userEvent.selectOptions(screen.getByLabelText('Division'), 'Dhaka');
    await userEvent.selectOptions(screen.getByLabelText('District'), 'Gazipur');
    await userEvent.selectOptions(screen.getByLabelText('Zone'), 'Tongi');
    expect(screen.getByLabelText('Zone')).toHaveValue('1111');

    await userEvent.selectOptions(screen.getByLabelText(/Country/), 'Canada');
    expect(screen.getByLabelText('Division')).toHaveValue('');
    expect(screen.getByLabelText('District')).toHaveValue('');
    expect(screen.getByLabelText('Zone')).toHaveValue('');
    expect(screen.getByLabelText('District')).toBeDisabled();
    expect(optionsOf('Division')).toEqual(['Ontario']);
  });
});

describe('TypeaheadInput', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function Industry({ search }: { search: (q: string) => { key: number; label: string }[] }) {
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
});

describe('useArrayRows (final-form-arrays mutators)', () => {
  function Rows() {
    const rows = useArrayRows<{ name: string }>('rows');
    return (
      <>
        {rows.names.map((name, index) => (
          <div key={name} role="group" aria-label={`row ${index + 1}`}>
            <Field name={`${name}.name`} component="input" aria-label="name" />
            {rows.count > 1 && (
              <button type="button" onClick={() => rows.remove(index)}>
                remove {index + 1}
              </button>
            )}
          </div>
        ))}
        <button type="button" onClick={() => rows.push({ name: 'new' })}>
          add
        </button>
      </>
    );
  }
  function Harness({ onValues }: { onValues(v: unknown): void }) {
    return (
      <Form
        onSubmit={() => undefined}
        mutators={rowMutators}
        initialValues={{ rows: [{ name: 'first' }, { name: 'second' }, { name: 'third' }] }}
      >
        {({ values }) => {
          onValues(values);
          return <Rows />;
        }}
      </Form>
    );
  }

  it('adds and removes rows through the array mutators; removal is only offered while more than one', async () => {
    const onValues = jest.fn();
    render(<Harness onValues={onValues} />);
    const names = () => screen.getAllByLabelText('name').map((el) => (el as HTMLInputElement).value);

    await userEvent.click(screen.getByRole('button', { name: 'remove 1' }));
    expect(names()).toEqual(['second', 'third']);
    expect(onValues).toHaveBeenLastCalledWith({ rows: [{ name: 'second' }, { name: 'third' }] });

    await userEvent.type(screen.getAllByLabelText('name')[1], '!');
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(names()).toEqual(['second', 'third!', 'new']);

    await userEvent.click(screen.getByRole('button', { name: 'remove 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'remove 1' }));
    expect(names()).toEqual(['new']);
    expect(onValues).toHaveBeenLastCalledWith({ rows: [{ name: 'new' }] });
    expect(screen.queryByRole('button', { name: /remove/ })).toBeNull();
  });
});
