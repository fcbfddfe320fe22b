/** Routes that need no token. Everything else requires a valid stored session. */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/email-verification',
  '/two-step-verification',
];

export function isPublicPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.includes(trimmed);
}
