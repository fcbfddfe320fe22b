import { Card, Col, Row } from 'react-bootstrap';
import { displayDay } from '../../lib/dateRanges';
import type { DashboardKpis, Kpi } from './api';

const KPI_LABELS = {
  leads_created: 'Leads Created',
  new_key_accounts: 'New Key Accounts',
  activities: 'Activities',
} as const;

export const NO_PREVIOUS = 'No earlier range to compare';

export interface KpiChange {
  direction: 'up' | 'down' | 'same';
  /** What the badge shows: arrow, signed difference and percentage (or "new"). */
  text: string;
  /** The same in words, for screen readers. */
  label: string;
}

/**
 * The change of a KPI against the previous range. The arrow and the sign carry the direction, so
 * it never depends on colour alone; from 0 there is no percentage, it says "new".
 */
export function kpiChange({ current, previous }: Kpi): KpiChange | null {
  if (previous === null) return null;
  const diff = current - previous;
  if (diff === 0) return { direction: 'same', text: '= 0%', label: 'No change from the previous range' };
  const direction = diff > 0 ? 'up' : 'down';
  const pct =
    previous === 0 ? 'new' : `${diff > 0 ? '+' : '−'}${Math.round((Math.abs(diff) / previous) * 100)}%`;
  const signed = `${diff > 0 ? '+' : '−'}${Math.abs(diff)}`;
  return {
    direction,
    text: `${direction === 'up' ? '▲' : '▼'} ${signed} (${pct})`,
    label: `${direction === 'up' ? 'Up' : 'Down'} ${Math.abs(diff)}${previous === 0 ? '' : `, ${pct.slice(1)}`} from ${previous} in the previous range`,
  };
}

const BADGE = { up: 'text-bg-success', down: 'text-bg-danger', same: 'text-bg-secondary' } as const;

/** Leads created, new key accounts and activities in the range, each against the previous range. */
export function KpiRow({ kpis, loading }: { kpis: DashboardKpis | undefined; loading: boolean }) {
  const range = kpis?.previous_range;
  return (
    <Row className="g-3 mb-3" as="section" aria-label="Key figures">
      {(Object.keys(KPI_LABELS) as (keyof typeof KPI_LABELS)[]).map((key) => {
        const kpi = kpis?.[key];
        const change = kpi ? kpiChange(kpi) : null;
        return (
          <Col xs={12} sm={4} key={key}>
            <Card className="h-100">
              <Card.Body>
                <h2 className="h6 text-body-secondary mb-1">{KPI_LABELS[key]}</h2>
                <p className="fs-3 fw-semibold mb-1" data-testid={`kpi-${key}`}>
                  {kpi ? kpi.current.toLocaleString() : loading ? '…' : '—'}
                </p>
                {kpi && change && (
                  <p className="small mb-0">
                    <span className={`badge ${BADGE[change.direction]}`} aria-hidden="true">
                      {change.text}
                    </span>
                    <span className="visually-hidden">{change.label}</span>{' '}
                    <span className="text-body-secondary">
                      {range ? `vs ${displayDay(range.start_date)} – ${displayDay(range.end_date)}` : ''}
                    </span>
                  </p>
                )}
                {kpi && !change && <p className="small text-body-secondary mb-0">{NO_PREVIOUS}</p>}
              </Card.Body>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
