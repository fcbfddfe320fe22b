import type { Row } from './row';
import type { SortedIndex } from './indexes';

/**
 * The lower-cased search texts of a SortedIndex's rows joined in its order into one string, so a
 * substring search is one indexOf pass instead of a test per row: about ten times faster than
 * `includes` on each row's text. Rebuilt lazily after the order changes (any write).
 */
export class JoinedText {
  private joined: { version: number; text: string; starts: Int32Array } | null = null;

  constructor(
    private readonly order: SortedIndex,
    /** The row's kept search text (fields may be joined with \u0000: no term spans them). */
    private readonly textOf: (row: Row) => string,
  ) {}

  /** Positions (in the index order) in [from, to) whose text contains `term` (lower-cased). */
  positions(term: string, from = 0, to = this.order.ordered().length): number[] {
    if (!term || term.includes('\u0000') || term.includes('\u0001')) return [];
    const joined = this.current();
    const out: number[] = [];
    const end = joined.starts[to] ?? joined.text.length;
    let at = joined.text.indexOf(term, joined.starts[from]);
    let row = from;
    while (at >= 0 && at < end) {
      while (joined.starts[row + 1] <= at) row++;
      out.push(row);
      at = joined.text.indexOf(term, joined.starts[row + 1]);
    }
    return out;
  }

  private current() {
    if (this.joined?.version !== this.order.version) {
      const rows = this.order.ordered();
      const starts = new Int32Array(rows.length + 1);
      const parts: string[] = new Array(rows.length);
      let offset = 0;
      for (let i = 0; i < rows.length; i++) {
        starts[i] = offset;
        parts[i] = this.textOf(rows[i]);
        offset += parts[i].length + 1;
      }
      starts[rows.length] = offset;
      this.joined = { version: this.order.version, text: parts.join('\u0001'), starts };
    }
    return this.joined;
  }
}
