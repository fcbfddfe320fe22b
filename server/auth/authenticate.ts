import type { RequestHandler } from 'express';
import type { AppContext } from '../context';
import { asyncHandler } from '../http/envelope';
import { FORBIDDEN, HttpError, UNAUTHENTICATED } from '../http/errors';
import type { Row } from '../db/row';
import { permissionsOf } from './profile';
import { findSignedIn } from './sessions';
import './types';
import type { PermissionName } from '../../contract/permissions';

/**
 * Permission names per list of permission ids. Permission rows are never written after seeding,
 * so one set per list serves every request of every role holding that list, until a role's list
 * changes (a new key). Keyed by the ids, not by the role row: on PostgreSQL each request reads a
 * new row object, and a set per row was a query of `permissions` per request.
 */
const namesByIds = new Map<string, ReadonlySet<string>>();
/** Distinct lists kept at most (roles are few; edited lists leave old keys behind). */
const MAX_LISTS = 200;
const NO_NAMES: ReadonlySet<string> = new Set();

async function permissionNamesOf(repos: AppContext['repos'], role: Row | null): Promise<ReadonlySet<string>> {
  if (!role) return NO_NAMES;
  const key = Array.isArray(role.permission_ids) ? role.permission_ids.join(',') : '';
  let names = namesByIds.get(key);
  if (!names) {
    names = new Set((await permissionsOf(repos, role)).map((p) => p.name as string));
    if (namesByIds.size >= MAX_LISTS) namesByIds.clear();
    namesByIds.set(key, names);
  }
  return names;
}

/** Bearer token → req.auth; anything missing, unknown, revoked or expired is 401. */
export function authenticate(ctx: AppContext): RequestHandler {
  return asyncHandler(async (req, _res, next) => {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+([A-Za-z0-9]+)$/i.exec(header.trim());
    const signedIn = match ? await findSignedIn(ctx, match[1]) : undefined;
    if (!signedIn) return next(new HttpError(401, UNAUTHENTICATED));
    const { session, user, employee, role } = signedIn;
    req.auth = {
      user,
      employee,
      role,
      permissionNames: await permissionNamesOf(ctx.repos, role),
      sessionId: session.id,
    };
    next();
  });
}

/** A gate on the caller's permission names (after `authenticate`): 401 without them, 403 when `allows` refuses. */
function permissionGate(allows: (held: ReadonlySet<string>) => boolean): RequestHandler {
  return (req, _res, next) => {
    const held = req.auth?.permissionNames;
    if (!held) return next(new HttpError(401, UNAUTHENTICATED));
    if (!allows(held)) return next(new HttpError(403, FORBIDDEN));
    next();
  };
}

/** Needs at least one of the listed permission names (after `authenticate`). */
export function requireAnyPermission(...names: PermissionName[]): RequestHandler {
  return permissionGate((held) => names.some((n) => held.has(n)));
}

/** Needs every listed permission name (after `authenticate`). */
export function requirePermission(...names: PermissionName[]): RequestHandler {
  return permissionGate((held) => names.every((n) => held.has(n)));
}
