import { useState } from 'react';
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
  const selected = params.get('selectedProspect');
  const failure = useSelector(actor, (s) => s.context.errorMessage);
  // Read once: the step mounts after the machine holds its persons (loaded, resumed, kept on Back),
  // and nothing changes them while it is open but its own SUBMIT, which stores the form's values.
  // Following them would re-initialise the form (every field renders) on each save's click.
  const [isEdit] = useState(() => actor.getSnapshot().matches('edit'));
  const [initialValues] = useState(() => {
    const { persons, prospect } = actor.getSnapshot().context;
    return (
      (persons as ConcernPersonsValues | null) ??
      personsFromProspect((prospect as Prospect | null) ?? prospectFromQuery(selected)) ?? {
        concern_person_info: [emptyPerson()],
      }
    );
  });

  return (
    <Form<ConcernPersonsValues>
      onSubmit={(values) => submitThroughMachine(actor, { ...values })}
      initialValues={initialValues}
      mutators={rowMutators}
      validate={validate}
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
