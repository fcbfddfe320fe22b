import { Form } from 'react-bootstrap';
import { useSelectCommit } from '../../../lib/useSelectCommit';
import { stageWords as words, useLeadStages, useUpdateLeadStageMutation } from '../../../api/leadStages';

/**
 * The stage tracker: the stages in order with the lead's one marked, and (on a lead's page) the
 * dropdown that sends a change at once. A failed change is only logged.
 * A choice from the open list is sent at once (spec). Stepping through the closed dropdown with
 * arrow keys only moves the choice: it is sent on Enter or when focus leaves, so going from
 * Proposal to Closed does not record Negotiation, Won and Lost on the way (docs/decisions.md).
 */
export function StageTracker({
  leadId,
  stage,
  showDropdown,
}: {
  leadId: number;
  stage: string | null;
  showDropdown: boolean;
}) {
  const stages = useLeadStages();
  const [update] = useUpdateLeadStageMutation();
  const choice = useSelectCommit(
    stage ?? '',
    (next) =>
      void update({ leadId, stage: next })
        .unwrap()
        .catch((error: unknown) => console.error('Lead stage change failed', error)),
    'commit',
  );
  const current = stages.findIndex((s) => s.lead_stage.toLowerCase() === String(stage ?? '').toLowerCase());
  return (
    <div className="mb-3">
      <ol className="d-flex flex-wrap gap-1 list-unstyled mb-2" aria-label="Lead stage">
        {stages.map((s, i) => (
          <li
            key={s.id}
            aria-current={i === current ? 'step' : undefined}
            className={`badge rounded-pill ${i === current ? 'text-bg-primary' : i < current ? 'text-bg-success' : 'text-bg-light border'}`}
          >
            {words(s.lead_stage)}
          </li>
        ))}
      </ol>
      {showDropdown && (
        <Form.Group controlId="lead-stage-select" style={{ maxWidth: 260 }}>
          <Form.Label className="small mb-1">Lead Stage</Form.Label>
          <Form.Select size="sm" value={choice.value} aria-describedby="lead-stage-hint" {...choice.handlers}>
            {current < 0 && <option value={stage ?? ''}>{stage ? words(stage) : 'Select stage'}</option>}
            {stages.map((s) => (
              <option key={s.id} value={s.lead_stage}>
                {words(s.lead_stage)}
              </option>
            ))}
          </Form.Select>
          <Form.Text id="lead-stage-hint" className="visually-hidden">
            With the arrow keys, Enter saves the stage.
          </Form.Text>
        </Form.Group>
      )}
    </div>
  );
}
