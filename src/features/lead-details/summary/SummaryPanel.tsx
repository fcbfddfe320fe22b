import { useState } from 'react';
import { Button, Card, Collapse } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { ConcernPerson, LeadRecord } from '../../../../contract/records';
import { useStoredThumbnail } from '../../../components/FilePreview';
import { PriorityBadge } from '../../../components/PriorityBadge';
import { PersonModal } from './PersonModal';
import { safeUrl } from './safeUrl';
import { useLogoDialog } from './LogoDialog';
import { LeadDetailsList } from './LeadDetailsList';

/** A collapsible section, collapsed at first. */
function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="border-top pt-2 mt-2">
      <Button
        variant="link"
        className="p-0 text-decoration-none fw-semibold"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {/* The arrow is decoration: aria-expanded tells the state, the name is the title alone. */}
        <span aria-hidden="true">{open ? '▾' : '▸'}</span> {title}
      </Button>
      <Collapse in={open}>
        <div id={id}>{children}</div>
      </Collapse>
    </div>
  );
}

/** The lead summary: logo (opens the upload dialog), priority, name, creator, address, persons, details. */
export function SummaryPanel({ lead, canEdit }: { lead: LeadRecord; canEdit: boolean }) {
  const info = lead.initial_info;
  const logo = useStoredThumbnail(info.organization_logo ?? null);
  const { open: openLogo, dialog } = useLogoDialog(lead.id, info.organization_logo ?? null);
  const [person, setPerson] = useState<ConcernPerson | null>(null);
  const website = safeUrl(info.website_link);

  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <div className="d-flex gap-3 align-items-center">
          <Button
            variant="outline-secondary"
            className="p-1"
            onClick={openLogo}
            aria-label="Upload Organization Image"
          >
            {logo ? (
              <img
                src={logo}
                alt="Organization logo"
                style={{ width: 64, height: 64, objectFit: 'contain' }}
              />
            ) : (
              <span
                className="d-inline-flex align-items-center justify-content-center fs-3"
                style={{ width: 64, height: 64 }}
              >
                {info.organization_name.slice(0, 1).toUpperCase()}
              </span>
            )}
          </Button>
          <div className="min-w-0">
            <PriorityBadge priority={lead.lead_priority} empty="—" />
            <h1 className="h5 mb-0 text-break">{info.organization_name}</h1>
            <div className="small text-body-secondary">Created by {lead.created_by_name || '—'}</div>
          </div>
        </div>
        {info.address && <p className="small mt-2 mb-0 text-break">{info.address}</p>}
        <Section id="summary-persons" title="Concern Persons">
          <ul className="list-unstyled mb-0">
            {lead.concern_person.map((p, i) => (
              <li key={i} className="mb-1">
                <Button variant="link" className="p-0 text-start" onClick={() => setPerson(p)}>
                  {p.name}
                </Button>
                <div className="small text-body-secondary text-break">
                  {[p.designation?.name, p.phone?.[0], p.email?.[0]].filter(Boolean).join(' · ')}
                </div>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="summary-details" title="Details">
          <LeadDetailsList lead={lead} website={website} />
        </Section>
        <div className="d-flex flex-wrap gap-2 mt-3">
          <Button variant="outline-secondary" size="sm" type="button">
            Quotations
          </Button>
          <Button variant="outline-secondary" size="sm" type="button">
            Orders
          </Button>
          {canEdit && (
            <Link className="btn btn-primary btn-sm" to={`/leads-organization/${lead.id}/initial-info`}>
              Edit
            </Link>
          )}
        </div>
      </Card.Body>
      {dialog}
      <PersonModal person={person} onClose={() => setPerson(null)} />
    </Card>
  );
}
