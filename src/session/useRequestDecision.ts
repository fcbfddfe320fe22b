import { toast } from 'react-toastify';
import { useAppDispatch } from '../lib/hooks';
import { confirm } from '../lib/confirm';
import { editRequestUpdated } from './authSlice';
import type { EditRequest, RequestAction } from './types';
import { useLeadsEditRequestActionMutation } from './api';

/** Supervisor confirm texts of spec part 1 §6. */
export const DECISION_CONFIRM: Record<RequestAction, { text: string; button: string }> = {
  approved: { text: 'Do you want to give the edit request to this employee?', button: 'Yes, Approve it!' },
  reject: { text: 'Do you want to Reject the edit request?', button: 'Yes, Reject it!' },
};

/**
 * Approve or reject a pending request (Leads Edit Requests page and the header bell): confirm,
 * call, toast the server's message, and replace the stored supervisor notification with the
 * returned record.
 */
export function useRequestDecision() {
  const dispatch = useAppDispatch();
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
      if (result.notification) dispatch(editRequestUpdated(result.notification));
      return true;
    } catch (error) {
      const message =
        (error as { data?: { message?: string } })?.data?.message ?? 'An unexpected error occurred.';
      toast.error(message);
      return false;
    }
  };
  return { decide, busy: state.isLoading };
}
