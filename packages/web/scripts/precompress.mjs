// Writes brotli (.br) and gzip (.gz) siblings of every text file of the built app, once at build
// time at the highest levels, so the server sends them without compressing per request
// (`preCompressed` in packages/server/src/static-files.ts). Files too small to gain are skipped.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|ico|txt)$/;
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 1024;

const root = process.argv[2] ?? "dist";
let written = 0;

/** Every file under `dir`, recursively. */
function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

for (const path of files(root)) {
  if (!TEXT.test(path)) continue;
  const data = readFileSync(path);
  if (data.length < MIN_BYTES) continue;
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = gzipSync(data, { level: 9 });
  // A sibling that is not smaller is left out: the plain file is sent instead.
  if (br.length < data.length) writeFileSync(`${path}.br`, br);
  if (gz.length < data.length) writeFileSync(`${path}.gz`, gz);
  written++;
}
console.log(`precompress: brotli and gzip for ${written} files in ${root}`);
