import type { ReactNode } from 'react';
import { safeUrl } from './safeUrl';

/** `children` as a new-tab link when `url` is a safe http(s) address (safeUrl), else as plain text. */
export function SafeLink({ url, children }: { url: string | null | undefined; children: ReactNode }) {
  const href = safeUrl(url);
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <span>{children}</span>
  );
}
