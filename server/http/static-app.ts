import type { Router, Request, Response, NextFunction } from 'express';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';

/** Content-hashed build output: its name changes with its content, so it may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /[\\/]assets[\\/]/;
/**
 * The service worker (src/sw.ts) and the manifest: never the app page in their place. A build
 * without a worker answers 404, so the browser drops a worker registered by an older build
 * instead of parsing index.html as one.
 */
const NEVER_FALLBACK = new Set(['/sw.js', '/manifest.webmanifest']);

/**
 * Serves the built app and answers every other non-API GET with index.html so deep links work
 * (history fallback). /api paths never reach it.
 *
 * The build writes `.br` and `.gz` next to every compressible file (webpack.config.ts);
 * express-static-gzip picks the one the browser accepts (brotli first). Hashed files under
 * assets/ are cached for a year; everything else (index.html, favicon, sw.js) is revalidated on
 * each visit, so a new build's worker is found at the next start.
 */
export function staticApp(staticDir: string): Router {
  const router = express.Router();
  const indexFile = path.resolve(staticDir, 'index.html');
  const serve = expressStaticGzip(staticDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: 'index.html',
    serveStatic: {
      fallthrough: true,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res: ServerResponse, file: string) => {
        res.setHeader('Cache-Control', HASHED.test(file) ? IMMUTABLE : 'no-cache');
      },
    },
  }) as (req: Request, res: Response, next: NextFunction) => void;
  router.use(serve);
  router.get('*', (req, res, next) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    // A missing hashed asset is a 404, not the app page (a stale tab must not parse HTML as JS).
    if (req.path.startsWith('/assets/') || NEVER_FALLBACK.has(req.path)) return next();
    if (!fs.existsSync(indexFile)) return next();
    req.url = '/index.html';
    serve(req, res, next);
  });
  return router;
}
