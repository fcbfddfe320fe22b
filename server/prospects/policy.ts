import { P } from '../../contract/permissions';
import type { AuthContext } from '../auth/types';
import type { Row } from '../db/row';
import { creatorOf } from './write';

export type OrganizationKind = 'prospect' | 'stakeholder';

const isCreator = (auth: AuthContext, row: Row) => {
  const me = creatorOf(auth);
  return me !== null && row.created_by === me;
};

/**
 * Who may change a prospect or stakeholder. Prospects: Edit with Prospect Edit or as creator,
 * Delete with Prospect Delete or as creator. Stakeholders: Edit only as creator, Delete only with
 * Prospect Delete. The list flags and the write routes both ask these, so they never disagree.
 */
export function organizationPolicy(kind: OrganizationKind, auth: AuthContext) {
  const has = (name: string) => auth.permissionNames.has(name);
  return {
    canEdit: (row: Row) =>
      kind === 'prospect' ? has(P.prospectEdit) || isCreator(auth, row) : isCreator(auth, row),
    canDelete: (row: Row) =>
      kind === 'prospect' ? has(P.prospectDelete) || isCreator(auth, row) : has(P.prospectDelete),
  };
}
