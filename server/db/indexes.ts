import type { Row } from './row';

/** A secondary index kept in step with one collection: told of every row that enters or leaves. */
export interface Index {
  add(row: Row): void;
  remove(row: Row): void;
  clear(): void;
}

/** Rows grouped by a key (e.g. activities by lead_id): the ids of a group without a scan. */
export class GroupIndex<R extends Row = Row> implements Index {
  private readonly groups = new Map<unknown, Set<number>>();
  /** The groups a row belongs to (public: a draft's rows are placed by the same rule). */
  constructor(readonly keysOf: (row: R) => unknown[]) {}

  add(row: R): void {
    for (const key of this.keysOf(row)) {
      let ids = this.groups.get(key);
      if (!ids) this.groups.set(key, (ids = new Set()));
      ids.add(row.id);
    }
  }

  remove(row: R): void {
    for (const key of this.keysOf(row)) {
      const ids = this.groups.get(key);
      if (!ids) continue;
      ids.delete(row.id);
      if (ids.size === 0) this.groups.delete(key);
    }
  }

  clear(): void {
    this.groups.clear();
  }

  ids(key: unknown): ReadonlySet<number> {
    return this.groups.get(key) ?? EMPTY;
  }

  /** The keys that have rows as a live membership view, no copy (e.g. the leads that are key accounts). */
  keySet(): IdSet {
    return {
      has: (key: number) => this.groups.has(key),
      size: this.groups.size,
      keys: () => this.groups.keys() as Iterable<number>,
    };
  }

  /** Every key that has rows (e.g. the employee/exhibition pairs a report lists). */
  keys(): IterableIterator<unknown> {
    return this.groups.keys();
  }
}

const EMPTY: ReadonlySet<number> = new Set();

/** What a filter needs of a set of ids: membership, size and its members. */
export interface IdSet {
  has(id: number): boolean;
  readonly size: number;
  keys(): Iterable<number>;
}

/**
 * The rows of a collection kept in one order (e.g. leads newest first), so a paged list walks
 * rows already sorted instead of sorting every row per request. The comparator must be total
 * (end with the id) so a row's position is found by binary search.
 */
/** One change of a SortedIndex's order: `row` entered at `at`, or the row at `at` left. */
export type OrderChange<R extends Row = Row> = { version: number; at: number; row: R | null };
/** Changes kept for caches that patch themselves; one further behind rebuilds. */
const CHANGES_KEPT = 256;

export class SortedIndex<R extends Row = Row> implements Index {
  private rows: R[] = [];
  /** Bumped on every change, so caches built over the order know when they are stale. */
  version = 0;
  private byId: { version: number; positions: Int32Array } | null = null;
  /** The latest changes, oldest first (each with the version it produced). */
  private log: OrderChange<R>[] = [];
  constructor(private readonly compare: (a: R, b: R) => number) {}

  add(row: R): void {
    const at = this.position(row);
    this.rows.splice(at, 0, row);
    this.record(at, row);
  }

  remove(row: R): void {
    const at = this.position(row);
    if (this.rows[at]?.id !== row.id) return;
    this.rows.splice(at, 1);
    this.record(at, null);
  }

  clear(): void {
    this.rows = [];
    this.version++;
    this.log = [];
  }

  /** Rebuilds in one sort (start-up), instead of one insertion per row. */
  load(rows: Iterable<R>): void {
    this.rows = [...rows].sort(this.compare);
    this.version++;
    this.log = [];
  }

  /**
   * The changes that turn the order of `since` into today's, oldest first, or null when they are
   * no longer all kept (the cache then rebuilds). A cache built over the order (the joined search
   * texts) patches itself with them instead of rebuilding after every write.
   */
  changesSince(since: number): readonly OrderChange<R>[] | null {
    if (since === this.version) return [];
    const first = this.log.length ? this.log[0].version : this.version + 1;
    if (since < first - 1 || since > this.version) return null;
    return this.log.slice(since - first + 1);
  }

  private record(at: number, row: R | null): void {
    this.version++;
    this.log.push({ version: this.version, at, row });
    if (this.log.length > 2 * CHANGES_KEPT) this.log = this.log.slice(-CHANGES_KEPT);
  }

  /** Every row in index order. Read-only: the index owns the array. */
  ordered(): readonly R[] {
    return this.rows;
  }

  /**
   * Each row's position in `ordered()`, indexed by id (-1 for an id with no row); rebuilt after a
   * change (under a millisecond at 100k rows). Ids are positive integers from the sequences.
   */
  positionsById(): Int32Array {
    if (this.byId?.version !== this.version) {
      let max = 0;
      for (const row of this.rows) if (row.id > max) max = row.id;
      const positions = new Int32Array(max + 1).fill(-1);
      for (let i = 0; i < this.rows.length; i++) positions[this.rows[i].id] = i;
      this.byId = { version: this.version, positions };
    }
    return this.byId.positions;
  }

  private position(row: R): number {
    let lo = 0;
    let hi = this.rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(this.rows[mid], row) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** A value derived from each row and kept until the row changes (e.g. a lower-cased search text). */
export class DerivedIndex<V, R extends Row = Row> implements Index {
  private readonly values = new Map<number, V>();
  constructor(private readonly derive: (row: R) => V) {}

  add(row: R): void {
    this.values.set(row.id, this.derive(row));
  }

  remove(row: R): void {
    this.values.delete(row.id);
  }

  clear(): void {
    this.values.clear();
  }

  /** The kept value; a row the index does not hold (a draft's, or one deleted since) is derived, not kept. */
  of(row: R): V {
    return this.values.has(row.id) ? (this.values.get(row.id) as V) : this.derive(row);
  }
}

/** Rows by a unique-ish key (e.g. users by lower-cased email, sessions by token hash). */
export class LookupIndex<R extends Row = Row> implements Index {
  private readonly byKey = new Map<unknown, number>();
  constructor(private readonly keyOf: (row: R) => unknown) {}

  add(row: R): void {
    const key = this.keyOf(row);
    if (key !== undefined && key !== null) this.byKey.set(key, row.id);
  }

  remove(row: R): void {
    const key = this.keyOf(row);
    if (this.byKey.get(key) === row.id) this.byKey.delete(key);
  }

  clear(): void {
    this.byKey.clear();
  }

  id(key: unknown): number | undefined {
    return this.byKey.get(key);
  }
}
