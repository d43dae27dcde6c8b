// After `vite build`: a brotli (.br) and a gzip (.gz) copy beside every text file of the built
// client worth compressing, so the exchange serves them with Content-Encoding and spends no CPU
// per request (server/http/static.ts, @fastify/static's preCompressed). Node's own zlib does the
// compressing: it has both codecs at their best settings, and nothing else is needed.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/client');
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.xml']);
/** Smaller files gain less than the headers cost. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let raw = 0;
let br = 0;
let count = 0;
for (const file of files(root)) {
  if (!TEXT.has(path.extname(file)) || statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  raw += body.length;
  br += brotli.length;
  count += 1;
}
console.log(`compressed ${count} files of the client: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`);
