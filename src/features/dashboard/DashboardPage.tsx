import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { DateRangePresetPicker } from '../../components/DateRangePresetPicker';
import { LoadFailedAlert, UNAVAILABLE_TEXT } from '../../components/LoadFailedAlert';
import { presetRange, type DateRange } from '../../lib/dateRanges';
import { useLeadsDashboardQuery } from './api';
import { EMPTY_TEXT, RecentLeadsTable } from './RecentLeadsTable';
import { ChartBoundary } from './ChartBoundary';
import { KpiRow } from './KpiRow';

// The chart library is the heaviest part of the page: the table shows while it loads.
const StagePie = lazy(() => import('./StagePie'));

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range in the URL (reload and links keep it), else the current month. */
function rangeOf(query: URLSearchParams): DateRange {
  const start = query.get('start_date') ?? '';
  const end = query.get('end_date') ?? '';
  return DAY.test(start) && DAY.test(end) ? { start_date: start, end_date: end } : presetRange('This Month');
}

/** One of the dashboard's two cards, headed by an h2 under the page's title. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="h-100">
      <Card.Header as="h2" className="h6 mb-0">
        {title}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}

/**
 * The Leads, Prospect and Stackholder dashboards (one layout, one call): a date-range header, the
 * KPI row, the pie of leads by stage and 'Recently Created Leads'. A failed fetch is logged and loading ends.
 */
export default function DashboardPage() {
  const [query, setQuery] = useSearchParams();
  const range = useMemo(() => rangeOf(query), [query]);
  const { currentData, isFetching, isError, error, refetch } = useLeadsDashboardQuery(range);
  useEffect(() => {
    if (isError) console.error('Dashboard data could not be loaded', error);
  }, [isError, error]);
  const leads = currentData?.leads ?? [];
  const chart = currentData?.chartData ?? { labels: [], series: [] };

  return (
    <>
      <div className="d-flex flex-wrap justify-content-end gap-2 mb-3">
        <DateRangePresetPicker
          id="dashboard-range"
          value={range}
          onChange={(next) => setQuery({ start_date: next.start_date, end_date: next.end_date })}
        />
      </div>
      {isError && (
        <LoadFailedAlert
          text="The dashboard could not be loaded. Please try again."
          onRetry={() => void refetch()}
        />
      )}
      <KpiRow kpis={currentData?.kpis} loading={isFetching} />
      <Row className="g-3">
        <Col lg={5}>
          <Panel title="Leads by Stage">
            {chart.series.length > 0 ? (
              <ChartBoundary>
                <Suspense fallback={<p className="text-center my-5">Loading...</p>}>
                  <StagePie labels={chart.labels} series={chart.series} />
                </Suspense>
              </ChartBoundary>
            ) : (
              <p className="text-body-secondary text-center my-5">
                {isFetching ? 'Loading...' : isError ? UNAVAILABLE_TEXT : EMPTY_TEXT}
              </p>
            )}
          </Panel>
        </Col>
        <Col lg={7}>
          <Panel title="Recently Created Leads">
            <RecentLeadsTable
              rows={leads}
              loading={isFetching && !currentData}
              emptyText={isError ? UNAVAILABLE_TEXT : EMPTY_TEXT}
            />
          </Panel>
        </Col>
      </Row>
    </>
  );
}
