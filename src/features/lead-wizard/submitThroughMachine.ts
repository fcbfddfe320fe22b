import type { FormValues, SelectedProspect } from '../../../machines/lead-wizard.machine';
import type { WizardActor } from './WizardContext';

/**
 * Sends SUBMIT and resolves once the machine settles, so react-final-form's `submitting` drives
 * the spinner and the server's field errors land under their fields: the machine holds them as
 * final-form submission errors already (`toApiFailure`). Field errors are cleared on every SUBMIT,
 * so after a successful save there are none to return.
 */
export function submitThroughMachine(
  actor: WizardActor,
  values: FormValues,
  prospect?: SelectedProspect | null,
) {
  return new Promise<Record<string, unknown> | undefined>((resolve) => {
    actor.send({ type: 'SUBMIT', values, ...(prospect !== undefined ? { prospect } : {}) });
    let settled = false;
    const settle = () => {
      const snapshot = actor.getSnapshot();
      // Still deciding: a call runs, or the duplicate warning waits for the user.
      const deciding = snapshot.hasTag('busy') || snapshot.hasTag('confirming');
      if (settled || (snapshot.status === 'active' && deciding)) return;
      settled = true;
      subscription.unsubscribe();
      const errors = snapshot.context.fieldErrors;
      resolve(Object.keys(errors).length ? errors : undefined);
    };
    const subscription = actor.subscribe(settle);
    settle();
  });
}
