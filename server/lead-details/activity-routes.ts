import express, { type Request, type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { asyncHandler, bodyOf } from '../http/envelope';
import { validationError } from '../http/errors';
import { authOf } from '../http/request';
import type { ActivityType } from '../lead-activities/repository';
import { ACTIVITY_FILE_KINDS } from '../uploads/file-types';
import { filesOf, receiveFiles, storeFile } from '../uploads/receive';
import type { FileRef } from '../uploads/storage';
import { detailsWriteLead, mayWriteDetails } from './access';
import { readActivity } from './activity-input';
import { activityRelations, presentActivity } from './timeline';
import { RelatedRows } from '../master/related-rows';
import { keepAnswer, once } from '../idempotency';

interface Save {
  path: string;
  type: ActivityType;
  message: string;
  /** Multipart file fields and the error key of their files. */
  files?: { fields: string[]; key: string; max: number; required?: string };
}

const MAX_FILES = 10;

/** The six activity saves of the details pages (payloads in docs/api.md). */
const SAVES: Save[] = [
  { path: '/store-leads-details-log-info', type: 'log', message: 'Log activity saved successfully.' },
  { path: '/store-leads-details-note-info', type: 'note', message: 'Note saved successfully.' },
  { path: '/store-leads-details-sms-info', type: 'sms', message: 'SMS saved successfully.' },
  {
    path: '/store-leads-details-task-info',
    type: 'task',
    message: 'Task saved successfully.',
    files: { fields: ['attachments', 'attachment'], key: 'attachments', max: 1 },
  },
  {
    path: '/store-leads-details-email-info',
    type: 'email',
    message: 'Email saved successfully.',
    files: { fields: ['attachment', 'attachments'], key: 'attachment', max: 1 },
  },
  {
    path: '/store-leads-details-files-info',
    type: 'file',
    message: 'Files saved successfully.',
    files: {
      fields: ['files', 'files[]', ...Array.from({ length: MAX_FILES }, (_, i) => `files[${i}]`)],
      key: 'files',
      max: MAX_FILES,
      required: 'Please select at least one file.',
    },
  },
];

/** Every received file of the save's fields, a repeated original name kept once. */
function receivedFiles(req: Request, spec: NonNullable<Save['files']>): Express.Multer.File[] {
  const seen = new Set<string>();
  const out: Express.Multer.File[] = [];
  for (const field of spec.fields)
    for (const file of filesOf(req, field))
      if (!seen.has(file.originalname)) {
        seen.add(file.originalname);
        out.push(file);
      }
  if (out.length > spec.max)
    throw validationError({ [spec.key]: [`No more than ${spec.max} file(s) may be attached.`] });
  if (spec.required && out.length === 0) throw validationError({ [spec.key]: [spec.required] });
  return out;
}

export function activityRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  for (const save of SAVES) {
    const parse = save.files
      ? receiveFiles({ fields: save.files.fields.map((name) => ({ name, maxCount: save.files!.max })) })
      : [];
    router.post(
      save.path,
      auth,
      mayWriteDetails,
      ...once(ctx, ...parse),
      asyncHandler(async (req, res) => {
        const me = authOf(req);
        const body = bodyOf(req);
        await detailsWriteLead(ctx, me, body.lead_id);
        const values = await readActivity(ctx.repos, save.type, body);
        const files = save.files ? receivedFiles(req, save.files) : [];
        const refs: FileRef[] = [];
        const discard = () => Promise.all(refs.map((ref) => ctx.files.delete(ref.file_name)));
        try {
          for (const file of files)
            refs.push(await storeFile(ctx, file, ACTIVITY_FILE_KINDS, save.files!.key, me.user.id));
          const answer = await ctx.transaction(async (tx) => {
            const lead = await detailsWriteLead(ctx, me, body.lead_id, tx);
            const createdBy = me.employee?.id ?? null;
            const now = ctx.now().toISOString();
            const row = await ctx.repos.activities.insert(tx, {
              lead_id: lead.id,
              type: save.type,
              key_account: values.key_account,
              ...values.fields,
              ...(save.files ? { attachments: refs } : {}),
              created_by: createdBy,
              created_at: now,
            });
            const recipients = (values.fields.assign_to as number[] | undefined)?.length
              ? (values.fields.assign_to as number[])
              : createdBy === null
                ? []
                : [createdBy];
            for (const due_at of values.reminderInstants)
              await ctx.repos.taskReminders.insert(tx, {
                lead_id: lead.id,
                activity_id: row.id,
                // Reminders belong to tasks, whose title readActivity requires.
                task_title: String(values.fields.task_title),
                due_at,
                employee_ids: recipients,
                fired_at: null,
                created_at: now,
              });
            return await keepAnswer(ctx, tx, 201, {
              message: save.message,
              contents: presentActivity(await RelatedRows.load(ctx.repos, activityRelations(row), tx), row),
            });
          });
          res.status(answer.status).json(answer.body);
        } catch (err) {
          await discard();
          throw err;
        }
      }),
    );
  }
  return router;
}
