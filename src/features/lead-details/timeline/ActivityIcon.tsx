import type { ActivityType } from '../types';

const GLYPHS: Record<ActivityType, { text: string; label: string; bg: string }> = {
  note: { text: 'N', label: 'Note', bg: 'bg-warning-subtle text-warning-emphasis' },
  log: { text: 'L', label: 'Log Activity', bg: 'bg-primary-subtle text-primary-emphasis' },
  task: { text: 'T', label: 'Task', bg: 'bg-success-subtle text-success-emphasis' },
  sms: { text: 'S', label: 'SMS', bg: 'bg-info-subtle text-info-emphasis' },
  email: { text: '@', label: 'Email', bg: 'bg-danger-subtle text-danger-emphasis' },
  file: { text: 'F', label: 'File', bg: 'bg-secondary-subtle text-secondary-emphasis' },
};

/** The icon of an activity type: a round badge with its letter (colours pass AA in both themes). */
export function ActivityIcon({ type }: { type: ActivityType }) {
  const glyph = GLYPHS[type] ?? GLYPHS.note;
  return (
    <span
      role="img"
      aria-label={glyph.label}
      className={`rounded-circle d-inline-flex align-items-center justify-content-center fw-bold flex-shrink-0 ${glyph.bg}`}
      style={{ width: 32, height: 32 }}
    >
      {glyph.text}
    </span>
  );
}
