import { Button, Col, Row } from 'react-bootstrap';
import { TextField } from '../../../components/form';
import { useArrayRows } from '../../../components/person-form/useArrayRows';

const PARTS = [
  ['phone', 'Phone'],
  ['country', 'Country'],
  ['state', 'State'],
  ['city', 'City'],
  ['area', 'Area'],
] as const;

/**
 * Company address rows (server field `addresses`); every part is required per row. The keyboard
 * follows the rows (src/components/person-form/useArrayRows.ts): an added row's phone takes focus,
 * after a removal the row now in that place, and with no row left the Add button.
 */
export function AddressRows({ name }: { name: string }) {
  const rows = useArrayRows<Record<string, string>>(name, 'phone');
  return (
    <div className="mb-3">
      <div className="d-flex justify-content-between align-items-center mb-2">
        <span className="form-label mb-0">Addresses</span>
        <Button size="sm" variant="outline-primary" id={rows.addButtonId} onClick={() => rows.push({})}>
          Add Address
        </Button>
      </div>
      {rows.names.map((row, index) => (
        <Row key={row} className="g-2 align-items-end border rounded p-2 mb-2" data-testid="address-row">
          {PARTS.map(([part, label]) => (
            <Col sm={6} key={part}>
              <TextField name={`${row}.${part}`} label={label} required className="mb-1" />
            </Col>
          ))}
          <Col sm={12} className="text-end">
            <Button
              size="sm"
              variant="outline-danger"
              aria-label={`Remove address ${index + 1}`}
              onClick={() => rows.remove(index)}
            >
              Remove
            </Button>
          </Col>
        </Row>
      ))}
    </div>
  );
}
