import type { RequestHandler } from 'express';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '../../contract/idempotency';
import { themeInitCspSource } from './theme-init-script';

/**
 * The app's Content-Security-Policy. Bootstrap, react-toastify, sweetalert2 and react-datepicker
 * set inline `style` attributes (hence 'unsafe-inline' for styles only). Scripts: 'self' plus the
 * one inline script index.html carries, by its hash (theme-init-script.ts).
 * When the app was built with an absolute `API_URL` (another server implementing the contract),
 * that origin is allowed for `connect-src` so the app's calls are not blocked.
 */
export function appCsp(apiUrl: string | undefined = process.env.API_URL): string {
  const connect = ["'self'"];
  if (apiUrl && /^https?:\/\//i.test(apiUrl)) {
    try {
      const origin = new URL(apiUrl).origin;
      if (origin !== 'null') connect.push(origin);
    } catch {
      // not a URL: the app will call it relative to itself
    }
  }
  return [
    "default-src 'self'",
    `script-src 'self' ${themeInitCspSource()}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers for every response (API answers are JSON, the app is same-origin static files). */
export function securityHeaders(apiUrl?: string): RequestHandler {
  const csp = appCsp(apiUrl);
  return (_req, res, next) => {
    res.set({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'same-origin',
      'Content-Security-Policy': csp,
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    next();
  };
}

/** API answers may hold personal data: never cache them. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/**
 * CORS is closed unless CORS_ORIGINS lists origins (comma separated); the app itself is served
 * from the same origin and needs none.
 */
export function cors(allowlist: string[]): RequestHandler {
  const allowed = new Set(allowlist.map((o) => o.trim()).filter(Boolean));
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return next();
    res.set({
      'Access-Control-Allow-Origin': origin,
      Vary: 'Origin',
      'Access-Control-Allow-Headers': `Authorization, Content-Type, Accept, ${IDEMPOTENCY_HEADER}`,
      // Read by the client: a download's file name (src/lib/download.ts), a replayed answer.
      'Access-Control-Expose-Headers': `Content-Disposition, ${IDEMPOTENT_REPLAY_HEADER}`,
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Max-Age': '600',
    });
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}
