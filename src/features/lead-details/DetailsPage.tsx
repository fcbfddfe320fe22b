import { Card, Col, Row, Spinner } from 'react-bootstrap';
import { Link, useLocation, useParams } from 'react-router-dom';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { RequirePermission } from '../../components/RequirePermission';
import { toApiFailure } from '../../lib/apiErrors';
import { LEAD_NOT_FOUND } from '../../../contract/errors';
import { P } from '../../../contract/permissions';
import { useLeadDetailsQuery } from './api';
import { ActivityTabs } from './forms/ActivityTabs';
import { RestrictedPrompt } from './RestrictedPrompt';
import { StageTracker } from './summary/StageTracker';
import { SummaryPanel } from './summary/SummaryPanel';
import { Timeline } from './timeline/Timeline';
import type { DetailsVariant } from './types';

/** Key account details when the last path segment is key-account-details, else lead details. */
const variantOf = (pathname: string): DetailsVariant =>
  pathname.replace(/\/+$/, '').split('/').pop() === 'key-account-details' ? 'key-account' : 'lead';

/**
 * Leads Details and Key Account Details: one page for both routes. The key-account variant hides
 * the stage dropdown and its saves carry key_account Y. A restricted lead the user may not open
 * shows the access-request prompt, never data.
 */
export default function DetailsPage() {
  const variant = variantOf(useLocation().pathname);
  // The lead page belongs to the leads area, the key-account page to key accounts (as the server).
  return (
    <RequirePermission permission={variant === 'key-account' ? P.keyAccount : P.manageLeads}>
      <Details variant={variant} />
    </RequirePermission>
  );
}

function Details({ variant }: { variant: DetailsVariant }) {
  const { id } = useParams();
  const leadId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : 0;
  const { data, error, isLoading, refetch } = useLeadDetailsQuery({ leadId, variant }, { skip: leadId < 1 });

  // No lead has an id like "abc" or 0: say so, as the server does for an unknown one (no Retry).
  if (leadId < 1) return <LoadFailedAlert text={LEAD_NOT_FOUND} />;
  // An error stays on screen while the read is fetched again (a sent request refetches it): the
  // restricted prompt must not unmount and ask again, which gave a second, contradicting toast.
  if (isLoading && !error) return <Spinner animation="border" role="status" aria-label="Loading" />;
  if (error || !data) {
    const failure = toApiFailure(error);
    if (failure.status === 403) return <RestrictedPrompt leadId={leadId} onGranted={refetch} />;
    return failure.status === 404 ? (
      <LoadFailedAlert text={failure.message} />
    ) : (
      <LoadFailedAlert
        text={`The details could not be loaded. ${failure.message}`}
        onRetry={() => void refetch()}
      />
    );
  }

  const { lead, counts, details } = data;
  return (
    <Row className="g-3">
      <Col lg={4}>
        <SummaryPanel lead={lead} canEdit={lead.can_edit} />
        {/* Only for those who may edit: the edit steps refuse everyone else. */}
        {lead.can_edit && (
          <Card className="shadow-sm">
            <Card.Header className="h6">Organization Update</Card.Header>
            <Card.Body className="d-flex flex-column gap-1">
              <Link to={`/leads-organization/${lead.id}/initial-info`}>Initial Info</Link>
              <Link to={`/leads-organization/${lead.id}/concern-person-info`}>Concern Person Info</Link>
            </Card.Body>
          </Card>
        )}
      </Col>
      <Col lg={8}>
        <Card className="shadow-sm mb-3">
          <Card.Body>
            <StageTracker leadId={lead.id} stage={lead.lead_stage} showDropdown={variant === 'lead'} />
            <ActivityTabs
              key={lead.id}
              leadId={lead.id}
              keyAccount={variant === 'key-account' ? 'Y' : 'N'}
              leadTitle={lead.initial_info.organization_name}
              persons={lead.concern_person}
            />
          </Card.Body>
        </Card>
        <Card className="shadow-sm">
          <Card.Body>
            <Timeline leadId={lead.id} items={details} counts={counts} />
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
