import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  accessRequestMachine,
  type AccessKind,
  type AccessLead,
} from '../../machines/access-request.machine';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { inspect } from '../lib/inspector';
import { confirm } from '../lib/confirm';
import { UNEXPECTED_ERROR } from '../lib/apiErrors';
import { selectPermissionNames, selectUser } from './selectors';
import { createAccessRequestActors, rtkAccessCalls } from './accessRequestActors';
import { accessApi } from './accessApi';
import { baseApi } from '../api/baseApi';
import { LIST } from '../api/tags';
import { markLeadRequested } from '../api/markLeadRequested';

/** What the user is asked before a request is sent, and told while one waits. */
const REQUEST_CONFIRM: Record<AccessKind, string> = {
  Edit: 'Would you like to request permission to edit this record?',
  Details: 'Would you like to request access to the details page for this record?',
};
const REQUEST_CONFIRM_BUTTON = 'Yes, request it!';
const PENDING_TEXT: Record<AccessKind, string> = {
  Edit: 'Your edit request for this record is waiting for approval.',
  Details: 'Your details request for this record is waiting for approval.',
};

const editPath = (id: number) => `/leads-organization/${id}/initial-info`;
const detailsPath = (id: number) => `/leads-organization/${id}/leads-details`;

export interface AccessRequestOptions {
  /**
   * What a granted request does instead of navigating: a page that already shows the lead (the
   * key-account details page, say) reloads itself rather than leaving for the lead's own page.
   */
  onOpened?: (kind: AccessKind, leadId: number) => void; // stable: the actor keeps the first one
}

/**
 * The access-request machine bound to the app: the RTK Query calls, navigation, the sweetalert2
 * confirm and toasts. Returns `open(kind, lead)` for the row menu and the details link.
 */
export function useAccessRequest(options: AccessRequestOptions = {}) {
  const dispatch = useAppDispatch();
  const { onOpened } = options;
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const permissions = useAppSelector(selectPermissionNames);
  const employeeId = user?.employee_id ?? null;

  const machine = useMemo(
    () =>
      accessRequestMachine.provide({
        actors: createAccessRequestActors(rtkAccessCalls(dispatch)),
        actions: {
          openLead: ({ context }) => {
            if (!context.lead) return;
            if (onOpened) onOpened(context.kind, context.lead.id);
            else navigate(context.kind === 'Edit' ? editPath(context.lead.id) : detailsPath(context.lead.id));
          },
          askConfirmation: ({ context, self }) => {
            // The row offered access the server's records no longer show (a grant ended since the
            // list was read): read the lead again, so it stops advertising it whatever the answer.
            if (context.lead)
              dispatch(
                baseApi.util.invalidateTags([
                  { type: 'Lead', id: context.lead.id },
                  { type: 'Lead', id: LIST },
                ]),
              );
            void confirm({
              title: 'Are you sure?',
              text: REQUEST_CONFIRM[context.kind],
              confirmButtonText: REQUEST_CONFIRM_BUTTON,
            })
              // A dialog that cannot open (its chunk failed to load) counts as Cancel: never stuck.
              .catch(() => false)
              .then((yes) => self.send({ type: yes ? 'CONFIRM' : 'CANCEL' }));
          },
          notifyPending: ({ context }) => void toast.info(PENDING_TEXT[context.kind]),
          notifySuccess: ({ context }) => void toast.success(context.message ?? 'Request sent successfully.'),
          notifyFailure: ({ context }) => void toast.error(context.errorMessage ?? UNEXPECTED_ERROR),
          // Marked pending locally at once (the caller's records and every cached row of the lead);
          // the mutation's tags then refetch the lists and records.
          refreshList: ({ context }) => {
            if (!context.lead) return;
            const lead = context.lead;
            dispatch(markLeadRequested(lead.id, context.kind));
            if (context.employeeId === null) return;
            dispatch(
              accessApi.util.updateQueryData('checkEditPermission', context.employeeId, (draft) => {
                draft.push({ lead_id: lead.id, status: 'pending', permission_type: context.kind });
              }),
            );
          },
        },
      }),
    // The actor keeps the first machine it was given; everything it reads later comes from context.
    [dispatch, navigate, onOpened],
  );
  const actor = useActorRef(machine, { input: { employeeId, permissions: [...permissions] }, inspect });

  return useMemo(
    () => ({
      actor,
      open(kind: AccessKind, lead: AccessLead) {
        actor.send({
          type: kind === 'Edit' ? 'EDIT' : 'DETAILS',
          lead: { id: lead.id, is_disabled: lead.is_disabled },
          who: { employeeId, permissions: [...permissions] },
        });
      },
    }),
    [actor, employeeId, permissions],
  );
}
