import express, { type RequestHandler } from 'express';

/** 10,000 sheet rows as JSON can pass the app-wide 1 MB body limit. */
const IMPORT_JSON_LIMIT = '24mb';

const json = express.json({ limit: IMPORT_JSON_LIMIT });

/**
 * The JSON body parser of the import calls (paths ending in `-import`), mounted before the
 * app-wide 1 MB one, which then leaves the parsed body alone. Auth runs after parsing, so the
 * authenticated route still refuses strangers; the limit caps what a stranger can send.
 */
export const importJsonBody: RequestHandler = (req, res, next) =>
  req.method === 'POST' && /^\/[a-z-]+-import$/.test(req.path) ? json(req, res, next) : next();
