import { Dropdown } from 'react-bootstrap';
import type { AccessRequest } from '../../../contract/access-requests';
import { grantEndText } from '../../session/grantText';

/**
 * The caller's grants in force, each with when it ends (bell). After the end the server reports
 * the grant as expired and it leaves this list; the user asks again from the lead's row.
 */
export function MyGrants({ grants }: { grants: readonly AccessRequest[] }) {
  if (!grants.length) return null;
  return (
    <>
      <Dropdown.Header aria-level={3}>Your access</Dropdown.Header>
      {grants.map((g) => {
        const org = g.lead.organization_name;
        return (
          <Dropdown.ItemText key={`grant-${g.lead_id}-${g.permission_type}`} className="small">
            {grantEndText(g.permission_type, g.expires_at)}: lead #{g.lead_id}
            {org ? ` (${org})` : ''}
          </Dropdown.ItemText>
        );
      })}
    </>
  );
}
