// After `react-router build`: brotli and gzip copies of every compressible static file (served by
// @fastify/static's preCompressed; pages are compressed as they are cached, server/pages/cache.ts), and
// build-info.json, which start.mjs reads to decide whether the build is stale.
// Run with `node --import tsx` (it reads config/env.ts).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { browserBuildEnv, buildRoot, loadDotEnv } from "#config/env.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
loadDotEnv();
const root = path.resolve(buildRoot(process.env), "client");
const compressible = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let count = 0;
for await (const file of walk(root)) {
  if (!compressible.test(file)) continue;
  const data = await readFile(file);
  if (data.length < 512) continue;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  count++;
}
await writeFile(
  path.join(root, "build-info.json"),
  JSON.stringify({ builtAt: new Date().toISOString(), env: browserBuildEnv(process.env) }, null, 2),
);
console.log(`precompressed ${count} files`);
