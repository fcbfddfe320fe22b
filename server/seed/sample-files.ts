import fs from 'node:fs';
import path from 'node:path';

/** Tiny real files referenced by the seed (logos, attachments, documents). Built byte-exactly. */
export type FileRef = { file_name: string; original_name: string; mime: string; size: number };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function adler32(buf: Buffer): number {
  let a = 1;
  let b = 0;
  for (const x of buf) {
    a = (a + x) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}
/** zlib stream made of stored (uncompressed) blocks: deterministic on every Node/zlib version. */
function zlibStored(data: Buffer): Buffer {
  const parts: Buffer[] = [Buffer.from([0x78, 0x01])];
  for (let off = 0; off < data.length || off === 0; off += 65535) {
    const chunk = data.subarray(off, off + 65535);
    const last = off + 65535 >= data.length ? 1 : 0;
    const len = chunk.length;
    parts.push(Buffer.from([last, len & 0xff, len >> 8, ~len & 0xff, (~len >> 8) & 0xff]), chunk);
    if (last) break;
  }
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(adler32(data));
  return Buffer.concat([...parts, tail]);
}
function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** RGB PNG: a coloured card with a lighter border and an inner block. */
function makePng(w: number, h: number, fg: [number, number, number], bg: [number, number, number]): Buffer {
  const raw = Buffer.alloc(h * (1 + w * 3));
  for (let y = 0; y < h; y++) {
    raw[y * (1 + w * 3)] = 0;
    for (let x = 0; x < w; x++) {
      const border = x < 3 || y < 3 || x >= w - 3 || y >= h - 3;
      const block = x > w / 4 && x < (w * 3) / 4 && y > h / 3 && y < (h * 2) / 3;
      const [r, g, b] = border || block ? bg : fg;
      raw.set([r, g, b], y * (1 + w * 3) + 1 + x * 3);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlibStored(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
/** Minimal one-page PDF with correct xref offsets. */
function makePdf(lines: string[]): Buffer {
  const text = lines.map((l, i) => `BT /F1 ${i ? 12 : 18} Tf 72 ${720 - i * 24} Td (${l}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const CONTENTS: [string, string, string, Buffer][] = [
  ['seed-logo-1.png', 'company-logo.png', 'image/png', makePng(48, 48, [13, 110, 253], [255, 255, 255])],
  [
    'seed-visiting-card-1.png',
    'visiting-card.png',
    'image/png',
    makePng(64, 36, [25, 135, 84], [248, 249, 250]),
  ],
  [
    'seed-brochure-1.pdf',
    'Exhibition Brochure.pdf',
    'application/pdf',
    makePdf([
      'CRMS Exhibitions',
      'Stall packages, floor plan and sponsorship options.',
      'Contact: sales@crms.test',
    ]),
  ],
  [
    'seed-price-list-1.csv',
    'price-list.csv',
    'text/csv',
    Buffer.from(
      'item,unit,price_bdt\nRaw Space (per sqm),sqm,9500\nShell Scheme Stall 9 sqm,stall,95000\nGold Sponsorship,package,1200000\nCatalogue Full Page Ad,page,45000\n',
    ),
  ],
  [
    'seed-meeting-notes-1.txt',
    'meeting-notes.txt',
    'text/plain',
    Buffer.from(
      'Meeting notes\n- Client interested in a corner stall of 36 sqm.\n- Wants catalogue advertising.\n- Follow up with a quotation next week.\n',
    ),
  ],
];

const SAMPLE_FILES: FileRef[] = CONTENTS.map(([file_name, original_name, mime, buf]) => ({
  file_name,
  original_name,
  mime,
  size: buf.length,
}));
export const sampleFile = (name: string): FileRef => {
  const f = SAMPLE_FILES.find((s) => s.file_name === name);
  if (!f) throw new Error(`unknown sample file ${name}`);
  return { ...f };
};
export const LOGO_FILE = 'seed-logo-1.png';
export const CARD_FILE = 'seed-visiting-card-1.png';
export const ATTACHMENT_FILES = [
  'seed-brochure-1.pdf',
  'seed-price-list-1.csv',
  'seed-meeting-notes-1.txt',
  'seed-visiting-card-1.png',
];

/** Writes the sample files into `dir` (only those whose bytes differ). Returns the names written. */
export function writeSampleFiles(dir: string): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const [name, , , buf] of CONTENTS) {
    const file = path.join(dir, name);
    if (fs.existsSync(file) && fs.readFileSync(file).equals(buf)) continue;
    fs.writeFileSync(file, buf);
    written.push(name);
  }
  return written;
}
