/** Business constants used by the wizard forms (priorities: contract/priorities.ts). */
// Shared with the prospect and stakeholder form (moved to src/components/person-form).
export { LEAD_MEDIA } from '../../components/person-form/constants';

export const LEADS_LIST_PATH = '/leads-organization/leads-index';
export const createStepPath = (step: 1 | 2) =>
  `/leads-organization/${step === 1 ? 'initial-info' : 'concern-person-info'}`;
export const editStepPath = (id: number | string, step: 1 | 2) =>
  `/leads-organization/${id}/${step === 1 ? 'initial-info' : 'concern-person-info'}`;
