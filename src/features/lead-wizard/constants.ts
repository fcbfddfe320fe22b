/** Paths of the wizard (its choices: contract/priorities.ts, contract/person-fields.ts). */
export const LEADS_LIST_PATH = '/leads-organization/leads-index';
export { createStepPath, editStepPath } from '../../lib/leadPaths';
