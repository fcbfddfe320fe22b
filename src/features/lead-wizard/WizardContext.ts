import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { boundLeadWizardMachine } from './actors';

export type WizardActor = ActorRefFrom<ReturnType<typeof boundLeadWizardMachine>>;

/** The running wizard machine, shared by both step pages of one create or edit flow. */
export const WizardActorContext = createContext<WizardActor | null>(null);

export function useWizardActor(): WizardActor {
  const actor = useContext(WizardActorContext);
  if (!actor) throw new Error('useWizardActor: render inside LeadWizardLayout');
  return actor;
}
