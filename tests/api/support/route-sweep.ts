import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../../server/app';
import { routeTable } from '../../../server/http/route-table';

/** The calls answered before signing in. */
const PUBLIC_ROUTES = new Set([
  'POST /api/login',
  'POST /api/register',
  'POST /api/forgot-password',
  'POST /api/verify-reset-code',
  'POST /api/reset-password',
]);

/** `/api/leads/:id(\d+)` → `/leads/1`: a concrete path for each route pattern. */
export const concretePath = (pattern: string) =>
  pattern
    .replace(/^\/api/, '')
    .replace(/:(\w+)(\([^)]*\))?\*?/g, (_m, name: string) => (/id$/i.test(name) ? '1' : 'x'));

/** Every "METHOD /api/path" the server answers except the public ones, read from a real app. */
export async function signedInRoutes(): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-route-sweep-'));
  const built = await createApp({ dataDir, log: () => undefined });
  try {
    return routeTable(built.app).filter((r) => !PUBLIC_ROUTES.has(r));
  } finally {
    await built.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
