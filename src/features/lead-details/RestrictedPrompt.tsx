import { useEffect } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCheckEditPermissionQuery } from '../../session/accessApi';
import { selectPermissionNames, selectUser } from '../../session/selectors';
import { decideAccess } from '../../../machines/access-request.machine';
import { useAppSelector } from '../../lib/hooks';
import { useAccessRequest } from '../../session/useAccessRequest';

const RESTRICTED_TEXT = 'The details of this lead are restricted.';

/**
 * A restricted lead opened without the right: the access-request machine asks at once (the same
 * prompt as the leads list's Details), and the page offers the request again; no lead data. While
 * a request waits, the button says so and is disabled, as the list's row menu does. Once the
 * request is granted the page reloads in place (`onGranted`), so a key-account page stays one.
 */
export function RestrictedPrompt({ leadId, onGranted }: { leadId: number; onGranted: () => void }) {
  const access = useAccessRequest({ onOpened: onGranted });
  const employeeId = useAppSelector(selectUser)?.employee_id ?? null;
  const permissions = useAppSelector(selectPermissionNames);
  // The records the machine checks (one cache entry) and its rule, as the list's row menu decides:
  // a sent request shows as pending at once.
  const { data: records = [] } = useCheckEditPermissionQuery(employeeId ?? skipToken);
  const pending =
    decideAccess('Details', {
      permissions: [...permissions],
      records,
      lead: { id: leadId, is_disabled: 1 },
    }) === 'pending';
  useEffect(() => {
    access.open('Details', { id: leadId, is_disabled: 1 });
  }, [access, leadId]);
  return (
    <Alert variant="warning" className="d-flex flex-wrap gap-2 justify-content-between align-items-center">
      <span>{RESTRICTED_TEXT}</span>
      <Button
        size="sm"
        variant="outline-dark"
        disabled={pending}
        onClick={() => access.open('Details', { id: leadId, is_disabled: 1 })}
      >
        {pending ? 'Requested for Details' : 'Request for Details'}
      </Button>
    </Alert>
  );
}
