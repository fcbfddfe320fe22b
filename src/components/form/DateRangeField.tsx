import type { ReactNode } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { TextField } from './TextField';

/**
 * A start/end date pair under one label, values yyyy-MM-dd (the format the server stores), each
 * with its own server error beneath it.
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
          <TextField name={startName} type="date" placeholder="yyyy-MM-dd" className="mb-0" label="Start Date" />
        </Col>
        <Col>
          <TextField name={endName} type="date" placeholder="yyyy-MM-dd" className="mb-0" label="End Date" />
        </Col>
      </Row>
    </Form.Group>
  );
}
