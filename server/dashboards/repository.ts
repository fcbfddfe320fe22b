import type { Database } from '../db/database';
import { SortedIndex } from '../db/indexes';
import { firstOlderThan, type DateWindow } from '../leads/query';
import { StageTimelineIndex } from './stage-timeline-index';
import { KeyAccountSinceIndex } from './key-account-since-index';
import { newestFirst } from '../leads/repository';
import type { LeadRow } from '../stored/leads';

const stageKey = (row: LeadRow): string => String(row.lead_stage ?? '');

/**
 * The dashboard's reads over leads: counts per stage and the newest leads of a date range, both
 * from kept orders (binary searches), never a walk over every lead. Async, as a PostgreSQL
 * store's will be (docs/storage.md "Writing"): each figure or list is one call.
 */
export class DashboardReader {
  constructor(private readonly db: Database) {
    db.defineIndex('leads', 'stageTimeline', new StageTimelineIndex(stageKey));
    // The KPI row: activities newest first, and each key account by the day it became one.
    db.defineIndex('lead-activities', 'newest', new SortedIndex(newestFirst));
    db.defineIndex('lead-activities', 'keyAccountSince', new KeyAccountSinceIndex());
  }

  /** How many leads, activities and new key accounts fall inside the window (binary searches). */
  async countIn(what: 'leads' | 'activities' | 'keyAccounts', window: DateWindow): Promise<number> {
    const rows =
      what === 'leads'
        ? this.db.index<SortedIndex<LeadRow>>('leads', 'newest').ordered()
        : what === 'activities'
          ? this.db.index<SortedIndex>('lead-activities', 'newest').ordered()
          : this.db.index<KeyAccountSinceIndex>('lead-activities', 'keyAccountSince').ordered();
    return Math.max(0, firstOlderThan(rows, window.fromIso) - firstOlderThan(rows, window.toIso));
  }

  /** Leads per stage created inside the window (every lead without one). */
  async countByStage(window: DateWindow | null): Promise<Map<string, number>> {
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
  async newest(
    window: DateWindow | null,
    limit: number,
  ): Promise<{ rows: readonly LeadRow[]; total: number }> {
    const all = this.db.index<SortedIndex<LeadRow>>('leads', 'newest').ordered();
    const from = window ? firstOlderThan(all, window.toIso) : 0;
    const to = window ? Math.max(from, firstOlderThan(all, window.fromIso)) : all.length;
    return { rows: all.slice(from, Math.min(to, from + limit)), total: to - from };
  }
}
