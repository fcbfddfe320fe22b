import { useMemo } from 'react';
import { Button } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { FormAlert, SubmitButton } from '../../components/form';
import { validateWith } from '../../lib/validation';
import { emptyPerson, personsFromProspect } from './mapping';
import { prospectFromQuery } from './prospectLink';
import { concernPersonsSchema } from './schemas';
import { submitThroughMachine } from './submitThroughMachine';
import type { ConcernPersonsValues, Prospect } from './types';
import { useWizardActor } from './WizardContext';
import { rowMutators } from '../../components/person-form/rowMutators';
import { PersonCards } from '../../components/person-form/PersonCards';
import { OfflineCardsContext } from '../../components/person-form/VisitingCardField';

const validate = validateWith<ConcernPersonsValues>(concernPersonsSchema);

/** Step 2 of the create and edit wizard: repeatable concern-person cards. */
export default function ConcernPersonStep() {
  const actor = useWizardActor();
  const [params] = useSearchParams();
  const saved = useSelector(actor, (s) => s.context.persons) as ConcernPersonsValues | null;
  const prospect = useSelector(actor, (s) => s.context.prospect) as Prospect | null;
  const isEdit = useSelector(actor, (s) => s.matches('edit'));
  const failure = useSelector(actor, (s) => s.context.errorMessage);
  const selected = params.get('selectedProspect');
  const initialValues = useMemo(
    () =>
      saved ??
      personsFromProspect(prospect ?? prospectFromQuery(selected)) ?? {
        concern_person_info: [emptyPerson()],
      },
    [saved, prospect, selected],
  );

  return (
    <Form<ConcernPersonsValues>
      onSubmit={(values) => submitThroughMachine(actor, { ...values })}
      initialValues={initialValues}
      mutators={rowMutators}
      validate={validate}
      keepDirtyOnReinitialize
      // The step renders for `submitting` only: its fields and card rows follow their own state.
      subscription={{ submitting: true }}
    >
      {({ handleSubmit, submitting, form }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Concern Person Information">
          <h4 className="mb-3">
            {isEdit ? 'Concern Person Information Update' : 'Concern Person Information'}
          </h4>
          <FormAlert error={failure ?? undefined} />
          {/* A new lead's cards may wait on this device with it (src/queue/); an edit is online only. */}
          <OfflineCardsContext.Provider value={!isEdit}>
            <PersonCards />
          </OfflineCardsContext.Provider>
          <div className="d-flex justify-content-between">
            <Button
              variant="outline-secondary"
              disabled={submitting}
              onClick={() => actor.send({ type: 'BACK', values: { ...form.getState().values } })}
            >
              Back
            </Button>
            <SubmitButton busy={submitting}>Save Changes</SubmitButton>
          </div>
        </form>
      )}
    </Form>
  );
}
