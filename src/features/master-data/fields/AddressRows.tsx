import { Button, Col, Row } from 'react-bootstrap';
import { FieldArray } from 'react-final-form-arrays';
import { TextField, fieldId } from '../../../components/form';
import { focusWhenShown } from '../../../lib/focusWhenShown';

const PARTS = [
  ['phone', 'Phone'],
  ['country', 'Country'],
  ['state', 'State'],
  ['city', 'City'],
  ['area', 'Area'],
] as const;

/**
 * Company address rows (server field `addresses`); every part is required per row. The keyboard
 * follows the rows: an added row's phone takes focus, and after a removal the phone of the row now
 * in that place (or the one before); with no row left, the Add button.
 */
export function AddressRows({ name }: { name: string }) {
  return (
    <FieldArray name={name}>
      {({ fields }) => (
        <div className="mb-3">
          <div className="d-flex justify-content-between align-items-center mb-2">
            <span className="form-label mb-0">Addresses</span>
            <Button
              size="sm"
              variant="outline-primary"
              id={`${fieldId(name)}-add`}
              onClick={() => {
                fields.push({});
                focusWhenShown(fieldId(`${name}[${fields.length ?? 0}].phone`));
              }}
            >
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
                <Button
                  size="sm"
                  variant="outline-danger"
                  aria-label={`Remove address ${index + 1}`}
                  onClick={() => {
                    const left = (fields.length ?? 1) - 1;
                    fields.remove(index);
                    focusWhenShown(
                      left > 0
                        ? fieldId(`${name}[${Math.min(index, left - 1)}].phone`)
                        : `${fieldId(name)}-add`,
                    );
                  }}
                >
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
