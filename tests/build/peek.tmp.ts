import { renderedPages, gzipBytes, scriptsOf } from "#tests/build/build-output.ts";
const pages = await renderedPages();
for (const p of pages.filter((p) => process.argv.slice(2).includes(p.route))) {
  console.log(p.route);
  for (const s of scriptsOf(p.html)) console.log("  ", s, gzipBytes(s));
}
