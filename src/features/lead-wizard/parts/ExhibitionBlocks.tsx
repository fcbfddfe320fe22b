import { Button, Col, Row } from 'react-bootstrap';
import { RemoveRowButton } from '../../../components/person-form/RemoveRowButton';
import { useArrayRows } from '../../../components/person-form/useArrayRows';
import { useLookupList } from '../../../api/lookups';
import type { Employee } from '../api';
import type { IdName } from '../types';
import { emptyExhibition } from '../mapping';
import { SelectField } from '../../../components/form/SelectField';
import { MessageRoom } from '../../../components/form/MessageRoom';

/** Repeatable exhibition blocks: exhibition, assign to employee, optional additional employee. */
export function ExhibitionBlocks() {
  const exhibitions = (useLookupList<IdName>('exhibitions') ?? []).map((e) => ({
    value: e.id,
    label: e.name,
  }));
  const employees = (useLookupList<Employee>('employees') ?? []).map((e) => ({
    value: e.id,
    label: e.user?.name ?? `#${e.id}`,
  }));
  const fields = useArrayRows('exhibitions', 'exhibition_id');
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">Exhibitions</legend>
      {/* A message under a field must not slide the row's Remove away from the pointer. */}
      <MessageRoom>
        {fields.names.map((name, index) => (
          <Row key={name} className="align-items-end border rounded p-2 mb-2 mx-0">
            <Col md={4}>
              <SelectField name={`${name}.exhibition_id`} label="Exhibition" required options={exhibitions} />
            </Col>
            <Col md={3}>
              <SelectField name={`${name}.employee_id`} label="Assign To" required options={employees} />
            </Col>
            <Col md={3}>
              <SelectField
                name={`${name}.additionalEmployeeID`}
                label="Additional Employee"
                options={employees}
              />
            </Col>
            <RemoveRowButton
              shown={fields.count > 1}
              label={`Remove exhibition ${index + 1}`}
              onRemove={() => fields.remove(index)}
            />
          </Row>
        ))}
      </MessageRoom>
      <Button variant="outline-primary" size="sm" onClick={() => fields.push(emptyExhibition())}>
        Add Exhibition
      </Button>
    </fieldset>
  );
}
