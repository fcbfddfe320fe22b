import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { requirePermission } from '../auth/authenticate';
import { asyncHandler, bodyOf, ok } from '../http/envelope';
import { HttpError, validationError } from '../http/errors';
import { authOf } from '../http/request';
import { describeKinds, detectKind, IMAGE_KINDS } from '../uploads/file-types';
import { filesOf, receiveFiles } from '../uploads/receive';
import { saveUpload } from '../uploads/storage';
import { readTemplateInput } from './template-input';
import { P } from '../../contract/permissions';
import type { EmailTemplateSettings } from '../../contract/birthdays';
import type { EmailTemplateRow } from '../stored/accounts';

/** The settings as the screen reads them; image_url is relative to the API root (needs the token). */
function presentTemplate(row: EmailTemplateRow): EmailTemplateSettings {
  const image = typeof row.image === 'string' && row.image ? row.image : null;
  return {
    image,
    image_original_name: row.image_original_name ?? null,
    image_url: image ? `/uploads/${image}` : null,
    padding_top: row.padding_top,
    padding_left: row.padding_left,
    preview_width: row.preview_width,
    preview_height: row.preview_height,
    cc_users: Array.isArray(row.cc_users) ? row.cc_users : [],
  };
}

/** GET /email-template-settings and POST /birthday-template/save-settings. */
export function templateRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  const can = requirePermission(P.emailTemplateSetting);
  const templates = ctx.repos.emailTemplates;

  router.get(
    '/email-template-settings',
    auth,
    can,
    asyncHandler(async (_req, res) => ok(res, presentTemplate(await templates.current()))),
  );

  router.post(
    '/birthday-template/save-settings',
    auth,
    can,
    ...receiveFiles({ fields: [{ name: 'image' }] }),
    asyncHandler(async (req, res) => {
      const file = filesOf(req, 'image')[0];
      const kind =
        file && file.size > 0
          ? detectKind(file.originalname, file.buffer.subarray(0, 16), IMAGE_KINDS)
          : null;
      const imageError =
        file && file.size > 0
          ? kind
            ? null
            : `The template image must be an image (${describeKinds(IMAGE_KINDS)}).`
          : (await templates.current()).image
            ? null
            : 'The template image field is required.';
      // Every field's error in one answer: the image's with the others', not on the next save.
      let input: ReturnType<typeof readTemplateInput>;
      try {
        input = readTemplateInput(bodyOf(req));
      } catch (err) {
        if (imageError && err instanceof HttpError && err.errors) err.errors.image = [imageError];
        throw err;
      }
      if (imageError) throw validationError({ image: [imageError] });
      const image =
        file && kind
          ? await saveUpload(ctx.files, file.originalname, file.buffer, kind, authOf(req).user.id)
          : null;
      const at = ctx.now().toISOString();
      const saved = await ctx.transaction((tx) =>
        templates.save(tx, {
          ...input,
          ...(image ? { image: image.file_name, image_original_name: image.original_name } : {}),
          updated_at: at,
        }),
      );
      ok(res, presentTemplate(saved), 'Email template settings saved successfully.');
    }),
  );

  return router;
}
