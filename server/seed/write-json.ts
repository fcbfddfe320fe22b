import { writeFileAtomicSync } from '../db/atomic-write';

/**
 * Serialises a db object with one record per line inside each top-level collection, so the
 * committed seed diffs nicely while staying compact. Non-array values are written inline.
 */
export function serializeDb(db: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(db)) {
    if (Array.isArray(value)) {
      const rows = value.map((row) => '    ' + JSON.stringify(row));
      parts.push(
        rows.length
          ? `  ${JSON.stringify(key)}: [\n${rows.join(',\n')}\n  ]`
          : `  ${JSON.stringify(key)}: []`,
      );
    } else {
      parts.push(`  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    }
  }
  return `{\n${parts.join(',\n')}\n}\n`;
}

export function writeDbAtomic(file: string, db: Record<string, unknown>): void {
  writeFileAtomicSync(file, serializeDb(db));
}
