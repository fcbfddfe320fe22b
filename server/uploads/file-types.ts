/**
 * What each upload use accepts. The client's mimetype is never trusted: a file must carry an
 * allowed extension AND start with the magic bytes of that kind, so a renamed script is refused.
 */
export interface FileKind {
  ext: string[];
  mime: string;
  /** True when the first bytes are those of this kind. */
  sniff(head: Buffer): boolean;
}

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export const KINDS = {
  jpeg: { ext: ['jpg', 'jpeg'], mime: 'image/jpeg', sniff: (h: Buffer) => startsWith(h, [0xff, 0xd8, 0xff]) },
  png: {
    ext: ['png'],
    mime: 'image/png',
    sniff: (h: Buffer) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  gif: {
    ext: ['gif'],
    mime: 'image/gif',
    sniff: (h: Buffer) => /^GIF8[79]a/.test(h.subarray(0, 6).toString('latin1')),
  },
  webp: {
    ext: ['webp'],
    mime: 'image/webp',
    sniff: (h: Buffer) =>
      h.subarray(0, 4).toString('latin1') === 'RIFF' && h.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  pdf: {
    ext: ['pdf'],
    mime: 'application/pdf',
    sniff: (h: Buffer) => h.subarray(0, 5).toString('latin1') === '%PDF-',
  },
  bmp: { ext: ['bmp'], mime: 'image/bmp', sniff: (h: Buffer) => startsWith(h, [0x42, 0x4d]) },
  // SVG has no magic bytes: it must open as XML or <svg (it is only ever served as an attachment).
  svg: {
    ext: ['svg'],
    mime: 'image/svg+xml',
    sniff: (h: Buffer) => /^(\uFEFF)?\s*<(\?xml|svg|!--|!DOCTYPE svg)/i.test(h.toString('utf8')),
  },
  // Office files: the current formats are zip containers, the old ones OLE compound files.
  docx: {
    ext: ['docx'],
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    sniff: (h: Buffer) => startsWith(h, ZIP),
  },
  xlsx: {
    ext: ['xlsx'],
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    sniff: (h: Buffer) => startsWith(h, ZIP),
  },
  doc: { ext: ['doc'], mime: 'application/msword', sniff: (h: Buffer) => startsWith(h, OLE) },
  xls: { ext: ['xls'], mime: 'application/vnd.ms-excel', sniff: (h: Buffer) => startsWith(h, OLE) },
  // Plain text has no magic bytes: it must at least not look binary (no NUL in its first bytes).
  csv: { ext: ['csv'], mime: 'text/csv', sniff: (h: Buffer) => !h.includes(0) },
  txt: { ext: ['txt'], mime: 'text/plain', sniff: (h: Buffer) => !h.includes(0) },
} satisfies Record<string, FileKind>;

export type KindName = keyof typeof KINDS;

/** Named sets of kinds per use; other modules (logos, documents, activity files) add their own. */
export const IMAGE_KINDS: KindName[] = ['jpeg', 'png', 'gif', 'webp'];
export const VISITING_CARD_KINDS: KindName[] = [...IMAGE_KINDS, 'pdf'];
/** Organization logos: every image the preview widget shows (SVG is only ever downloaded). */
export const LOGO_KINDS: KindName[] = [...IMAGE_KINDS, 'bmp', 'svg'];
/** PDF, Word, Excel, CSV and plain text. */
const OFFICE_KINDS: KindName[] = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'txt'];
/** Activity attachments (task, email, files): images, PDF, Office documents and plain text. */
export const ACTIVITY_FILE_KINDS: KindName[] = [...LOGO_KINDS, ...OFFICE_KINDS];
/** Documents: images, PDF, Word, Excel, CSV and text (never SVG or HTML: they can carry scripts). */
export const DOCUMENT_KINDS: KindName[] = [...IMAGE_KINDS, 'bmp', ...OFFICE_KINDS];

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The kind the file really is, or undefined when its extension or content is not allowed. */
export function detectKind(
  originalName: string,
  head: Buffer,
  allowed: readonly KindName[],
): FileKind | undefined {
  const ext = extensionOf(originalName);
  return allowed.map((k) => KINDS[k] as FileKind).find((kind) => kind.ext.includes(ext) && kind.sniff(head));
}

/** "jpg, jpeg, png, ..." for messages. */
export const describeKinds = (allowed: readonly KindName[]) =>
  allowed.flatMap((k) => KINDS[k].ext).join(', ');
