import { toast } from 'react-toastify';
import { confirm, confirmWithChoice } from '../lib/confirm';
import { DEFAULT_GRANT_PERIOD, GRANT_PERIODS, grantEndText } from './grantText';
import { toApiFailure } from '../lib/apiErrors';
import type { AccessRequest, RequestAction } from './types';
import { useLeadsEditRequestActionMutation } from './api';

/** What the supervisor is asked before a decision. */
const DECISION_CONFIRM: Record<RequestAction, { text: string; button: string }> = {
  approved: { text: 'Do you want to give the edit request to this employee?', button: 'Yes, Approve it!' },
  reject: { text: 'Do you want to Reject the edit request?', button: 'Yes, Reject it!' },
};

/** Label of the approve confirm's period choice. */
const GRANT_PERIOD_LABEL = 'Access lasts';

/**
 * Approve or reject a pending request (Leads Edit Requests page and the header bell): confirm,
 * call, toast the server's message. Approving also picks how long the grant lasts (default 7
 * days). The endpoint puts the server's answer into the cached request list (src/session/api.ts).
 */
export function useRequestDecision() {
  const [act, state] = useLeadsEditRequestActionMutation();
  const decide = async (request: Pick<AccessRequest, 'id' | 'permission_type'>, action: RequestAction) => {
    const words = DECISION_CONFIRM[action];
    const asked = { title: 'Are you sure?', text: words.text, confirmButtonText: words.button };
    let days: number | undefined;
    if (action === 'approved') {
      const period = await confirmWithChoice({
        ...asked,
        choiceLabel: GRANT_PERIOD_LABEL,
        choices: GRANT_PERIODS,
        initial: DEFAULT_GRANT_PERIOD,
      });
      if (period === null) return false;
      days = Number(period);
    } else if (!(await confirm(asked))) return false;
    try {
      const result = await act({
        id: request.id,
        permissionType: request.permission_type,
        actionType: action,
        duration_days: days,
      }).unwrap();
      toast.success(result.message ?? 'Done.');
      // The server's message stays as it is; when the grant ends is told beside it.
      const ends = result.notification.expires_at;
      if (ends) toast.info(`${grantEndText(result.notification.permission_type, ends)}.`);
      return true;
    } catch (error) {
      toast.error(toApiFailure(error).message);
      return false;
    }
  };
  return { decide, busy: state.isLoading };
}
