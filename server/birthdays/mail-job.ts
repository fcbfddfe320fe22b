import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../context';
import type { Row } from '../db/row';
import { writeFileAtomic } from '../db/atomic-write';
import { BUSINESS_UTC_OFFSET_MINUTES, birthdayKeysOn, businessDate } from './dates';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The birthday mail: the template image with the greeting laid over it at the paddings, CC'd. */
function renderBirthdayMail(contact: Row, template: Row, year: number) {
  const name = String(contact.PersonName ?? '');
  const greeting = `Happy Birthday, ${name}!`;
  const width = Math.min(Number(template.preview_width) || 600, 600);
  const image = typeof template.image === 'string' && template.image ? template.image : null;
  const html = [
    `<div style="position:relative;width:${width}px;max-width:100%">`,
    image ? `<img src="cid:template-image" alt="" style="width:100%;display:block">` : '',
    `<div style="position:absolute;top:${Number(template.padding_top) || 0}px;left:${Number(template.padding_left) || 0}px;font:600 20px sans-serif">`,
    escapeHtml(greeting),
    '</div></div>',
  ].join('');
  return {
    to: String(contact.ContactEmail ?? ''),
    cc: Array.isArray(template.cc_users) ? template.cc_users : [],
    subject: greeting,
    text: `${greeting}\n\nWarm wishes from all of us.`,
    html,
    attachments: image ? [{ cid: 'template-image', file_name: image }] : [],
    birthday_id: contact.id,
    year,
  };
}

/**
 * `<start of the day in ms>-birthday-<id>-<year>.json`: the same name for the same contact and
 * year (a re-run overwrites, never adds), ordered by time among the outbox's other mails.
 */
function mailFileName(today: string, id: number): string {
  const dayStart = Date.parse(`${today}T00:00:00Z`) - BUSINESS_UTC_OFFSET_MINUTES * 60_000;
  return `${dayStart}-birthday-${id}-${today.slice(0, 4)}.json`;
}

/**
 * Sends today's birthday mails (today in the business zone of ctx.now()): one mail per contact
 * per year, written to DATA_DIR/outbox under a name made of the contact and the year, so a re-run
 * (or a crash between writing and marking) never makes a second mail. Returns how many were sent.
 */
async function runBirthdayMails(ctx: AppContext): Promise<number> {
  const today = businessDate(ctx.now());
  const year = Number(today.slice(0, 4));
  const due = (await ctx.repos.birthdays.bornOn(birthdayKeysOn(today))).filter(
    (c) => c.wish_year !== year && typeof c.ContactEmail === 'string' && c.ContactEmail,
  );
  if (due.length === 0) return 0;
  const template = await ctx.repos.emailTemplates.current();
  const dir = path.join(ctx.dataDir, 'outbox');
  await fs.mkdir(dir, { recursive: true });
  let sent = 0;
  for (const { id } of due) {
    // Claimed, written and marked in one transaction: a contact another server is mailing right
    // now is skipped, and one whose mail was written but not marked is mailed again under the
    // same file name (a re-run overwrites, never adds).
    sent += await ctx.transaction(async (tx) => {
      const contact = await ctx.repos.birthdays.claimUnwished(tx, id, year);
      if (!contact) return 0;
      const at = ctx.now().toISOString();
      const mail = renderBirthdayMail(contact, template, year);
      await writeFileAtomic(
        path.join(dir, mailFileName(today, contact.id)),
        JSON.stringify({ ...mail, created_at: at }, null, 2),
      );
      await ctx.repos.birthdays.update(tx, contact.id, { wish_sent_at: at, wish_year: year });
      return 1;
    });
  }
  ctx.log(`[mail] ${sent} birthday mail(s) written to ${dir}`);
  return sent;
}

/**
 * Checks for due birthday mails at start and then every `intervalMs`. `runNow` sends what is due by
 * the clock now and resolves when those mails are written and marked (tests move the clock and
 * wait on it instead of on time); a run never overlaps another.
 */
export function startBirthdayMails(ctx: AppContext, intervalMs = 5 * 60_000) {
  let current: Promise<number> | null = null;
  const runNow = (): Promise<number> => {
    if (current) return current.then(runNow, runNow);
    const run = runBirthdayMails(ctx).finally(() => (current = null));
    current = run;
    return run;
  };
  const tick = () => {
    if (!current) ctx.background(runNow);
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return { runNow, stop: () => clearInterval(timer) };
}
