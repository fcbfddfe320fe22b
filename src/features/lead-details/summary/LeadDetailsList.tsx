import type { LeadRecord } from '../../../../contract/records';
import { SafeLink } from './SafeLink';

/** The Details section: industry, source, website, zone, phone, social links, exhibitions with employee. */
export function LeadDetailsList({ lead, website }: { lead: LeadRecord; website: string | null }) {
  const info = lead.initial_info;
  const row = (label: string, value: React.ReactNode) => (
    <div className="d-flex flex-wrap gap-2 small">
      <dt className="text-body-secondary fw-normal">{label}</dt>
      <dd className="mb-1 text-break">{value || '—'}</dd>
    </div>
  );
  return (
    <dl className="mb-0 mt-1">
      {row('Industry Type', info.industry?.type)}
      {row('Information Source', info.information_source?.name)}
      {row(
        'Website',
        website ? (
          <a href={website} target="_blank" rel="noopener noreferrer">
            {info.website_link}
          </a>
        ) : (
          info.website_link
        ),
      )}
      {row('Zone', info.zone?.name)}
      {row('Phone', info.phone)}
      {row(
        'Social Networks',
        info.social_networks.length > 0 && (
          <span className="d-flex flex-wrap gap-2">
            {info.social_networks.map((s, i) => (
              <SafeLink key={i} url={s.URL}>
                {s.mediaName}
              </SafeLink>
            ))}
          </span>
        ),
      )}
      {row(
        'Exhibitions',
        info.exhibitions.length > 0 && (
          <ul className="list-unstyled mb-0">
            {info.exhibitions.map((e, i) => (
              <li key={i}>
                {e.exhibition?.name ?? '—'}
                {e.employee ? ` — ${e.employee.name}` : ''}
              </li>
            ))}
          </ul>
        ),
      )}
    </dl>
  );
}
