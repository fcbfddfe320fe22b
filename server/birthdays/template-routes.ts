import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import type { Doc, Row } from '../db/row';
import { requirePermission } from '../auth/authenticate';
import { asyncHandler, bodyOf, ok } from '../http/envelope';
import { validationError } from '../http/errors';
import { authOf } from '../http/request';
import { describeKinds, detectKind, IMAGE_KINDS } from '../uploads/file-types';
import { filesOf, receiveFiles } from '../uploads/receive';
import { saveUpload } from '../uploads/storage';
import { readTemplateInput } from './template-input';
import { P } from '../../contract/permissions';

/** The settings as the screen reads them; image_url is relative to the API root (needs the token). */
export function presentTemplate(row: Row): Doc {
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

  router.get('/email-template-settings', auth, can, (_req, res) =>
    ok(res, presentTemplate(templates.current())),
  );

  router.post(
    '/birthday-template/save-settings',
    auth,
    can,
    ...receiveFiles({ fields: [{ name: 'image' }] }),
    asyncHandler(async (req, res) => {
      const input = readTemplateInput(bodyOf(req));
      const file = filesOf(req, 'image')[0];
      let image: { file_name: string; original_name: string } | null = null;
      if (file && file.size > 0) {
        const kind = detectKind(file.originalname, file.buffer.subarray(0, 16), IMAGE_KINDS);
        if (!kind)
          throw validationError({
            image: [`The template image must be an image (${describeKinds(IMAGE_KINDS)}).`],
          });
        image = saveUpload(ctx.dataDir, file.originalname, file.buffer, kind, authOf(req).user.id);
      } else if (!templates.current().image) {
        throw validationError({ image: ['The template image field is required.'] });
      }
      const at = ctx.now().toISOString();
      const saved = await ctx.transaction((tx) => {
        const patch = {
          ...input,
          ...(image ? { image: image.file_name, image_original_name: image.original_name } : {}),
          updated_at: at,
        };
        const existing = templates.all(tx)[0];
        if (existing) return templates.update(tx, existing.id, patch);
        const { id: _seeded, ...defaults } = templates.current();
        return templates.insert(tx, { ...defaults, ...patch });
      });
      ok(res, presentTemplate(saved), 'Email template settings saved successfully.');
    }),
  );

  return router;
}
