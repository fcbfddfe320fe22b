import { readDb } from '../../support/read-db';
import type { TestServer } from '../../support/test-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRow = any;

/** A file part: bytes and a name. */
export interface Part {
  bytes: Uint8Array | Buffer | string;
  name: string;
  type?: string;
}

/** POSTs multipart fields (strings, or files) and answers status and parsed body. */
export async function postForm(
  server: TestServer,
  path: string,
  token: string | undefined,
  fields: Record<string, string | Part | Part[]>,
): Promise<{ status: number; body: AnyRow }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else
      for (const part of Array.isArray(value) ? value : [value])
        form.append(
          key,
          new Blob([typeof part.bytes === 'string' ? part.bytes : new Uint8Array(part.bytes)], {
            type: part.type ?? 'application/octet-stream',
          }),
          part.name,
        );
  }
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await res.text();
  let body: AnyRow = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body };
}

/** Leads of the seed the details tests use, read from the server's own data. */
export function pickLeads(server: TestServer) {
  const db = readDb(server.dataDir);
  const keyAccountIds = new Set(
    db['lead-activities'].filter((a: AnyRow) => a.key_account === 'Y').map((a: AnyRow) => a.lead_id),
  );
  const staffGranted = new Set(
    db['lead-permissions']
      .filter(
        (p: AnyRow) => p.employee_id === 3 && p.status === 'approved' && p.permission_type === 'Details',
      )
      .map((p: AnyRow) => p.lead_id),
  );
  const open = db.leads.find((l: AnyRow) => l.is_disabled !== 1 && !keyAccountIds.has(l.id));
  const restricted = db.leads.find((l: AnyRow) => l.is_disabled === 1 && !staffGranted.has(l.id));
  const keyAccount = db.leads.find((l: AnyRow) => l.is_disabled !== 1 && keyAccountIds.has(l.id));
  return { db, open, restricted, keyAccount, keyAccountIds };
}

export const SVG = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
