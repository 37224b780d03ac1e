// Writes the compressed variants of site files that tools/compress.py asks for.
//
//     node tools/compress.mjs   (reads a JSON list of [source, target, "gzip"|"br"] on stdin)
//
// Node's zlib has both gzip and brotli built in (Python's standard library has no brotli, and
// the build runs Node anyway). Each file is compressed at the highest level, as a static host
// that compresses at deploy time would: gzip -9 and brotli 11 with a window fitting the file.
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const jobs = JSON.parse(readFileSync(0, "utf-8"));
for (const [source, target, kind] of jobs) {
  const data = readFileSync(source);
  const packed = kind === "gzip"
    ? gzipSync(data, { level: 9 })
    : brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_LGWIN]: 24,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
  writeFileSync(target, packed);
}
