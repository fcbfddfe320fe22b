export interface Row {
  route: string;
  /** First load of the URL with an empty cache. */
  cold: { kB: number; lcp: number; tbt: number };
  /** Reached by a click from the previous screen (sign-in: the click on Login). */
  click: { kB: number; tbt: number; ms: number };
}

const n = (x: number) => String(Math.round(x));

export function printTable(rows: Row[]): void {
  const head = ['route', 'cold kB', 'LCP ms', 'TBT ms', 'click kB', 'click TBT', 'click→content ms'];
  const body = rows.map((r) => [
    r.route,
    n(r.cold.kB),
    n(r.cold.lcp),
    n(r.cold.tbt),
    n(r.click.kB),
    n(r.click.tbt),
    n(r.click.ms),
  ]);
  const w = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i ? c.padStart(w[i]) : c.padEnd(w[i]))).join('  ');
  console.log(line(head));
  for (const b of body) console.log(line(b));
}
