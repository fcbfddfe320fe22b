import type { AuthContext } from '../auth/types';
import type { AppContext } from '../context';
import type { Tx } from '../db/tx';
import { employeeIdOf, LeadPolicy } from './lead-policy';

/**
 * The policy for one request's caller (see lead-policy.ts): their access requests are read once,
 * here (through `via`, a transaction's draft, for checks made while writing).
 */
export async function leadPolicy(
  ctx: Pick<AppContext, 'repos' | 'now'>,
  auth: AuthContext,
  via?: Tx,
): Promise<LeadPolicy> {
  const own = employeeIdOf(auth);
  const requests = own === null ? [] : await ctx.repos.accessRequests.ofEmployee(own, via);
  return new LeadPolicy(auth, ctx.now(), requests);
}

export { employeeIdOf, isAdmin, isSupervisorOf, subordinateIds, type AccessKind } from './lead-policy';
