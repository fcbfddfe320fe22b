import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { FilterTabs } from '../../../components/FilterTabs';
import type { ActivityType, TimelineCounts, TimelineItem } from '../types';
import { ActivityDetailsModal } from './ActivityDetailsModal';
import { QueuedActivities, useQueuedActivities } from './QueuedActivities';
import { TimelineItemCard } from './TimelineItemCard';

/** The timeline's tabs, in its own order (not the forms'). */
const TIMELINE_TABS: { key: ActivityType | 'all'; title: string }[] = [
  { key: 'all', title: 'All' },
  { key: 'note', title: 'Note' },
  { key: 'log', title: 'Log Activity' },
  { key: 'task', title: 'Task' },
  { key: 'sms', title: 'SMS' },
  { key: 'email', title: 'Email' },
  { key: 'file', title: 'File' },
];

/**
 * The lead's activity timeline: tabs with a count badge when above 0, Expand All / Collapse All
 * (expanded by default), newest first; an item opens the Details modal. Notes and log activities
 * queued on this device come first, marked as waiting.
 */
export function Timeline({
  leadId,
  items,
  counts,
}: {
  leadId: number;
  items: TimelineItem[];
  counts: TimelineCounts;
}) {
  const [tab, setTab] = useState<ActivityType | 'all'>('all');
  const [expanded, setExpanded] = useState(true);
  const [open, setOpen] = useState<TimelineItem | null>(null);
  const shown = tab === 'all' ? items : items.filter((i) => i.type === tab);
  const queued = useQueuedActivities(leadId, tab);

  return (
    <section aria-labelledby="timeline-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 id="timeline-title" className="h6 mb-0">
          Activity Timeline
        </h2>
        <Button variant="outline-secondary" size="sm" onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Collapse All' : 'Expand All'}
        </Button>
      </div>
      <FilterTabs<ActivityType | 'all'>
        id="timeline"
        tabs={TIMELINE_TABS.map((t) => ({
          ...t,
          badge: counts[t.key] > 0 && (
            <Badge bg="secondary" pill className="ms-1" data-testid={`count-${t.key}`}>
              {counts[t.key]}
            </Badge>
          ),
        }))}
        value={tab}
        onChange={setTab}
      >
        <QueuedActivities units={queued} />
        {/* "No activities yet." only when this device has none waiting either. */}
        {shown.length === 0 && queued.length === 0 ? (
          <p className="text-body-secondary small">No activities yet.</p>
        ) : (
          shown.map((item) => (
            <TimelineItemCard key={item.id} item={item} expanded={expanded} onOpen={setOpen} />
          ))
        )}
      </FilterTabs>
      <ActivityDetailsModal item={open} onClose={() => setOpen(null)} />
    </section>
  );
}
