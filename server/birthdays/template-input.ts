import { ErrorBag } from '../validation/errors';
import { isBlank, isEmail, toInt } from '../validation/values';

export interface TemplateInput {
  padding_top: number;
  padding_left: number;
  preview_width: number;
  preview_height: number;
  cc_users: string[];
}

const MAX_PREVIEW_WIDTH = 600;

/** cc_users as sent: repeated multipart fields, a JSON list, or one comma/semicolon separated text. */
function ccList(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.flatMap(ccList);
  if (typeof raw !== 'string') return [];
  const t = raw.trim();
  if (t.startsWith('[')) {
    try {
      return ccList(JSON.parse(t) as unknown);
    } catch {
      return [t];
    }
  }
  return t.split(/[,;\s]+/).filter(Boolean);
}

/**
 * Paddings required (whole pixels, 0 to 2000); preview width at most 600 (default 600), height
 * 100 to 2000 (default 400); CC addresses valid, de-duplicated, at most 20. Keys as the form's.
 */
export function readTemplateInput(body: Record<string, unknown>): TemplateInput {
  const bag = new ErrorBag();
  const int = (key: string, label: string, min: number, max: number, fallback?: number): number => {
    const v = body[key];
    if (isBlank(v)) {
      if (fallback === undefined) bag.add(key, `The ${label} field is required.`);
      return fallback ?? 0;
    }
    const n = toInt(v);
    if (Number.isNaN(n)) bag.add(key, `The ${label} must be a whole number.`);
    else if (n < min || n > max) bag.add(key, `The ${label} must be between ${min} and ${max}.`);
    return n;
  };
  const padding_top = int('padding_top', 'padding top', 0, 2000);
  const padding_left = int('padding_left', 'padding left', 0, 2000);
  const preview_width = int('preview_width', 'preview width', 100, MAX_PREVIEW_WIDTH, MAX_PREVIEW_WIDTH);
  const preview_height = int('preview_height', 'preview height', 100, 2000, 400);
  const cc = [...new Set(ccList(body.cc_users ?? body['cc_users[]']).map((e) => e.toLowerCase()))];
  cc.forEach((email, i) => {
    if (!isEmail(email)) bag.add(`cc_users.${i}`, `${email.slice(0, 80)} is not a valid email address.`);
  });
  if (cc.length > 20) bag.add('cc_users', 'At most 20 CC addresses.');
  bag.throwIfAny();
  return { padding_top, padding_left, preview_width, preview_height, cc_users: cc };
}
