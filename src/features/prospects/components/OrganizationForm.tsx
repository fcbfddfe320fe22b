import { Col, Row } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { FormAlert, SubmitButton, TextField } from '../../../components/form';
import { LEAD_MEDIA } from '../../../../contract/person-fields';
import { PersonCards } from '../../../components/person-form/PersonCards';
import { rowMutators } from '../../../components/person-form/rowMutators';
import { SocialRows } from '../../../components/person-form/SocialRows';
import { IndustryTypeField } from '../../../components/person-form/IndustryTypeField';
import { validateWith } from '../../../lib/validation';
import { organizationSchema } from '../schema';
import type { OrganizationKind, OrganizationValues } from '../types';
import { ExhibitionsField } from './ExhibitionsField';
import { NameSuggestField } from './NameSuggestField';

const validate = validateWith<OrganizationValues>(organizationSchema);

/**
 * The one prospect / stakeholder form (create and edit, both kinds), built from the lead wizard's
 * parts in src/components/person-form. `onSubmit` resolves to submission errors (inline) or nothing.
 */
export function OrganizationForm({
  kind,
  title,
  initialValues,
  onSubmit,
}: {
  kind: OrganizationKind;
  title: string;
  initialValues: OrganizationValues;
  onSubmit: (values: OrganizationValues) => Promise<Record<string, unknown> | undefined>;
}) {
  return (
    <Form<OrganizationValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      mutators={rowMutators}
      validate={validate}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={title}>
          <h1 className="h4 mb-3">{title}</h1>
          <FormAlert error={submitError} />
          <Row>
            <Col md={6}>
              <NameSuggestField kind={kind} />
            </Col>
            <Col md={6}>
              <IndustryTypeField />
            </Col>
            <Col md={6}>
              <TextField name="phone" label="Phone" required />
            </Col>
            <Col md={6}>
              <TextField name="website_link" label="Website" placeholder="https://" />
            </Col>
            <Col md={6}>
              <TextField name="address" label="Address" />
            </Col>
            <Col md={6}>
              <ExhibitionsField />
            </Col>
          </Row>
          <SocialRows name="social_networks" mediaKey="mediaName" urlKey="URL" media={LEAD_MEDIA} />
          <PersonCards />
          <div className="d-flex justify-content-end">
            <SubmitButton busy={submitting}>Save Changes</SubmitButton>
          </div>
        </form>
      )}
    </Form>
  );
}
