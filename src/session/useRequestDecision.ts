import { toast } from 'react-toastify';
import { confirm } from '../lib/confirm';
import { toApiFailure } from '../lib/apiErrors';
import type { EditRequest, RequestAction } from './types';
import { useLeadsEditRequestActionMutation } from './api';

/** What the supervisor is asked before a decision. */
export const DECISION_CONFIRM: Record<RequestAction, { text: string; button: string }> = {
  approved: { text: 'Do you want to give the edit request to this employee?', button: 'Yes, Approve it!' },
  reject: { text: 'Do you want to Reject the edit request?', button: 'Yes, Reject it!' },
};

/**
 * Approve or reject a pending request (Leads Edit Requests page and the header bell): confirm,
 * call, toast the server's message. The endpoint puts the server's answer into the cached
 * request list (src/session/api.ts).
 */
export function useRequestDecision() {
  const [act, state] = useLeadsEditRequestActionMutation();
  const decide = async (request: Pick<EditRequest, 'id' | 'permission_type'>, action: RequestAction) => {
    const words = DECISION_CONFIRM[action];
    if (!(await confirm({ title: 'Are you sure?', text: words.text, confirmButtonText: words.button })))
      return false;
    try {
      const result = await act({
        id: request.id,
        permissionType: request.permission_type,
        actionType: action,
      }).unwrap();
      toast.success(result.message ?? 'Done.');
      return true;
    } catch (error) {
      toast.error(toApiFailure(error).message);
      return false;
    }
  };
  return { decide, busy: state.isLoading };
}
