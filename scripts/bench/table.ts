export interface Figure {
  figure: string;
  value: string;
  target: string;
}

/** A target cell: the target, then whether this run met it. */
export function target(text: string, met: boolean): string {
  return `${text}  ${met ? 'ok' : 'MISSED'}`;
}

export function printTable(title: string, rows: readonly Figure[]): void {
  const head: Figure = { figure: 'figure', value: 'value', target: 'target' };
  const w = (key: keyof Figure) => Math.max(...[head, ...rows].map((r) => r[key].length));
  const [fw, vw] = [w('figure'), w('value')];
  const line = (r: Figure) => `${r.figure.padEnd(fw)} | ${r.value.padEnd(vw)} | ${r.target}`.trimEnd();
  console.log(`\n${title}\n`);
  console.log(line(head));
  console.log(`${'-'.repeat(fw)}-+-${'-'.repeat(vw)}-+-${'-'.repeat(w('target'))}`);
  for (const row of rows) console.log(line(row));
}
