import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { profilePayload } from '../auth/profile';
import { revokeUserSessions } from '../auth/sessions';
import { asyncHandler, bodyOf, ok } from '../http/envelope';
import { FORBIDDEN, HttpError, notFound, validationError } from '../http/errors';
import { authOf } from '../http/request';
import { describeKinds, detectKind, IMAGE_KINDS } from '../uploads/file-types';
import { filesOf, receiveFiles } from '../uploads/receive';
import { saveUpload, type FileRef } from '../uploads/storage';
import { removeUnheldFiles } from '../uploads/unheld-files';
import { toInt } from '../validation/values';
import { readPasswordChange, readProfileInput } from './input';
import { P } from '../../contract/permissions';
import { assertWithinCaller, roleOfUser } from '../policy/account-policy';

const PICTURE = 'profile_picture';

/** The picture, if one was sent: images only (extension and content), stored under a random name. */
async function storePicture(
  ctx: AppContext,
  file: Express.Multer.File | undefined,
  by: number,
): Promise<FileRef | null> {
  if (!file || file.size === 0) return null;
  const kind = detectKind(file.originalname, file.buffer.subarray(0, 16), IMAGE_KINDS);
  if (!kind)
    throw validationError({
      [PICTURE]: [`The profile picture must be an image (${describeKinds(IMAGE_KINDS)}).`],
    });
  return saveUpload(ctx.files, file.originalname, file.buffer, kind, by);
}

/** POST /user-profile-update and POST /user-password-change (docs/api.md "Profile"). */
export function profileRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  const { repos } = ctx;

  router.post(
    '/user-profile-update',
    auth,
    ...receiveFiles({ fields: [{ name: PICTURE }] }),
    asyncHandler(async (req, res) => {
      const me = authOf(req);
      const body = bodyOf(req);
      // `id` is the users.id of the profile (get-role-permissions user.id); absent means yourself.
      const userId = body.id === undefined || body.id === '' ? me.user.id : toInt(body.id);
      if (userId !== me.user.id && !me.permissionNames.has(P.employees)) throw new HttpError(403, FORBIDDEN);
      const user = Number.isInteger(userId) ? await repos.users.get(userId) : undefined;
      const employee = user ? await repos.employees.byUserId(user.id) : undefined;
      if (!user || !employee) throw notFound('Profile not found.');
      // Someone else's profile (e-mail above all: a reset link goes there) only within the caller's rights.
      if (user.id !== me.user.id) await assertWithinCaller(repos, me, [await roleOfUser(repos, user.id)]);
      await readProfileInput(body, repos, user.id);
      const picture = await storePicture(ctx, filesOf(req, PICTURE)[0], me.user.id);
      const at = ctx.now().toISOString();
      let replaced: unknown;
      try {
        await ctx.transaction(async (tx) => {
          const input = await readProfileInput(body, repos, user.id, tx);
          replaced = (await repos.employees.get(employee.id, tx))?.profile_picture;
          await repos.users.update(tx, user.id, { name: input.name, email: input.email, updated_at: at });
          await repos.employees.update(tx, employee.id, {
            phone: input.phone,
            address: input.address,
            ...(picture
              ? { profile_picture: picture.file_name, profile_picture_name: picture.original_name }
              : {}),
            updated_at: at,
          });
        });
      } catch (err) {
        if (picture) await ctx.files.delete(picture.file_name);
        throw err;
      }
      // The replaced picture leaves the file store once the change is durable, unless a record still
      // holds it (the seed shares sample pictures).
      if (picture && typeof replaced === 'string' && replaced !== picture.file_name)
        await removeUnheldFiles(ctx, me, [replaced]);
      const saved = (await repos.users.get(user.id))!;
      ok(res, (await profilePayload(repos, saved)).user, 'Profile updated successfully.');
    }),
  );

  router.post(
    '/user-password-change',
    auth,
    asyncHandler(async (req, res) => {
      const me = authOf(req);
      const { current, next } = readPasswordChange(bodyOf(req));
      // A stolen session must not be able to guess its way to the password: same limit as sign-in.
      const key = `change|${me.user.id}`;
      const wait = await ctx.limits.signInAccount.blockedFor(key);
      if (wait > 0)
        throw new HttpError(429, 'Too many attempts. Please try again later.', undefined, {
          'Retry-After': String(wait),
        });
      if (!(await ctx.passwords.check(current, me.user.password_hash)).ok) {
        await ctx.limits.signInAccount.fail(key);
        throw validationError({ current_password: ['The current password is incorrect.'] });
      }
      await ctx.limits.signInAccount.reset(key);
      const hash = await ctx.passwords.hash(next);
      await ctx.transaction(async (tx) => {
        await repos.users.update(tx, me.user.id, {
          password_hash: hash,
          updated_at: ctx.now().toISOString(),
        });
        // Every other device is signed out; this one signs out itself (POST /logout) right after.
        await revokeUserSessions(ctx, tx, me.user.id, me.sessionId);
      });
      ok(res, undefined, 'Password changed successfully. Please sign in again.');
    }),
  );

  return router;
}
