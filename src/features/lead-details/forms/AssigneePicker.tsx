import { useState } from 'react';
import { CloseButton, Form } from 'react-bootstrap';
import { Field } from 'react-final-form';
import { TypeaheadInput } from '../../../components/TypeaheadInput';
import { fieldError } from '../../../components/form';
import { useLookupList } from '../../../api/lookups';

export interface Assignee {
  id: number;
  name: string;
  email: string;
}
interface EmployeeRow {
  id: number;
  user?: { name?: string; email?: string } | null;
}

/** Assignees: a typeahead over the employees; each pick becomes a removable chip. */
export function AssigneePicker({ name = 'assign_to' }: { name?: string }) {
  const loaded = useLookupList<EmployeeRow>('employees');
  const employees = loaded ?? [];
  const [text, setText] = useState('');
  const options = employees.map((e) => ({
    key: e.id,
    label: `${e.user?.name ?? ''} (${e.user?.email ?? ''})`,
    assignee: { id: e.id, name: e.user?.name ?? '', email: e.user?.email ?? '' },
  }));
  return (
    <Field<Assignee[]> name={name}>
      {({ input, meta }) => {
        const chosen = Array.isArray(input.value) ? input.value : [];
        const error = fieldError(meta);
        return (
          <Form.Group className="mb-3">
            <Form.Label htmlFor="field-assign-to">Assign To</Form.Label>
            <div className="d-flex flex-wrap gap-1 mb-1">
              {chosen.map((a) => (
                <span key={a.id} className="badge text-bg-secondary d-inline-flex align-items-center gap-1">
                  {a.name}
                  <CloseButton
                    aria-label={`Remove ${a.name}`}
                    variant="white"
                    onClick={() => input.onChange(chosen.filter((c) => c.id !== a.id))}
                  />
                </span>
              ))}
            </div>
            <TypeaheadInput
              id="field-assign-to"
              value={text}
              minChars={1}
              searchKey={loaded}
              placeholder="Type an employee's name"
              invalid={Boolean(error)}
              onTextChange={setText}
              search={(q) =>
                options.filter((o) => o.label.toLowerCase().includes(q.toLowerCase())).slice(0, 10)
              }
              onPick={(o) => {
                if (!chosen.some((c) => c.id === o.assignee.id)) input.onChange([...chosen, o.assignee]);
                setText('');
              }}
            />
            {error && <div className="invalid-feedback d-block">{error}</div>}
          </Form.Group>
        );
      }}
    </Field>
  );
}
