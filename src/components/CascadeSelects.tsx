import { Col, Form, Row } from 'react-bootstrap';

export interface CascadeOption {
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
}

/**
 * Dependent selects (country → division → district → zone): each list depends on the choice
 * above it, and changing a choice clears every choice below it, whose lists then reload.
 */
export function CascadeSelects({ levels, values, onChange, placeholder = 'Select' }: CascadeSelectsProps) {
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
          <Col md={6} key={level.name} className="mb-3">
            <Form.Label htmlFor={id}>
              {level.label}
              {level.required && <span className="text-danger ms-1">*</span>}
            </Form.Label>
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
