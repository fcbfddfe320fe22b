/** Data codings offered: GSM 7-bit text or UCS-2 (Unicode). */
export type DataCoding = 'text' | 'unicode';

// The GSM 03.38 default alphabet, and its extension table (each of those costs two septets).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';
const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

const LIMITS = {
  text: { single: 160, part: 153 },
  unicode: { single: 70, part: 67 },
} as const;

export interface SmsCount {
  /** Units used: septets for text, UTF-16 code units for unicode. */
  used: number;
  segments: number;
  /** Units left before another segment is needed. */
  remaining: number;
  /** Characters GSM 7-bit cannot carry (text coding only). */
  unsupported: string[];
}

/**
 * Length and segments of a message by its data coding: GSM 7-bit fits 160 in one SMS and 153 per
 * part of a longer one (extension characters count twice); UCS-2 fits 70, then 67 per part.
 */
export function countSms(message: string, coding: DataCoding): SmsCount {
  let used = 0;
  const unsupported = new Set<string>();
  if (coding === 'text') {
    for (const ch of message) {
      if (BASIC.has(ch)) used += 1;
      else if (EXTENDED.has(ch)) used += 2;
      else {
        unsupported.add(ch);
        used += 1;
      }
    }
  } else used = message.length;
  const { single, part } = LIMITS[coding];
  const segments = used === 0 ? 0 : used <= single ? 1 : Math.ceil(used / part);
  const capacity = segments <= 1 ? single : segments * part;
  return { used, segments, remaining: capacity - used, unsupported: [...unsupported] };
}
