import type { LeadRow } from '../stored/leads';

/** One page of a lead list and how many leads the whole list holds. */
export interface LeadPage {
  rows: LeadRow[];
  total: number;
}

/** What a page of leads is taken from besides its filters, and how far its length is counted. */
export interface LeadPageScope {
  /** Only the leads any activity marks a key account (GET /key-account-list). */
  keyAccounts?: boolean;
  /** Count the matches up to this many at most (the total is then min(matches, countUpTo)). */
  countUpTo?: number;
}

/**
 * Leads matching a list's filters, kept as positions in the newest-first order (or one range of
 * it) instead of an array of rows: at 100k leads, building a 96k-row array (or pushing 96k
 * numbers) cost 4-8 ms of allocation per request in the server's large heap, typed arrays almost
 * nothing. A page takes only its rows (`slice`), as `pageOf` does.
 */
export class LeadMatches {
  private constructor(
    private readonly all: readonly LeadRow[],
    /** Ascending positions in `all`, or null for the whole [from, to) range. */
    private readonly positions: Int32Array | null,
    private readonly from: number,
    private readonly to: number,
  ) {}

  /** Every lead in [from, to) of the order. */
  static range(all: readonly LeadRow[], from: number, to: number): LeadMatches {
    return new LeadMatches(all, null, from, Math.max(from, to));
  }

  /** The leads at these positions (ascending). */
  static at(all: readonly LeadRow[], positions: Int32Array): LeadMatches {
    return new LeadMatches(all, positions, 0, 0);
  }

  get length(): number {
    return this.positions ? this.positions.length : this.to - this.from;
  }

  private positionOf(i: number): number {
    return this.positions ? this.positions[i] : this.from + i;
  }

  /** Rows start..end (as Array.prototype.slice, without negative indexes). */
  slice(start = 0, end = this.length): LeadRow[] {
    const first = Math.max(0, start);
    const last = Math.min(this.length, end);
    const rows: LeadRow[] = [];
    for (let i = first; i < last; i++) rows.push(this.all[this.positionOf(i)]);
    return rows;
  }

  /** Every matching row, in order (for exports and other callers that need them all). */
  rows(): LeadRow[] {
    return this.slice();
  }

  filter(keep: (lead: LeadRow) => boolean): LeadMatches {
    const kept = new Int32Array(this.length);
    let n = 0;
    for (let i = 0; i < this.length; i++) {
      const at = this.positionOf(i);
      if (keep(this.all[at])) kept[n++] = at;
    }
    return LeadMatches.at(this.all, kept.subarray(0, n));
  }

  /** These matches and the leads at `extra` positions (not among them), in order. */
  with(extra: number[]): LeadMatches {
    if (!extra.length) return this;
    const merged = new Int32Array(this.length + extra.length);
    for (let i = 0; i < this.length; i++) merged[i] = this.positionOf(i);
    merged.set(extra, this.length);
    return LeadMatches.at(this.all, merged.sort());
  }
}
