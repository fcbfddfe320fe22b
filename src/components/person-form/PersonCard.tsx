import { memo } from 'react';
import { Button, Card, Col, Row } from 'react-bootstrap';
import { TextField } from '../form';
import { useLookupList } from '../../api/lookups';
import type { IdName } from './types';
import { GENDERS, PERSON_MEDIA } from '../../../contract/person-fields';
import { DobField, NamedRefField, TagField } from './PersonInputs';
import { SelectField } from '../form/SelectField';
import { SocialRows } from './SocialRows';
import { VisitingCardField } from './VisitingCardField';

/**
 * One concern person of the wizard's step 2. Memoised: its fields subscribe to their own state, so
 * the form's renders (submitting, a saved step) need not render every card again.
 */
export const PersonCard = memo(function PersonCard({
  name,
  index,
  onRemove,
}: {
  name: string;
  index: number;
  onRemove?: (index: number) => void;
}) {
  const designations = useLookupList<IdName>('designations') ?? [];
  const roles = useLookupList<IdName>('influencing-roles') ?? [];
  const departments = useLookupList<IdName>('departments') ?? [];
  return (
    <Card className="mb-3" aria-label={`Concern person ${index + 1}`} role="group">
      <Card.Header className="d-flex justify-content-between align-items-center">
        <span className="fw-semibold">Concern Person {index + 1}</span>
        {onRemove && (
          <Button
            variant="outline-danger"
            size="sm"
            onClick={() => onRemove(index)}
            aria-label={`Remove concern person ${index + 1}`}
          >
            Remove
          </Button>
        )}
      </Card.Header>
      <Card.Body>
        <Row>
          <Col md={6}>
            <TextField name={`${name}.name`} label="Name" required />
          </Col>
          <Col md={6}>
            <SelectField
              name={`${name}.gender`}
              label="Gender"
              options={GENDERS.map((g) => ({ value: g, label: g }))}
            />
          </Col>
          <Col md={6}>
            <TagField name={`${name}.phone`} label="Phone" placeholder="Type a phone and press Enter" />
          </Col>
          <Col md={6}>
            <TagField name={`${name}.email`} label="Email" placeholder="Type an email and press Enter" />
          </Col>
          <Col md={6}>
            <DobField name={`${name}.dob`} />
          </Col>
          <Col md={6}>
            <NamedRefField name={`${name}.designation`} label="Designation" options={designations} />
          </Col>
          <Col md={6}>
            <NamedRefField name={`${name}.role`} label="Influencing Role" options={roles} />
          </Col>
          <Col md={6}>
            <NamedRefField name={`${name}.department`} label="Department" options={departments} />
          </Col>
          <Col md={6}>
            <VisitingCardField name={`${name}.attachment`} />
          </Col>
        </Row>
        <SocialRows
          name={`${name}.social_networks`}
          mediaKey="social_media"
          urlKey="url"
          media={PERSON_MEDIA}
        />
      </Card.Body>
    </Card>
  );
});
