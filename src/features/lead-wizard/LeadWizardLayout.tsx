import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Spinner } from 'react-bootstrap';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { toast } from 'react-toastify';
import { useAppDispatch } from '../../lib/hooks';
import { inspect } from '../../lib/inspector';
import { toApiFailure } from '../../lib/apiErrors';
import { boundLeadWizardMachine, continuesInsteadOfEdit } from './actors';
import { resumeLeadPath } from '../../lib/leadPaths';
import { WizardActorContext } from './WizardContext';
import { createStepPath, editStepPath, LEADS_LIST_PATH } from './constants';
import { DuplicateWarning } from './parts/DuplicateWarning';
import { prospectFromQuery } from './prospectLink';
import { WAITING_TO_SYNC_PATH } from '../../queue/paths';
import { queuedIdFromQuery, useContinueQueued } from './continueQueued';

const stepOfPath = (path: string): 1 | 2 => (path.endsWith('/concern-person-info') ? 2 : 1);
const leadIdFromQuery = (raw: string | null): number | null =>
  raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/**
 * The query of create step 2: the chosen prospect (`selectedProspect`) and the lead step 1
 * saved (`lead`), or queued on this device (`queued`), so a reload continues that lead instead of
 * starting another.
 */
function createStep2Query(step: 1 | 2, prospect: unknown, leadId: number | null, clientId: string | null) {
  if (step !== 2) return '';
  const query = new URLSearchParams();
  if (prospect) query.set('selectedProspect', JSON.stringify(prospect));
  if (leadId !== null) query.set('lead', String(leadId));
  else if (clientId !== null) query.set('queued', clientId);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * Runs one wizard machine for a whole create or edit flow (the layout route of both step routes)
 * and keeps the URL in step with it: the machine decides the step, the browser's Back button
 * from step 2 to step 1 is passed on as BACK.
 */
export default function LeadWizardLayout() {
  const dispatch = useAppDispatch();
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const machine = useMemo(
    () =>
      boundLeadWizardMachine(dispatch).provide({
        actions: {
          notifySaved: ({ context }) => void (context.lastMessage && toast.success(context.lastMessage)),
          notifyResumeRefused: ({ context }) =>
            void (context.errorMessage && toast.error(context.errorMessage)),
          // The actor's failure (its message already falls back to the update text).
          notifyUpdateFailure: ({ event }) =>
            void toast.error(toApiFailure((event as { error?: unknown }).error).message),
        },
      }),
    [dispatch],
  );
  const actor = useActorRef(machine, { inspect });
  const machineStep = useSelector(actor, (s): 1 | 2 | null =>
    s.hasTag('step1') ? 1 : s.hasTag('step2') ? 2 : null,
  );
  const loadFailed = useSelector(actor, (s) => s.matches({ edit: 'loadFailed' }));
  const loadRefused = useSelector(actor, (s) => s.matches({ edit: 'loadRefused' }));
  const status = useSelector(actor, (s) => s.status);
  const leadId = useSelector(actor, (s) => s.context.leadId);
  const prospect = useSelector(actor, (s) => s.context.prospect);
  const errorMessage = useSelector(actor, (s) => s.context.errorMessage);
  const clientId = useSelector(actor, (s) => s.context.clientId);
  const queued = clientId !== null;
  const [queuedId] = useState(() =>
    !id && stepOfPath(location.pathname) === 2
      ? queuedIdFromQuery(new URLSearchParams(location.search).get('queued'))
      : null,
  );
  useContinueQueued(actor, queuedId);

  // Start once, from the route that was opened.
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const linked = id ? null : prospectFromQuery(query.get('selectedProspect'));
    // A step-2 link naming the lead its step 1 saved (a reload): the machine decides if it resumes.
    const step2 = !id && stepOfPath(location.pathname) === 2;
    const resumed = step2 ? leadIdFromQuery(query.get('lead')) : null;
    if (id) {
      // The caller's own unfinished lead, reached by its edit URL: the create wizard continues it.
      const leadId = Number(id);
      let current = true;
      void continuesInsteadOfEdit(dispatch, leadId).then((continues) => {
        if (!current) return;
        if (continues) navigate(resumeLeadPath(leadId), { replace: true });
        else actor.send({ type: 'START_EDIT', leadId, step: stepOfPath(location.pathname) });
      });
      return () => {
        current = false;
      };
    } else if (resumed !== null)
      actor.send({ type: 'RESUME_CREATE', leadId: resumed, prospect: linked ? { ...linked } : null });
    // Step 1 waits on this device: useContinueQueued starts its step 2 once the user is known.
    else if (queuedId !== null) return undefined;
    else
      actor.send({
        type: 'START_CREATE',
        // A link to step 2 naming a prospect: step 1 comes first (the lead must exist), prefilled.
        prospect: linked ? { ...linked } : null,
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);

  const lastMachineStep = useRef(machineStep);
  useEffect(() => {
    if (status === 'done') {
      // A lead kept on this device is shown where it waits (the list needs the server).
      navigate(queued ? WAITING_TO_SYNC_PATH : LEADS_LIST_PATH);
      return;
    }
    if (machineStep === null) return;
    const machineMoved = lastMachineStep.current !== machineStep;
    lastMachineStep.current = machineStep;
    const pathStep = stepOfPath(location.pathname);
    if (pathStep === machineStep) return;
    // Read when the URL moved, not followed: following it rendered the whole wizard on every save.
    const snapshot = actor.getSnapshot();
    if (!machineMoved && pathStep === 1 && snapshot.hasTag('step2') && snapshot.hasTag('editing')) {
      actor.send({ type: 'BACK' });
      return;
    }
    // The machine moved (Next / Back): a new history entry. Otherwise the browser went to a step the
    // machine is not on (Forward after Back): correct the URL in place, or Back could never leave.
    const options = { replace: !machineMoved };
    if (id) navigate(editStepPath(id, machineStep), options);
    else {
      const query = createStep2Query(machineStep, prospect, leadId, clientId);
      navigate(createStepPath(machineStep) + query, options);
    }
  }, [actor, id, location.pathname, machineStep, navigate, prospect, status, leadId, queued, clientId]);

  // Retry only where it can help (network / 5xx); a refusal (403 / 404) only says why.
  if (loadFailed || loadRefused)
    return (
      <Alert variant="danger" className="m-3">
        {errorMessage}{' '}
        {loadFailed && (
          <Button size="sm" variant="outline-danger" onClick={() => actor.send({ type: 'RETRY' })}>
            Retry
          </Button>
        )}
      </Alert>
    );
  if (machineStep === null)
    return (
      <div className="p-4 text-center">
        <Spinner animation="border" role="status" aria-label="Loading" />
      </div>
    );
  return (
    <WizardActorContext.Provider value={actor}>
      <Card className="m-3">
        <Card.Body>
          <Outlet />
        </Card.Body>
      </Card>
      <DuplicateWarning />
    </WizardActorContext.Provider>
  );
}
