import type { ReactNode } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { useField } from 'react-final-form';
import { TextField } from './TextField';

/** Shown at once when the end date is before the start (the server answers the same words). */
const END_BEFORE_START = 'The end date must be a date after or equal to start date.';

/**
 * A start/end date pair under one label, values yyyy-MM-dd (the format the server stores), each
 * with its own server error beneath it. The end date cannot be picked before the start date, and
 * a typed one that is earlier is refused before anything is sent.
 */
export function DateRangeField({
  label,
  startName = 'start_date',
  endName = 'end_date',
  required,
}: {
  label?: ReactNode;
  startName?: string;
  endName?: string;
  required?: boolean;
}) {
  const start = useField<string>(startName, { subscription: { value: true } }).input.value || undefined;
  const endNotBeforeStart = (end: string | undefined, all: object) => {
    const from = (all as Record<string, unknown>)[startName];
    return typeof from === 'string' && from && end && end < from ? END_BEFORE_START : undefined;
  };
  return (
    <Form.Group className="mb-3" role="group" aria-label={typeof label === 'string' ? label : undefined}>
      {label && (
        <div className="form-label">
          {label}
          {required && <span className="text-danger ms-1">*</span>}
        </div>
      )}
      <Row className="g-2">
        <Col>
          <TextField
            name={startName}
            type="date"
            placeholder="yyyy-MM-dd"
            className="mb-0"
            label="Start Date"
          />
        </Col>
        <Col>
          <TextField
            name={endName}
            type="date"
            placeholder="yyyy-MM-dd"
            className="mb-0"
            label="End Date"
            min={start}
            validate={endNotBeforeStart}
          />
        </Col>
      </Row>
    </Form.Group>
  );
}
