import { Col, Form, Row } from 'react-bootstrap';
import { useForm, useFormState } from 'react-final-form';
import { FieldLabel } from './form/TextField';

interface CascadeOption {
  id: number | string;
  name: string;
}

export interface CascadeLevel {
  name: string;
  label: string;
  required?: boolean;
  /** Options for the current parent choice (undefined while there is no parent choice). */
  options: CascadeOption[] | undefined;
  error?: string;
}

export interface CascadeSelectsProps {
  levels: CascadeLevel[];
  values: Record<string, string>;
  /** Called with every value that changes: the chosen level and the cleared ones below it. */
  onChange(changes: Record<string, string>): void;
  placeholder?: string;
  /** Two per row (a page) or one per row (a dialog). */
  columns?: 1 | 2;
}

/**
 * Dependent selects (country → division → district → zone): each list depends on the choice
 * above it, and changing a choice clears every choice below it, whose lists then reload.
 */
export function CascadeSelects({
  levels,
  values,
  onChange,
  placeholder = 'Select',
  columns = 2,
}: CascadeSelectsProps) {
  const choose = (index: number, value: string) => {
    const changes: Record<string, string> = { [levels[index].name]: value };
    for (const below of levels.slice(index + 1)) changes[below.name] = '';
    onChange(changes);
  };
  return (
    <Row>
      {levels.map((level, index) => {
        const id = `cascade-${level.name}`;
        const parentChosen = index === 0 || Boolean(values[levels[index - 1].name]);
        return (
          <Col md={columns === 2 ? 6 : 12} key={level.name} className="mb-3">
            <FieldLabel htmlFor={id} label={level.label} required={level.required} />
            <Form.Select
              id={id}
              value={values[level.name] ?? ''}
              disabled={!parentChosen}
              isInvalid={Boolean(level.error)}
              onChange={(e) => choose(index, e.target.value)}
            >
              <option value="">{placeholder}</option>
              {(level.options ?? []).map((o) => (
                <option key={o.id} value={String(o.id)}>
                  {o.name}
                </option>
              ))}
            </Form.Select>
            {level.error && <div className="invalid-feedback d-block">{level.error}</div>}
          </Col>
        );
      })}
    </Row>
  );
}

export type FormCascadeLevel = Omit<CascadeLevel, 'error'>;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * `CascadeSelects` over react-final-form fields named by the levels: values come from the form,
 * a choice clears the levels below (and `alsoClear`, e.g. expanded parent records an edit form
 * prefills from), and each select shows its field's error as the form's other inputs do (the
 * client error once touched, else the server's until the value changes).
 */
export function FormCascadeSelects({
  levels,
  alsoClear = [],
  placeholder,
  columns,
}: {
  levels: FormCascadeLevel[];
  alsoClear?: string[];
  placeholder?: string;
  columns?: 1 | 2;
}) {
  const form = useForm();
  const state = useFormState({
    subscription: {
      values: true,
      errors: true,
      submitErrors: true,
      touched: true,
      dirtyFieldsSinceLastSubmit: true,
    },
  });
  const errorOf = (name: string): string | undefined => {
    const own = state.touched?.[name] ? state.errors?.[name] : undefined;
    if (typeof own === 'string' && own) return own;
    const server = state.dirtyFieldsSinceLastSubmit?.[name] ? undefined : state.submitErrors?.[name];
    return typeof server === 'string' && server ? server : undefined;
  };
  return (
    <CascadeSelects
      levels={levels.map((level) => ({ ...level, error: errorOf(level.name) }))}
      values={Object.fromEntries(levels.map((level) => [level.name, text(state.values[level.name])]))}
      placeholder={placeholder}
      columns={columns}
      onChange={(changes) =>
        form.batch(() => {
          for (const [name, value] of Object.entries(changes)) form.change(name, value);
          for (const name of alsoClear) form.change(name, undefined);
          // The chosen select counts as visited: its client error (required) shows now.
          const chosen = levels.find((level) => changes[level.name] !== '') ?? levels[0];
          form.blur(chosen.name);
        })
      }
    />
  );
}
