// Draws the app icons (public/icon-192.png, public/icon-512.png): a white die showing six on the
// app's navy, the die inside the middle 60 % so the same picture works as a maskable icon (phones
// crop to a circle or squircle). Run once when the design changes: `node scripts/make-icons.mjs`.
// No image library: PNG is a zlib stream of RGBA rows plus three chunks.
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const NAVY = [0x24, 0x3b, 0x53];
const WHITE = [0xff, 0xff, 0xff];

/** CRC-32 as PNG chunks need it. */
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** True when the point (x, y in 0…1) is on the die (white), false on the background or a pip. */
function isDie(x, y) {
  const half = 0.3;
  const r = 0.07;
  const dx = Math.max(Math.abs(x - 0.5) - (half - r), 0);
  const dy = Math.max(Math.abs(y - 0.5) - (half - r), 0);
  if (dx * dx + dy * dy > r * r) return false;
  for (const px of [0.39, 0.61]) {
    for (const py of [0.36, 0.5, 0.64]) {
      if ((x - px) ** 2 + (y - py) ** 2 < 0.052 ** 2) return false;
    }
  }
  return true;
}

function png(size) {
  const S = 4; // 4 × 4 samples per pixel for smooth edges
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      let white = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          if (isDie((x + (sx + 0.5) / S) / size, (y + (sy + 0.5) / S) / size)) white++;
        }
      }
      const a = white / (S * S);
      for (let c = 0; c < 3; c++) row[1 + x * 4 + c] = Math.round(NAVY[c] * (1 - a) + WHITE[c] * a);
      row[1 + x * 4 + 3] = 255;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) {
  writeFileSync(new URL(`../public/icon-${size}.png`, import.meta.url), png(size));
}
