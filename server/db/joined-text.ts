import type { Row } from './row';
import type { OrderChange, SortedIndex } from './indexes';

/**
 * The lower-cased search texts of a SortedIndex's rows joined in its order, so a substring search
 * is one indexOf pass instead of a test per row: a rare term costs almost nothing (0.02 ms for 50k
 * names against 1 ms of `includes` per row). Each match costs one more indexOf call (~0.2 µs), so
 * once matches are dense (a term like "ltd" that most rows hold) the rest is tested row by row on
 * the kept texts, 3-5 times cheaper there.
 *
 * The text is kept in chunks of about CHUNK_ROWS rows. A write adds, moves or removes a few rows:
 * the order's changes are applied to their chunks only, so the next search re-reads about 200 KB
 * instead of a new 10 MB join (rebuilding the whole join after every write made a search right
 * after a write 40-60 ms at 100k leads; docs/storage.md).
 */
/** Matches are dense (switch to a test per row) once at least DENSE_AFTER of them are more than 1/DENSE_SHARE of the rows read. */
const DENSE_AFTER = 64;
const DENSE_SHARE = 8;

/** Each row's text ends with this; a term holding it is never searched, so no match spans rows. */
const SEP = '\u0001';
/** More changes than this since the last search: one rebuild is cheaper than patching each. */
const MAX_PATCHES = 256;
const CHUNK_ROWS = 2048;

interface Chunk {
  /** The chunk's texts in index order, each followed by SEP. */
  text: string;
  /** Where each row's text starts in `text`, plus the text's length at the end. */
  starts: Int32Array;
  parts: string[];
}

function chunkOf(parts: string[]): Chunk {
  const starts = new Int32Array(parts.length + 1);
  let offset = 0;
  for (let i = 0; i < parts.length; i++) {
    starts[i] = offset;
    offset += parts[i].length + 1;
  }
  starts[parts.length] = offset;
  return { text: parts.map((p) => `${p}${SEP}`).join(''), starts, parts };
}

export class JoinedText<R extends Row = Row> {
  private chunks: Chunk[] = [];
  private version = -1;

  constructor(
    private readonly order: SortedIndex<R>,
    /** The row's kept search text (fields may be joined with \u0000: no term spans them). */
    private readonly textOf: (row: R) => string,
    /** Rows per chunk (tests use small chunks to cross their edges). */
    private readonly chunkRows = CHUNK_ROWS,
  ) {}

  /**
   * Positions (in the index order, ascending) in [from, to) whose text contains `term`
   * (lower-cased). A typed array: pushing 96k numbers into an array cost 8 ms in the server's heap.
   */
  positions(term: string, from = 0, to = this.order.ordered().length): Int32Array {
    if (!term || term.includes('\u0000') || term.includes(SEP) || to <= from) return new Int32Array(0);
    this.catchUp();
    const out = new Int32Array(to - from);
    let n = 0;
    let dense = false;
    let base = 0;
    for (const { text, starts, parts } of this.chunks) {
      const first = Math.max(from, base) - base;
      const end = Math.min(to, base + parts.length) - base;
      if (first < end) {
        let row = first;
        if (!dense) {
          const stop = starts[end];
          let at = text.indexOf(term, starts[first]);
          while (at >= 0 && at < stop) {
            while (starts[row + 1] <= at) row++;
            out[n++] = base + row;
            row++;
            if (n >= DENSE_AFTER && n * DENSE_SHARE > base + row - from) {
              dense = true;
              break;
            }
            at = text.indexOf(term, starts[row]);
          }
        }
        if (dense) for (let i = row; i < end; i++) if (parts[i].includes(term)) out[n++] = base + i;
      }
      base += parts.length;
      if (base >= to) break;
    }
    return out.subarray(0, n);
  }

  private catchUp(): void {
    if (this.version === this.order.version) return;
    const changes = this.version < 0 ? null : this.order.changesSince(this.version);
    if (changes && changes.length <= MAX_PATCHES) for (const change of changes) this.apply(change);
    else this.rebuild();
    this.version = this.order.version;
  }

  private rebuild(): void {
    const rows = this.order.ordered();
    this.chunks = [];
    for (let i = 0; i < rows.length; i += this.chunkRows)
      this.chunks.push(chunkOf(rows.slice(i, i + this.chunkRows).map((row) => this.textOf(row))));
  }

  /** One change of the order, applied to the chunk holding its position. */
  private apply({ at, row }: OrderChange<R>): void {
    if (!this.chunks.length) this.chunks.push(chunkOf([]));
    let c = 0;
    let base = 0;
    // An added row may go just after the last row of a chunk (at === base + length).
    while (c < this.chunks.length - 1 && at >= base + this.chunks[c].parts.length + (row ? 1 : 0)) {
      base += this.chunks[c].parts.length;
      c++;
    }
    const chunk = this.chunks[c];
    const local = at - base;
    const cut = chunk.starts[local];
    if (row) {
      const part = this.textOf(row);
      const grow = part.length + 1;
      const starts = new Int32Array(chunk.starts.length + 1);
      starts.set(chunk.starts.subarray(0, local + 1));
      for (let i = local; i < chunk.starts.length; i++) starts[i + 1] = chunk.starts[i] + grow;
      chunk.parts.splice(local, 0, part);
      chunk.text = `${chunk.text.slice(0, cut)}${part}${SEP}${chunk.text.slice(cut)}`;
      chunk.starts = starts;
      // New leads gather at the front of a newest-first order: split a chunk grown to twice its size.
      if (chunk.parts.length >= 2 * this.chunkRows)
        this.chunks.splice(
          c,
          1,
          chunkOf(chunk.parts.slice(0, this.chunkRows)),
          chunkOf(chunk.parts.slice(this.chunkRows)),
        );
    } else {
      const shrink = chunk.starts[local + 1] - cut;
      const starts = new Int32Array(chunk.starts.length - 1);
      starts.set(chunk.starts.subarray(0, local + 1));
      for (let i = local + 1; i < starts.length; i++) starts[i] = chunk.starts[i + 1] - shrink;
      chunk.parts.splice(local, 1);
      chunk.text = chunk.text.slice(0, cut) + chunk.text.slice(chunk.starts[local + 1]);
      chunk.starts = starts;
      if (!chunk.parts.length && this.chunks.length > 1) this.chunks.splice(c, 1);
    }
  }
}
