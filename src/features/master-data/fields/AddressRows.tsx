import { Button, Col, Row } from 'react-bootstrap';
import { FieldArray } from 'react-final-form-arrays';
import { TextField } from '../../../components/form';

const PARTS = [
  ['phone', 'Phone'],
  ['country', 'Country'],
  ['state', 'State'],
  ['city', 'City'],
  ['area', 'Area'],
] as const;

/** Company address rows (server field `addresses`); every part is required per row. */
export function AddressRows({ name }: { name: string }) {
  return (
    <FieldArray name={name}>
      {({ fields }) => (
        <div className="mb-3">
          <div className="d-flex justify-content-between align-items-center mb-2">
            <span className="form-label mb-0">Addresses</span>
            <Button size="sm" variant="outline-primary" onClick={() => fields.push({})}>
              Add Address
            </Button>
          </div>
          {fields.map((row, index) => (
            <Row key={row} className="g-2 align-items-end border rounded p-2 mb-2" data-testid="address-row">
              {PARTS.map(([part, label]) => (
                <Col sm={6} key={part}>
                  <TextField name={`${row}.${part}`} label={label} required className="mb-1" />
                </Col>
              ))}
              <Col sm={12} className="text-end">
                <Button size="sm" variant="outline-danger" onClick={() => fields.remove(index)}>
                  Remove
                </Button>
              </Col>
            </Row>
          ))}
        </div>
      )}
    </FieldArray>
  );
}
