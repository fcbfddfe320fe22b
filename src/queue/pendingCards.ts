/**
 * Visiting cards chosen while the upload could not reach the server (src/components/person-form/
 * VisitingCardField.tsx): the form holds a placeholder name, the file waits here until the lead is
 * queued (./enqueue.ts keeps it as a Blob in IndexedDB) or uploaded with the persons.
 */
const PREFIX = 'offline-card:';
const files = new Map<string, File>();

export function keepPendingCard(file: File): string {
  const placeholder = `${PREFIX}${crypto.randomUUID()}`;
  files.set(placeholder, file);
  return placeholder;
}

export const isPendingCard = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(PREFIX);

export const pendingCard = (placeholder: string): File | undefined => files.get(placeholder);

export const forgetPendingCard = (placeholder: string) => void files.delete(placeholder);
