import type { RequestHandler, Response } from 'express';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_RE, IDEMPOTENT_REPLAY_HEADER } from '../../contract/idempotency';
import type { AppContext } from '../context';
import { conflict, HttpError, validationError } from '../http/errors';
import { asyncHandler } from '../http/envelope';
import { authOf } from '../http/request';
import { fingerprintOf } from './fingerprint';
import { BAD_KEY, KEY_REUSED, KEY_RUNNING } from './messages';
import { runWithKey } from './pending';
import { scopeOf } from './store';

/**
 * One request's hold on its key: 'receiving' while the body arrives, 'running' once the route
 * runs, 'released' once it let go.
 */
interface Claim {
  scope: string;
  userId: number;
  state: 'receiving' | 'running' | 'released';
}

const CLAIM = Symbol('idempotency claim');
type WithClaim = Response & { [CLAIM]?: Claim };

/**
 * Takes the key before the body is read, so a retry sent while the first request is still
 * uploading gets 409 too.
 */
function claimKey(ctx: AppContext): RequestHandler {
  return (req, res, next) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!IDEMPOTENCY_KEY_RE.test(key)) return next(new HttpError(400, BAD_KEY));
    const userId = authOf(req).user.id;
    const scope = scopeOf(userId, key);
    ctx.idempotency.claim(scope).then((release) => {
      if (!release) return next(conflict(KEY_RUNNING));
      hold(res, { scope, userId, state: 'receiving' }, release);
      next();
    }, next);
  };
}

/**
 * Lets the claim go when the route's answer is written (res.end: the route's work is over,
 * whether or not the client is still there), or when the connection closes before the route
 * started (its body never arrived: nothing was written).
 */
function hold(res: Response, claim: Claim, release: () => void): void {
  const letGo = () => {
    if (claim.state === 'released') return;
    claim.state = 'released';
    release();
  };
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    letGo();
    return end(...args);
  }) as Response['end'];
  res.once('close', () => {
    if (claim.state === 'receiving') letGo();
  });
  // The client may have gone while the claim was being taken.
  if (res.closed) letGo();
  (res as WithClaim)[CLAIM] = claim;
}

/**
 * After the body is read: a committed key answers with its first answer (a different request
 * under it is 422); otherwise the route runs with the key pending (pending.ts).
 */
function replayOrRun(ctx: AppContext): RequestHandler {
  return asyncHandler(async (req, res, next) => {
    const claim = (res as WithClaim)[CLAIM];
    if (!claim) return next();
    // The connection closed while the body arrived: nobody waits for this answer.
    if (claim.state !== 'receiving') return next(conflict(KEY_RUNNING));
    const fingerprint = fingerprintOf(req, claim.userId);
    const kept = await ctx.idempotency.find(claim.scope);
    if (claim.state !== 'receiving') return next(conflict(KEY_RUNNING));
    if (kept) {
      if (kept.fingerprint !== fingerprint)
        return next(validationError({ [IDEMPOTENCY_HEADER]: [KEY_REUSED] }));
      res.set(IDEMPOTENT_REPLAY_HEADER, 'true').status(kept.answer.status).json(kept.answer.body);
      return;
    }
    claim.state = 'running';
    runWithKey({ scope: claim.scope, userId: claim.userId, fingerprint }, next);
  });
}

/**
 * The handlers that make a create or store route exactly once under an `Idempotency-Key`
 * header: put after authentication, with the route's body parsers (multipart) as `parse`. The
 * route keeps its answer with `keepAnswer` inside its transaction. Without the header, nothing
 * changes.
 */
export function once(ctx: AppContext, ...parse: RequestHandler[]): RequestHandler[] {
  return [claimKey(ctx), ...parse, replayOrRun(ctx)];
}
