// The web build's count against the published totals, in Node: dist/'s WebAssembly counts
// n = 4 to 16 in 16 parts each, as the page's Web Workers do (web/worker.js calls the same
// queenside_worker_run), so its WebAssembly-only code (the join's SIMD loop,
// src/count/halves/join/wasm_simd.rs), which no native test runs, is checked.
//
//   node .ci/web/wasm_counts.mjs DIST KNOWN_COUNTS_JSON
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const [dist, known] = process.argv.slice(2).map((p) => resolve(p));
const published = JSON.parse(readFileSync(known, "utf8"));
let posted = [];
// What a worker would post to its page.
globalThis.postMessage = (text) => posted.push(JSON.parse(text));
const wasm = await import(`${dist}/queenside.js`);
await wasm.default({ module_or_path: readFileSync(`${dist}/queenside_bg.wasm`) });
const OF = 16;
let failed = 0;
for (let n = 4; n <= 16; n++) {
  let total = 0n;
  for (let index = 0; index < OF; index++) {
    posted = [];
    const problem = { n, fixed: [] };
    wasm.queenside_worker_run(JSON.stringify({ run: 1, request: { CountPart: { problem, part: [index, OF] } } }));
    const said = posted.map((p) => p.Report?.Said?.message).find((m) => m?.PartCounted);
    if (!said) throw new Error(`n = ${n}, part ${index}: no part counted in ${JSON.stringify(posted)}`);
    total += BigInt(said.PartCounted.counts.total);
  }
  const want = BigInt(published.total[published.n.indexOf(n)]);
  if (total !== want) {
    console.log(`n = ${n}: the web build counted ${total}, published ${want}`);
    failed++;
  }
}
console.log(failed ? `wasm counts: ${failed} wrong` : "wasm counts: n = 4 to 16 agree with the published totals");
process.exit(failed ? 1 : 0);
