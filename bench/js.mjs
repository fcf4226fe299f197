// `npm run bench:js`: each page's JavaScript as the floor plus ours (issue 44), in KB (1,000 bytes) of gzip -9
// and script files. The floor is a bare React Router app, one small page (bench/floor), built in the same run
// with this project's react, react-dom, react-router and @react-router/dev; ours is what a page loads beyond
// it: every script a fresh visit loads without doing anything (the HTML's scripts and modulepreloads and their
// static imports; a part loaded when the visitor comes near it is not counted). The pages are the production
// build's (build/test, built when stale), rendered by the real server. The budgets are those the build's
// budget test holds (tests/build/budgets.test.ts).
//
//   node --import tsx bench/js.mjs [--update-docs]

import { ensureBuild, renderedPages } from "#tests/build/build-output.ts";
import {
  FILES_BUDGET,
  floorWeight,
  kb,
  OURS_BUDGET,
  pageClassOf,
  pageWeight,
} from "#tests/build/js-weight.ts";
import { machine, parseArgs, textTable, updateDocs, writeResults } from "./lib.mjs";

const options = parseArgs(process.argv.slice(2), { updateDocs: false });

await ensureBuild();
const floor = floorWeight();
const pages = await renderedPages();
const rows = pages.map((page) => {
  const { bytes, files } = pageWeight(page);
  const kind = pageClassOf(page.route);
  const ours = bytes - floor.bytes;
  return {
    route: page.route,
    kind,
    totalBytes: bytes,
    oursBytes: ours,
    files,
    budgetBytes: OURS_BUDGET[kind],
    within: ours <= OURS_BUDGET[kind] && files <= FILES_BUDGET,
  };
});

const header = ["route", "class", "JS (floor + ours)", "ours", "budget", "files", ""];
const table = textTable(header, [
  ["floor (bare React Router)", "", kb(floor.bytes), "", "", floor.files, ""],
  ...rows.map((row) => [
    row.route,
    row.kind,
    `${kb(floor.bytes)} + ${kb(row.oursBytes)}`,
    kb(row.oursBytes),
    kb(row.budgetBytes),
    row.files,
    row.within ? "" : "OVER",
  ]),
]);
console.log(table);
const file = writeResults("js", {
  machine: machine(),
  floor,
  budgets: { ours: OURS_BUDGET, files: FILES_BUDGET },
  rows,
});
console.log(`\nResults: ${file}`);
if (options.updateDocs)
  updateDocs(
    "js",
    `\`npm run bench:js\`, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC: the floor is a bare React Router app's one page (bench/floor), built in the same run; KB are 1,000 bytes of gzip -9.\n\n\`\`\`\n${table}\n\`\`\``,
  );
process.exitCode = rows.every((row) => row.within) ? 0 : 1;
