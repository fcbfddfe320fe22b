import express, { type Router } from 'express';
import type { AppContext } from '../context';
import { asyncHandler, bodyOf, ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import { tooMany } from './limits';
import { ErrorBag } from '../validation/errors';
import { isBlank, isEmail } from '../validation/values';
import { authenticate } from './authenticate';
import { profilePayload } from './profile';
import { createSession } from './sessions';

const WRONG_CREDENTIALS = 'These credentials do not match our records.';

/** The client's sign-in rules, same messages, keyed for its fields. */
function validateLogin(body: Record<string, unknown>): { email: string; password: string } {
  const bag = new ErrorBag();
  const { email, password } = body;
  if (isBlank(email)) bag.add('email', 'Email is required');
  else if (!isEmail(email)) bag.add('email', 'Email is invalid');
  if (isBlank(password) || typeof password !== 'string') bag.add('password', 'Password is required');
  else if (password.length < 6) bag.add('password', 'Password must be at least 6 characters');
  bag.throwIfAny();
  return { email: String(email).trim().toLowerCase(), password: String(password) };
}

export function loginRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const auth = authenticate(ctx);

  router.post(
    '/login',
    asyncHandler(async (req, res) => {
      const { email, password } = validateLogin(bodyOf(req));
      const { signInPair, signInAccount, signInAddress } = ctx.limits;
      const pair = `${email}|${req.ip}`;
      const address = String(req.ip);
      const locked = await signInAccount.blockedFor(email);
      if (locked > 0)
        throw tooMany(locked, 'This account is locked for a while after too many failed sign-ins.');
      const wait = Math.max(
        ...(await Promise.all([signInPair.blockedFor(pair), signInAddress.blockedFor(address)])),
      );
      if (wait > 0) throw tooMany(wait, 'Too many sign-in attempts.');
      const user = await ctx.repos.users.byEmail(email);
      // An unknown email is checked against a dummy hash of the same cost: same time either way.
      const checked = await ctx.passwords.check(password, user?.password_hash);
      if (!checked.ok || !user) {
        await Promise.all([signInPair.fail(pair), signInAccount.fail(email), signInAddress.fail(address)]);
        // Each further failure on an account answers later (up to 2 s): guessing slows down
        // long before the lock, without holding anything but this request.
        const failures = await signInAccount.count(email);
        await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 150 * (failures - 2))));
        throw new HttpError(400, WRONG_CREDENTIALS);
      }
      await Promise.all([signInPair.reset(pair), signInAccount.reset(email)]);
      // A hash made with older parameters is replaced now that the password is known: hashed
      // first (thread pool), stored inside the transaction only if nobody changed it meanwhile.
      const upgraded = checked.upgrade ? await ctx.passwords.hash(password) : null;
      const { token, expiresAt } = await ctx.transaction(async (tx) => {
        const current = await ctx.repos.users.get(user.id, tx);
        if (upgraded && current?.password_hash === user.password_hash)
          await ctx.repos.users.update(tx, user.id, { password_hash: upgraded });
        return createSession(ctx, tx, user.id);
      });
      ok(
        res,
        { token, expires_at: expiresAt, ...(await profilePayload(ctx.repos, user)) },
        'Login successful.',
      );
    }),
  );

  router.post(
    '/logout',
    auth,
    asyncHandler(async (req, res) => {
      const sessionId = req.auth!.sessionId;
      await ctx.transaction(async (tx) => {
        if (await ctx.repos.sessions.get(sessionId, tx))
          await ctx.repos.sessions.update(tx, sessionId, { revoked_at: ctx.now().toISOString() });
      });
      ok(res, undefined, 'Logged out successfully.');
    }),
  );

  router.get(
    '/get-role-permissions',
    auth,
    asyncHandler(async (req, res) => {
      ok(res, await profilePayload(ctx.repos, req.auth!.user));
    }),
  );

  return router;
}
