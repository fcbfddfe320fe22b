import type { AuthContext } from '../auth/types';
import type { AppContext } from '../context';
import type { Reader } from '../db/transaction';
import { LeadPolicy } from './lead-policy';

/** The policy for one request's caller (see lead-policy.ts). */
export const leadPolicy = (ctx: Pick<AppContext, 'repos' | 'now'>, auth: AuthContext, via?: Reader) =>
  new LeadPolicy(ctx.repos, auth, ctx.now(), via);

export { employeeIdOf, isAdmin, isSupervisorOf, subordinateIds, type AccessKind } from './lead-policy';
