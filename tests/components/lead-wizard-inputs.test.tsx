import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { TagInput } from '../../src/components/TagInput';
import { CascadeSelects, type CascadeLevel } from '../../src/components/CascadeSelects';
import { useArrayRows } from '../../src/components/person-form/useArrayRows';
import { rowMutators } from '../../src/components/person-form/rowMutators';
import { fieldId } from '../../src/components/person-form/FieldRow';

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
    // A tap does not move focus to the text box (a phone would open its keyboard).
    expect(screen.getByLabelText('Phone')).not.toHaveFocus();
    // From the keyboard the cross has gone with its tag: focus goes to the text box.
    screen.getByRole('button', { name: 'Remove b@x.com' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(tagsShown()).toEqual([]);
    expect(screen.getByLabelText('Phone')).toHaveFocus();
  });

  it('makes one tag of each value typed or pasted with commas or semicolons between them', async () => {
    render(<Tags initial={['b@x.com']} />);
    const box = screen.getByLabelText('Phone');
    await userEvent.type(box, 'a@x.com, b@x.com;c@x.com,,{Enter}');
    expect(tagsShown()).toEqual(['b@x.com', 'a@x.com', 'c@x.com']);
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

describe('useArrayRows (final-form-arrays mutators)', () => {
  function Rows() {
    const rows = useArrayRows<{ name: string }>('rows', 'name');
    return (
      <>
        {rows.names.map((name, index) => (
          <div key={name} role="group" aria-label={`row ${index + 1}`}>
            <Field name={`${name}.name`} component="input" aria-label="name" id={fieldId(`${name}.name`)} />
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

  it('with a focus field, an added row takes focus, and after a removal the row now in its place', async () => {
    render(<Harness onValues={jest.fn()} />);
    const boxes = () => screen.getAllByLabelText('name');
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(boxes()[3]).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'remove 2' }));
    await waitFor(() => expect(boxes()[1]).toHaveFocus()); // 'third' moved up into row 2
    expect((boxes()[1] as HTMLInputElement).value).toBe('third');
    await userEvent.click(screen.getByRole('button', { name: 'remove 3' }));
    await waitFor(() => expect(boxes()[1]).toHaveFocus()); // the last went: the one before it
  });
});
