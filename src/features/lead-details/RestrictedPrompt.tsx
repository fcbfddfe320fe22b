import { useEffect } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useSelector } from '@xstate/react';
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
  // The machine's own fresh check decides (machines/access-request.machine.ts): a request already
  // waiting, or the one just sent, leaves the button disabled.
  const pending = useSelector(
    access.actor,
    (state) => state.matches('pending') || state.matches('requested'),
  );
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
