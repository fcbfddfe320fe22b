import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import arrayMutators from 'final-form-arrays';
import { Field, Form } from 'react-final-form';
import { useArrayRows } from '../../src/components/person-form/useArrayRows';

// The rows of an array field render again when the number of rows changes, not on every keystroke
// of any field: the wizard's cards re-rendered whole on each change, most of the booth's save. The
// form itself renders on `submitting` only, as the wizard's step 2 does.

let rowRenders = 0;

function Rows() {
  rowRenders++;
  const rows = useArrayRows<{ name: string }>('people');
  return (
    <>
      {rows.names.map((name) => (
        <Field key={name} name={`${name}.name`} component="input" aria-label={name} />
      ))}
      <button type="button" onClick={() => rows.push({ name: '' })}>
        Add
      </button>
    </>
  );
}

test('typing into a field leaves the rows alone; adding a row renders them with one more', async () => {
  const user = userEvent.setup();
  render(
    <Form
      onSubmit={() => undefined}
      mutators={{ ...arrayMutators }}
      initialValues={{ title: '', people: [{ name: '' }] }}
      subscription={{ submitting: true }}
    >
      {() => (
        <form>
          <Field name="title" component="input" aria-label="title" />
          <Rows />
        </form>
      )}
    </Form>,
  );
  const before = rowRenders;
  await user.type(screen.getByLabelText('title'), 'Acme');
  await user.type(screen.getByLabelText('people[0]'), 'Ann');
  expect(rowRenders).toBe(before);

  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByLabelText('people[1]')).toBeInTheDocument();
  expect(rowRenders).toBeGreaterThan(before);
});
