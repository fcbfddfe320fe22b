import { SortedIndex, type Index } from '../db/indexes';
import type { Row } from '../db/row';
import { newestFirst } from '../leads/repository';

/**
 * When each lead became a key account: the date of its first activity with key_account 'Y'
 * (docs/decisions.md "Lead details and key accounts"). Kept over the activities as one entry per
 * lead, `{id: lead_id, created_at: first 'Y' date}`, newest first, so "new key accounts in a
 * range" is two binary searches, never a walk over activities.
 */
export class KeyAccountSinceIndex implements Index {
  /** Per lead: its 'Y' activities' dates by activity id. */
  private readonly dates = new Map<number, Map<number, string>>();
  private readonly entries = new Map<number, Row>();
  private readonly order = new SortedIndex(newestFirst);

  add(row: Row): void {
    if (row.key_account !== 'Y' || typeof row.lead_id !== 'number') return;
    let own = this.dates.get(row.lead_id);
    if (!own) this.dates.set(row.lead_id, (own = new Map()));
    own.set(row.id, String(row.created_at ?? ''));
    this.refresh(row.lead_id);
  }

  remove(row: Row): void {
    if (row.key_account !== 'Y' || typeof row.lead_id !== 'number') return;
    const own = this.dates.get(row.lead_id);
    if (!own) return;
    own.delete(row.id);
    if (own.size === 0) this.dates.delete(row.lead_id);
    this.refresh(row.lead_id);
  }

  clear(): void {
    this.dates.clear();
    this.entries.clear();
    this.order.clear();
  }

  /** Start-up: group first, then one sort. */
  load(rows: Iterable<Row>): void {
    this.clear();
    for (const row of rows) {
      if (row.key_account !== 'Y' || typeof row.lead_id !== 'number') continue;
      let own = this.dates.get(row.lead_id);
      if (!own) this.dates.set(row.lead_id, (own = new Map()));
      own.set(row.id, String(row.created_at ?? ''));
    }
    for (const leadId of this.dates.keys()) this.entries.set(leadId, this.entryOf(leadId)!);
    this.order.load(this.entries.values());
  }

  /** One entry per key-account lead, newest first by the day it became one. Read-only. */
  ordered(): readonly Row[] {
    return this.order.ordered();
  }

  private entryOf(leadId: number): Row | null {
    const own = this.dates.get(leadId);
    if (!own) return null;
    let first: string | null = null;
    for (const date of own.values()) if (first === null || date < first) first = date;
    return Object.freeze({ id: leadId, created_at: first }) as Row;
  }

  private refresh(leadId: number): void {
    const old = this.entries.get(leadId);
    const next = this.entryOf(leadId);
    if (old && next && old.created_at === next.created_at) return;
    if (old) this.order.remove(old);
    if (next) {
      this.order.add(next);
      this.entries.set(leadId, next);
    } else this.entries.delete(leadId);
  }
}
