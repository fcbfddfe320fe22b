import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * public/theme-init.js applies the stored theme before the first paint. The build inlines it into
 * index.html (an external file was one more render-blocking request on the first load); the
 * Content-Security-Policy allows exactly that text by its hash, so inline scripts stay refused.
 */
const FILE = path.join(__dirname, '../../public/theme-init.js');

/** The script as index.html inlines it. */
export function themeInitScript(): string {
  return fs.readFileSync(FILE, 'utf8').trim();
}

/** The CSP source that allows the inlined script and nothing else inline. */
export function themeInitCspSource(): string {
  return `'sha256-${createHash('sha256').update(themeInitScript(), 'utf8').digest('base64')}'`;
}
