import express, { type Express } from 'express';
import path from 'node:path';
import type { AppContext } from './context';
import type { JournalIo } from './db/journal';
import { openFolderStore } from './files/folder-store';
import { filesDirFor } from './files/location';
import { createPasswords } from './auth/passwords';
import type { ScryptCost } from './lib/password';
import { authenticate } from './auth/authenticate';
import { loginRoutes } from './auth/login-routes';
import { passwordResetRoutes } from './auth/password-reset-routes';
import { apiNotFound, errorHandler, HttpError } from './http/errors';
import { cors, noStore, securityHeaders } from './http/security';
import { staticApp } from './http/static-app';
import { compressLargeAnswers } from './http/compress';
import { mountRoutes } from './http/mount-routes';
import { MASTER } from './master/descriptors';
import { masterRoutes } from './master/generic-routes';
import { employeeRoutes } from './master/employee-routes';
import { rolePermissionRoutes } from './master/role-permission-routes';
import { lookupRoutes } from './master/lookup-routes';
import { accessRequestRoutes } from './access-requests/routes';
import { notificationRoutes } from './notifications/routes';
import { prospectRoutes } from './prospects/routes';
import { uploadRoutes } from './uploads/routes';
import { leadRoutes } from './leads/routes';
import { leadDetailsRoutes } from './lead-details/routes';
import { keyAccountRoutes } from './key-accounts/routes';
import { startReminderScheduler, type ReminderScheduler } from './task-reminders/scheduler';
import { dashboardRoutes } from './dashboards/routes';
import { documentRoutes } from './documents/routes';
import { reportRoutes } from './reports/routes';
import { profileRoutes } from './profile/routes';
import { birthdayRoutes } from './birthdays/routes';
import { templateRoutes } from './birthdays/template-routes';
import { importJsonBody } from './imports/body';
import { searchRoutes } from './search/routes';
import { startBirthdayMails } from './birthdays/mail-job';
import { auditRoutes } from './audit/routes';
import { startKeyPurge } from './idempotency';
import { openStore } from './open-store';
import { unmarked } from './db/open-transaction';

export interface CreateAppOptions {
  dataDir: string;
  /** The PostgreSQL store's database (DATABASE_URL); unset: the embedded store in dataDir. */
  databaseUrl?: string;
  /** Folder of uploaded files; default FILES_DIR, else DATA_DIR/uploads (server/files/location.ts). */
  filesDir?: string;
  /** Seed database, default <repo>/db.json. Never written. */
  seedFile?: string;
  tokenTtlMinutes?: number;
  /** Built app to serve (with history fallback) next to the API. */
  staticDir?: string;
  now?: () => Date;
  log?: (msg: string) => void;
  /** Origins allowed by CORS; default from CORS_ORIGINS (comma separated), else none. */
  corsOrigins?: string[];
  /** PostgreSQL connections of this server's pool (default 10). */
  poolSize?: number;
  /** Journal size that triggers a background snapshot of db.json (default 8 MB). */
  snapshotBytes?: number;
  /** File operations of the journal (tests inject failing ones). */
  journalIo?: JournalIo;
  /** scrypt cost of new password hashes (default PASSWORD_COST); tests pass a cheaper one. */
  passwordCost?: ScryptCost;
  /** Real-time interval of the task-reminder check (default 5 s). */
  reminderCheckMs?: number;
  /** How often the birthday mail job looks for due mails (default 5 minutes). */
}

export interface CreatedApp {
  app: Express;
  /** Fires the task reminders due by `now` at once (tests); resolves with how many fired. */
  checkReminders: ReminderScheduler['checkNow'];
  /** Sends the birthday mails due by `now` (tests); resolves with how many were sent. */
  sendBirthdayMails(): Promise<number>;
  close(): Promise<void>;
  /** The embedded store's snapshot, run now (server/open-store.ts); absent on PostgreSQL. */
  snapshot?: () => Promise<void>;
}

const REPO_ROOT = path.resolve(__dirname, '..');

export async function createApp(opts: CreateAppOptions): Promise<CreatedApp> {
  const now = opts.now ?? (() => new Date());
  const log = opts.log ?? ((msg: string) => console.log(msg));
  const dataDir = path.resolve(opts.dataDir);
  const filesDir = path.resolve(opts.filesDir ?? filesDirFor(dataDir));
  // The store DATABASE_URL picks (server/open-store.ts); PostgreSQL refuses, naming what has no
  // implementation yet, before anything touches DATA_DIR.
  const store = await openStore({
    databaseUrl: opts.databaseUrl,
    dataDir,
    filesDir,
    seedFile: opts.seedFile ?? path.join(REPO_ROOT, 'db.json'),
    now,
    log,
    snapshotBytes: opts.snapshotBytes,
    journalIo: opts.journalIo,
    poolSize: opts.poolSize,
  });
  // The one place the file store is chosen: another driver (S3) would be picked here.
  const files = openFolderStore(filesDir);
  if (files.removed) log(`crms: removed ${files.removed} temp file(s) of interrupted uploads`);
  const pending = new Set<Promise<unknown>>();
  const ctx: AppContext = {
    repos: store.repos,
    transaction: store.transaction,
    idempotency: store.idempotency,
    files,
    dataDir,
    tokenTtlMinutes: opts.tokenTtlMinutes ?? 720,
    now,
    log,
    limits: store.limits,
    passwords: createPasswords(opts.passwordCost),
    background(task) {
      // Not part of a transaction that started it: it runs on after that one ends.
      const running = unmarked(task)
        .catch((err: unknown) => log(`[error] background work failed: ${(err as Error).message}`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
  };

  const birthdayMails = startBirthdayMails(ctx);
  const stopKeyPurge = startKeyPurge(ctx);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.use(securityHeaders());
  app.use(cors(opts.corsOrigins ?? (process.env.CORS_ORIGINS ?? '').split(',')));
  compressLargeAnswers(app);
  app.use('/api', noStore, apiRouter(ctx));
  if (opts.staticDir) app.use(staticApp(opts.staticDir));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(errorHandler(log));
  const reminders = startReminderScheduler(ctx, opts.reminderCheckMs);

  return {
    app,
    checkReminders: reminders.checkNow,
    sendBirthdayMails: birthdayMails.runNow,
    snapshot: store.snapshot,
    // Lets every acknowledged write land, then leaves a fresh snapshot and an empty journal.
    async close() {
      await reminders.stop();
      birthdayMails.stop();
      stopKeyPurge();
      await Promise.allSettled([...pending]);
      await store.close();
    },
  };
}

function apiRouter(ctx: AppContext): express.Router {
  const api = express.Router();
  const auth = authenticate(ctx);
  api.use(importJsonBody);
  api.use(express.json({ limit: '1mb' }));
  // Contract payloads are JSON objects; a top-level array or primitive is malformed input.
  api.use((req, _res, next) => {
    if (
      req.body !== undefined &&
      req.is('application/json') &&
      (typeof req.body !== 'object' || Array.isArray(req.body))
    ) {
      return next(new HttpError(400, 'The request body must be a JSON object.'));
    }
    next();
  });

  mountRoutes(api, loginRoutes(ctx));
  mountRoutes(api, passwordResetRoutes(ctx));
  mountRoutes(api, lookupRoutes(ctx, auth));
  mountRoutes(api, rolePermissionRoutes(ctx, auth));
  mountRoutes(api, employeeRoutes(ctx, auth));
  for (const desc of MASTER) mountRoutes(api, masterRoutes(ctx, desc, auth));

  mountRoutes(api, uploadRoutes(ctx, auth));
  mountRoutes(api, leadRoutes(ctx, auth));
  mountRoutes(api, accessRequestRoutes(ctx, auth));
  mountRoutes(api, notificationRoutes(ctx, auth));
  mountRoutes(api, prospectRoutes(ctx, auth));
  mountRoutes(api, leadDetailsRoutes(ctx, auth));
  mountRoutes(api, keyAccountRoutes(ctx, auth));
  mountRoutes(api, dashboardRoutes(ctx, auth));
  mountRoutes(api, documentRoutes(ctx, auth));
  mountRoutes(api, reportRoutes(ctx, auth));
  mountRoutes(api, profileRoutes(ctx, auth));
  mountRoutes(api, birthdayRoutes(ctx, auth));
  mountRoutes(api, templateRoutes(ctx, auth));
  mountRoutes(api, searchRoutes(ctx, auth));
  mountRoutes(api, auditRoutes(ctx, auth));
  api.use(apiNotFound);
  api.use(errorHandler(ctx.log));
  return api;
}
