/** Business constants used by the wizard forms (priorities: contract/priorities.ts). */
// Shared with the prospect and stakeholder form (moved to src/components/person-form).
export { LEAD_MEDIA } from '../../components/person-form/constants';

export const LEADS_LIST_PATH = '/leads-organization/leads-index';
export { createStepPath, editStepPath } from '../../lib/leadPaths';
