import { toast } from 'react-toastify';
import { confirm } from '../../lib/confirm';
import { toApiFailure } from '../../lib/apiErrors';
import { useBulkDeleteProspectsMutation, useDeleteOrganizationMutation } from './api';
import type { OrganizationRecord } from './types';

const DELETE_CONFIRM_TEXT = 'Are you sure you want to remove it';
const DELETE_CONFIRM_BUTTON = 'Yes, Delete it';
const NO_RECORDS_SELECTED = 'No records selected.';
const BULK_DELETED = 'Deleted successfully.';
const BULK_DELETE_FAILED = 'Error deleting.';
const bulkConfirmText = (n: number) => `Are you sure you want to delete ${n} items?`;

/** Row delete and bulk delete with the confirmations (no title) and toasts of the lists. */
export function useOrganizationDelete(kind: 'prospects' | 'stackholders') {
  const [removeOne] = useDeleteOrganizationMutation();
  const [removeMany] = useBulkDeleteProspectsMutation();

  const remove = async (row: OrganizationRecord) => {
    if (!(await confirm({ text: DELETE_CONFIRM_TEXT, confirmButtonText: DELETE_CONFIRM_BUTTON }))) return;
    try {
      const res = await removeOne({ kind, id: row.id }).unwrap();
      toast.success(res.message ?? 'Deleted successfully.');
    } catch (err) {
      toast.error(toApiFailure(err).message);
    }
  };

  /** True when the rows were deleted (the caller then clears the selection). */
  const removeSelected = async (ids: number[]): Promise<boolean> => {
    if (!ids.length) {
      toast.error(NO_RECORDS_SELECTED);
      return false;
    }
    if (!(await confirm({ text: bulkConfirmText(ids.length), confirmButtonText: DELETE_CONFIRM_BUTTON })))
      return false;
    try {
      await removeMany(ids).unwrap();
      toast.success(BULK_DELETED);
      return true;
    } catch {
      toast.error(BULK_DELETE_FAILED);
      return false;
    }
  };

  return { remove, removeSelected };
}
