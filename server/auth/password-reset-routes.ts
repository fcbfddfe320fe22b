import express, { type Router } from 'express';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword, type ScryptCost } from '../lib/password';
import type { AppContext } from '../context';
import { asyncHandler, bodyOf, ok } from '../http/envelope';
import { HttpError, validationError } from '../http/errors';
import { tooMany } from './limits';
import { writeFileAtomic } from '../db/atomic-write';
import { ErrorBag } from '../validation/errors';
import { isBlank, isEmail } from '../validation/values';
import { revokeUserSessions } from './sessions';
import { newOtp } from './tokens';

const CODE_MINUTES = 15;
/**
 * Reset codes are random, live 15 minutes and die after 5 wrong tries: their strength is those
 * limits, not the hash cost, so they keep a cheaper scrypt than passwords.
 */
const CODE_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };
const SENT = 'If that email address is registered, a password reset code has been sent to it.';

function requireEmail(bag: ErrorBag, email: unknown): string {
  if (isBlank(email)) bag.add('email', 'The email field is required.');
  else if (!isEmail(email)) bag.add('email', 'The email must be a valid email address.');
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** "Mails" a message by dropping it into DATA_DIR/outbox (no SMTP in this product). */
async function sendMail(ctx: AppContext, mail: { to: string; subject: string; text: string; code: string }) {
  const dir = path.join(ctx.dataDir, 'outbox');
  await fs.mkdir(dir, { recursive: true });
  const at = ctx.now();
  const file = path.join(dir, `${at.getTime()}-${randomBytes(4).toString('hex')}.json`);
  await writeFileAtomic(file, JSON.stringify({ ...mail, created_at: at.toISOString() }, null, 2));
  ctx.log(`[mail] password reset code for ${mail.to} written to ${file}`);
}

async function voidCodes(ctx: AppContext, email: string): Promise<void> {
  const at = ctx.now().toISOString();
  await ctx.transaction(async (tx) => {
    for (const r of await ctx.repos.passwordResets.unusedOf(email, tx))
      await ctx.repos.passwordResets.update(tx, r.id, { used_at: at });
  });
}

/** A new code for a registered address (superseding older ones), "mailed" to DATA_DIR/outbox. */
async function issueCode(ctx: AppContext, email: string): Promise<void> {
  if (!(await ctx.repos.users.byEmail(email))) return;
  const now = ctx.now();
  const code = newOtp();
  const otpHash = await hashPassword(code, CODE_COST);
  await ctx.transaction(async (tx) => {
    for (const r of await ctx.repos.passwordResets.unusedOf(email, tx))
      await ctx.repos.passwordResets.update(tx, r.id, { used_at: now.toISOString() });
    await ctx.repos.passwordResets.insert(tx, {
      email,
      otp_hash: otpHash,
      expires_at: new Date(now.getTime() + CODE_MINUTES * 60_000).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    });
  });
  await sendMail(ctx, {
    to: email,
    subject: 'CRMS password reset code',
    text: `Your password reset code is ${code}. It expires in ${CODE_MINUTES} minutes.`,
    code,
  });
}

export function passwordResetRoutes(ctx: AppContext): Router {
  const router = express.Router();

  // Same answer whether or not the address exists, so the call cannot enumerate accounts.
  router.post(
    '/forgot-password',
    asyncHandler(async (req, res) => {
      const bag = new ErrorBag();
      const email = requireEmail(bag, bodyOf(req).email);
      bag.throwIfAny();
      const { resetByEmail, resetByAddress } = ctx.limits;
      const address = String(req.ip);
      const wait = Math.max(
        ...(await Promise.all([resetByEmail.blockedFor(email), resetByAddress.blockedFor(address)])),
      );
      if (wait > 0) throw tooMany(wait, 'Too many password reset requests.');
      await Promise.all([resetByEmail.fail(email), resetByAddress.fail(address)]);
      // Answer first, then do the work: a registered and an unknown address answer alike and in
      // the same time, so neither the answer nor its timing tells who has an account.
      res.on('finish', () => ctx.background(() => issueCode(ctx, email)));
      ok(res, undefined, SENT);
    }),
  );

  router.post(
    '/reset-password',
    asyncHandler(async (req, res) => {
      const body = bodyOf(req);
      const bag = new ErrorBag();
      const email = requireEmail(bag, body.email);
      const { otp, password, password_confirmation: confirmation } = body;
      if (isBlank(otp)) bag.add('otp', 'The otp field is required.');
      if (isBlank(password) || typeof password !== 'string')
        bag.add('password', 'The password field is required.');
      else if (password.length < 6) bag.add('password', 'The password must be at least 6 characters.');
      if (isBlank(confirmation))
        bag.add('password_confirmation', 'The password confirmation field is required.');
      else if (confirmation !== password)
        bag.add('password_confirmation', 'The password confirmation does not match.');
      bag.throwIfAny();

      // Six digits are guessable: a few wrong codes lock the address for the window.
      const key = `reset|${email}`;
      const wait = await ctx.limits.resetCode.blockedFor(key);
      if (wait > 0)
        throw new HttpError(429, 'Too many attempts. Please request a new code later.', undefined, {
          'Retry-After': String(wait),
        });

      const now = ctx.now().getTime();
      const code = String(otp).trim();
      const candidates = /^\d{6}$/.test(code)
        ? (await ctx.repos.passwordResets.unusedOf(email)).filter((r) => Date.parse(r.expires_at) > now)
        : [];
      let record: (typeof candidates)[number] | undefined;
      for (const r of candidates) if (await verifyPassword(code, r.otp_hash)) record = r;
      const user = await ctx.repos.users.byEmail(email);
      if (!record || !user) {
        await ctx.limits.resetCode.fail(key);
        // The fifth wrong code voids the open ones: a new code must be asked for.
        if ((await ctx.limits.resetCode.blockedFor(key)) > 0) await voidCodes(ctx, email);
        bag.add('otp', 'The code is invalid or has expired.');
        bag.throwIfAny();
        return;
      }
      await ctx.limits.resetCode.reset(key);
      const passwordHash = await ctx.passwords.hash(String(password));
      const codeId = record.id;
      const userId = user.id;
      await ctx.transaction(async (tx) => {
        // Re-checked inside the transaction: another request may have used the code meanwhile.
        const current = await ctx.repos.passwordResets.get(codeId, tx);
        if (!current || current.used_at)
          throw validationError({ otp: ['The code is invalid or has expired.'] });
        const at = ctx.now().toISOString();
        await ctx.repos.passwordResets.update(tx, codeId, { used_at: at });
        await ctx.repos.users.update(tx, userId, { password_hash: passwordHash, updated_at: at });
        await revokeUserSessions(ctx, tx, userId);
      });
      ok(res, undefined, 'Your password has been reset. Please sign in with the new password.');
    }),
  );

  return router;
}
