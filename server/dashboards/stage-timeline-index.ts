import { SortedIndex, type Index } from '../db/indexes';
import type { LeadRow } from '../stored/leads';
import { newestFirst } from '../leads/repository';

/**
 * Leads per stage, each stage's leads kept newest first: the dashboard's pie counts one date
 * range per stage with two binary searches instead of walking every lead of the range.
 */
export class StageTimelineIndex implements Index {
  private readonly stages = new Map<string, SortedIndex<LeadRow>>();

  constructor(private readonly stageOf: (row: LeadRow) => string) {}

  add(row: LeadRow): void {
    const key = this.stageOf(row);
    let order = this.stages.get(key);
    if (!order) this.stages.set(key, (order = new SortedIndex<LeadRow>(newestFirst)));
    order.add(row);
  }

  remove(row: LeadRow): void {
    const key = this.stageOf(row);
    const order = this.stages.get(key);
    if (!order) return;
    order.remove(row);
    if (order.ordered().length === 0) this.stages.delete(key);
  }

  clear(): void {
    this.stages.clear();
  }

  /** Start-up: one sort per stage instead of one insertion per lead. */
  load(rows: Iterable<LeadRow>): void {
    const groups = new Map<string, LeadRow[]>();
    for (const row of rows) {
      const key = this.stageOf(row);
      const list = groups.get(key) ?? [];
      list.push(row);
      groups.set(key, list);
    }
    this.stages.clear();
    for (const [key, list] of groups) {
      const order = new SortedIndex<LeadRow>(newestFirst);
      order.load(list);
      this.stages.set(key, order);
    }
  }

  /** Each stage with its leads newest first (read-only arrays). */
  entries(): [string, readonly LeadRow[]][] {
    return [...this.stages].map(([stage, order]) => [stage, order.ordered()]);
  }
}
