import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { requirePermission } from '../auth/authenticate';
import { asyncHandler, bodyOf, ok } from '../http/envelope';
import { notFound, validationError } from '../http/errors';
import { readPaging, PAGE_SIZES } from '../http/paging';
import { ID } from '../http/request';
import { toInt } from '../validation/values';
import { readBirthday } from './input';
import { birthdayKeysOn, businessDate } from './dates';
import { emailKey } from './email-key';
import { monthDay } from './repository';
import { birthdaySampleXlsx, SAMPLE_FILE_NAME } from './sample';
import { P } from '../../contract/permissions';
import { importRoute } from '../imports/routes';
import { birthdayImport } from './import-resource';
import type { BirthdayRow } from '../stored/accounts';
import type { BirthdayContact } from '../../contract/birthdays';

const NOT_FOUND = 'Birthday contact not found.';

/** A contact as the list shows it, with whether today's birthday mail has gone out. */
function presentBirthday(row: BirthdayRow, today: string): BirthdayContact {
  const birthdayToday = birthdayKeysOn(today).includes(monthDay(row.DOB));
  return {
    id: row.id,
    created_at: row.created_at ?? null,
    CompanyName: row.CompanyName ?? null,
    PersonName: row.PersonName,
    Designation: row.Designation ?? null,
    ContactEmail: row.ContactEmail,
    ContactNumber: row.ContactNumber ?? null,
    DOB: row.DOB,
    Address: row.Address ?? null,
    birthday_today: birthdayToday,
    wish_sent_at: row.wish_sent_at ?? null,
    wish_sent_today: birthdayToday && row.wish_year === Number(today.slice(0, 4)),
  };
}

/** Birthday list calls (docs/api.md "Birthday wish"). */
export function birthdayRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  const can = requirePermission(P.birthdayList);
  const { repos } = ctx;

  // Calendar order starting today: the next birthdays first (docs/decisions.md).
  router.get(
    '/birthday-wish-list',
    auth,
    can,
    asyncHandler(async (req, res) => {
      const paging = readPaging(req.query, { sizes: PAGE_SIZES });
      const today = businessDate(ctx.now());
      const { rows, total } = await repos.birthdays.upcomingPage(today.slice(5), paging.page, paging.perPage);
      ok(res, {
        data: rows.map((r) => presentBirthday(r, today)),
        total,
        current_page: paging.page,
        per_page: paging.perPage,
      });
    }),
  );

  router.post(
    '/birthday-wish/save',
    auth,
    can,
    asyncHandler(async (req, res) => {
      const body = bodyOf(req);
      const today = businessDate(ctx.now());
      const id = body.id === undefined || body.id === null || body.id === '' ? null : toInt(body.id);
      if (id !== null && !(await repos.birthdays.get(id))) throw notFound(NOT_FOUND);
      const input = readBirthday(body, today);
      const at = ctx.now().toISOString();
      const saved = await ctx.transaction(async (tx) => {
        // One contact per address, as the import's duplicate rule: two would get two mails a year.
        const key = emailKey(input.ContactEmail) ?? '';
        const holder = (await repos.birthdays.withEmails([key], tx)).get(key);
        if (holder && holder.id !== id)
          throw validationError({ ContactEmail: ['The contact email has already been taken.'] });
        if (id === null)
          // No wish_sent_at until one is sent: PostgreSQL reads a null column as no field, so both
          // stores hold the same row (the answer says null either way, presentBirthday).
          return await repos.birthdays.insert(tx, { ...input, created_at: at });
        if (!(await repos.birthdays.get(id, tx))) throw notFound(NOT_FOUND);
        return await repos.birthdays.update(tx, id, { ...input, updated_at: at });
      });
      const message =
        id === null ? 'Birthday contact created successfully.' : 'Birthday contact updated successfully.';
      res.status(id === null ? 201 : 200).json({ message, contents: presentBirthday(saved, today) });
    }),
  );

  router.delete(
    `/birthday-wish/${ID}`,
    auth,
    can,
    asyncHandler(async (req, res) => {
      const id = Number(req.params.id);
      await ctx.transaction(async (tx) => {
        if (!(await repos.birthdays.get(id, tx))) throw notFound(NOT_FOUND);
        await repos.birthdays.remove(tx, id);
      });
      ok(res, undefined, 'Birthday contact deleted successfully.');
    }),
  );

  // The sample is built on request; fileUrl is relative to the API root and needs the token.
  router.get('/download-sample-birthdaywish', auth, can, (_req, res) => {
    const answer = { fileUrl: '/download-sample-birthdaywish/file', fileName: SAMPLE_FILE_NAME };
    res.status(200).json({ ...answer, contents: answer });
  });
  router.get('/download-sample-birthdaywish/file', auth, can, (_req, res) => {
    res.attachment(SAMPLE_FILE_NAME);
    res.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    res.set('X-Content-Type-Options', 'nosniff');
    res.send(birthdaySampleXlsx());
  });

  router.use(
    importRoute(ctx, auth, {
      path: '/birthday-import',
      permissions: [P.birthdayList],
      resource: birthdayImport(repos.birthdays),
      noun: 'birthday contacts',
    }),
  );

  return router;
}
