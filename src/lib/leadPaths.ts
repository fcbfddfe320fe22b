/** The lead wizard's routes, shared by the wizard and the screens that send a user into it. */
export const createStepPath = (step: 1 | 2) =>
  `/leads-organization/${step === 1 ? 'initial-info' : 'concern-person-info'}`;
export const editStepPath = (id: number | string, step: 1 | 2) =>
  `/leads-organization/${id}/${step === 1 ? 'initial-info' : 'concern-person-info'}`;
/** Step 2 of a create that step 1 already saved: the machine resumes the caller's own unfinished lead. */
export const resumeLeadPath = (id: number) => `${createStepPath(2)}?lead=${id}`;
/** Step 2 of a create whose step 1 waits on this device without persons (src/queue/). */
export const continueQueuedPath = (clientId: string) =>
  `${createStepPath(2)}?queued=${encodeURIComponent(clientId)}`;
