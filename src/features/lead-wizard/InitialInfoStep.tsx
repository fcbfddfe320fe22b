import { useMemo, useRef } from 'react';
import { Col, Row } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { useSelector } from '@xstate/react';
import { FormAlert, SubmitButton, TextField } from '../../components/form';
import { validateWith } from '../../lib/validation';
import { useInformationSources } from '../../api/lookups';
import { LEAD_PRIORITIES } from '../../../contract/priorities';
import { LEAD_MEDIA } from '../../../contract/person-fields';
import { emptyInitialInfo, initialInfoFromProspect } from './mapping';
import { initialInfoSchema } from './schemas';
import { submitThroughMachine } from './submitThroughMachine';
import type { IdName, InitialInfoValues, Prospect } from './types';
import { useWizardActor } from './WizardContext';
import { rowMutators } from '../../components/person-form/rowMutators';
import { ExhibitionBlocks } from './parts/ExhibitionBlocks';
import { LocationFields } from './parts/LocationFields';
import { OrganizationNameField } from './parts/OrganizationNameField';
import { SelectField } from '../../components/form/SelectField';
import { SocialRows } from '../../components/person-form/SocialRows';
import { TypeaheadField } from '../../components/person-form/TypeaheadField';
import { IndustryTypeField } from '../../components/person-form/IndustryTypeField';

const validate = validateWith<InitialInfoValues>(initialInfoSchema);

/** Step 1 of the create and edit wizard. */
export default function InitialInfoStep() {
  const actor = useWizardActor();
  const saved = useSelector(actor, (s) => s.context.initialInfo) as InitialInfoValues | null;
  const linkedProspect = useSelector(actor, (s) =>
    s.context.initialInfo ? null : s.context.prospect,
  ) as Prospect | null;
  const failure = useSelector(actor, (s) => s.context.errorMessage);
  // The duplicate warning waits for the user: Next is not busy behind it.
  const confirming = useSelector(actor, (s) => s.hasTag('confirming'));
  const prospect = useRef<Prospect | null | undefined>(undefined);
  // The values the machine holds (edit: loaded; Back: as entered) are the form's starting point.
  // A create link that named a prospect starts prefilled from it.
  const initialValues = useMemo(
    () =>
      saved ??
      (linkedProspect ? initialInfoFromProspect(emptyInitialInfo(), linkedProspect) : emptyInitialInfo()),
    [saved, linkedProspect],
  );
  const sources = (useInformationSources<IdName>() ?? []).map((s) => ({ id: s.id, label: s.name }));

  return (
    <Form<InitialInfoValues>
      onSubmit={(values) =>
        submitThroughMachine(
          actor,
          { ...values },
          prospect.current ? { ...prospect.current } : prospect.current,
        )
      }
      initialValues={initialValues}
      mutators={rowMutators}
      validate={validate}
      keepDirtyOnReinitialize
    >
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Initial Information">
          <h4 className="mb-3">Initial Information</h4>
          <FormAlert error={failure ?? undefined} />
          <Row>
            <Col md={6}>
              <OrganizationNameField onProspect={(p) => (prospect.current = p)} />
            </Col>
            <Col md={6}>
              <IndustryTypeField />
            </Col>
            <Col md={6}>
              <TypeaheadField
                idName="information_source_id"
                textName="information_source_text"
                label="Information Source"
                items={sources}
              />
            </Col>
            <Col md={6}>
              <TextField name="phone" label="Phone" required />
            </Col>
            <Col md={6}>
              <TextField name="address" label="Address" />
            </Col>
            <Col md={6}>
              <SelectField
                name="lead_priority"
                label="Lead Priority"
                required
                options={LEAD_PRIORITIES.map((p) => ({ value: p, label: p }))}
              />
            </Col>
          </Row>
          <LocationFields />
          <TextField name="website_link" label="Website" placeholder="https://" />
          <ExhibitionBlocks />
          <SocialRows name="social_networks" mediaKey="mediaName" urlKey="URL" media={LEAD_MEDIA} />
          <div className="d-flex justify-content-end">
            <SubmitButton busy={submitting && !confirming}>Next</SubmitButton>
          </div>
        </form>
      )}
    </Form>
  );
}
