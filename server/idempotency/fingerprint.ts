import crypto from 'node:crypto';
import type { Request } from 'express';

/** JSON with object keys sorted, so the same body sent with its keys in another order is the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** Every received multipart file (multer's `fields()` shape) as field, name and a hash of its bytes. */
function filesOf(req: Request): string[][] {
  const files = req.files as Record<string, Express.Multer.File[]> | Express.Multer.File[] | undefined;
  const list = Array.isArray(files) ? files : Object.values(files ?? {}).flat();
  return list.map((f) => [f.fieldname, f.originalname, sha256(f.buffer)]);
}

/**
 * What makes two requests "the same request": the user, the method, the path with its query and
 * a hash of the body (for a multipart body its fields and every file's bytes). A key sent again
 * with another fingerprint is a client bug, answered 422.
 */
export function fingerprintOf(req: Request, userId: number): string {
  const body = sha256(canonical({ fields: req.body ?? null, files: filesOf(req) }));
  return sha256(canonical([userId, req.method, req.originalUrl, body]));
}
