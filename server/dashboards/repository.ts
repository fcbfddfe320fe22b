import type { Database } from '../db/database';
import type { SortedIndex } from '../db/indexes';
import type { Row } from '../db/row';
import { firstOlderThan, type DateWindow } from '../leads/query';
import { StageTimelineIndex } from './stage-timeline-index';

const stageKey = (row: Row): string => String(row.lead_stage ?? '');

/**
 * The dashboard's reads over leads: counts per stage and the newest leads of a date range, both
 * from kept orders (binary searches), never a walk over every lead.
 */
export class DashboardReader {
  constructor(private readonly db: Database) {
    db.defineIndex('leads', 'stageTimeline', new StageTimelineIndex(stageKey));
  }

  /** Leads per stage created inside the window (every lead without one). */
  countByStage(window: DateWindow | null): Map<string, number> {
    const counts = new Map<string, number>();
    for (const [stage, rows] of this.db.index<StageTimelineIndex>('leads', 'stageTimeline').entries()) {
      const n = window
        ? Math.max(0, firstOlderThan(rows, window.fromIso) - firstOlderThan(rows, window.toIso))
        : rows.length;
      if (n > 0) counts.set(stage, n);
    }
    return counts;
  }

  /** The newest `limit` leads created inside the window, and how many it holds. */
  newest(window: DateWindow | null, limit: number): { rows: readonly Row[]; total: number } {
    const all = this.db.index<SortedIndex>('leads', 'newest').ordered();
    const from = window ? firstOlderThan(all, window.toIso) : 0;
    const to = window ? Math.max(from, firstOlderThan(all, window.fromIso)) : all.length;
    return { rows: all.slice(from, Math.min(to, from + limit)), total: to - from };
  }
}
