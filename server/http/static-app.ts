import express from 'express';
import fs from 'node:fs';
import path from 'node:path';
import type { Router } from 'express';

/**
 * Serves the built app and answers every other non-API GET with index.html so deep links work
 * (history fallback). /api paths never reach it.
 */
export function staticApp(staticDir: string): Router {
  const router = express.Router();
  const indexFile = path.resolve(staticDir, 'index.html');
  router.use(express.static(staticDir, { index: 'index.html', fallthrough: true, dotfiles: 'ignore' }));
  router.get('*', (req, res, next) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (!fs.existsSync(indexFile)) return next();
    res.set('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
