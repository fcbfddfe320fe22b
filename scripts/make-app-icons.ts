/**
 * `node -r esbuild-register scripts/make-app-icons.ts`: writes the installed app's icons
 * (public/icons/*.png, named by public/manifest.webmanifest). A white "C" on the app's primary
 * blue (#0d6efd, the theme-color of public/index.html), drawn here and encoded as PNG with
 * node:zlib, so no image package is needed. The background fills the square and the letter stays
 * inside the central 80% circle, so the same picture serves as a maskable icon.
 * The files are committed; run again only to change the design.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const OUT = path.resolve(__dirname, '../public/icons');
const BLUE = [0x0d, 0x6e, 0xfd];
const WHITE = [0xff, 0xff, 0xff];
const SAMPLES = 4; // per axis: 16 samples per pixel smooth the letter's edge

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body)); // node:zlib's CRC-32 (Node 20.15+), the one PNG uses
  return Buffer.concat([length, body, crc]);
}

/** Is the point (x, y) in 0..1 on the letter: a ring open on the right. */
function onLetter(x: number, y: number): boolean {
  const dx = x - 0.5;
  const dy = y - 0.5;
  const r = Math.hypot(dx, dy);
  const opening = Math.abs(Math.atan2(dy, dx)) < Math.PI / 4.5;
  return r >= 0.19 && r <= 0.31 && !opening;
}

function png(size: number): Buffer {
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let px = 0; px < size; px++) {
      let hits = 0;
      for (let sy = 0; sy < SAMPLES; sy++)
        for (let sx = 0; sx < SAMPLES; sx++)
          if (onLetter((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size)) hits++;
      const a = hits / SAMPLES ** 2;
      for (let i = 0; i < 3; i++) row[1 + px * 3 + i] = Math.round(BLUE[i] * (1 - a) + WHITE[i] * a);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

fs.mkdirSync(OUT, { recursive: true });
for (const size of [192, 512]) {
  const file = path.join(OUT, `icon-${size}.png`);
  fs.writeFileSync(file, png(size));
  console.log(`${path.relative(process.cwd(), file)} (${size}x${size})`);
}
