// One Web Worker's share of Count only N, without the browser around it: parts FIRST,
// FIRST + STEP, ... of OF counted one after another in this process with the page's
// WebAssembly (dist/, as web/worker.js runs it); prints the wall clock, the CPU time (the
// figure to compare on a busy machine) and each part's milliseconds.
//
//   node benches/wasm_parts.mjs dist 18 16 0 2     (the first of two workers' shares)
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
const [where, n, of, first = "0", step = "1"] = process.argv.slice(2);
const dist = resolve(where);
let last = null;
globalThis.postMessage = (text) => { last = text; };
const mod = await import(`${dist}/queenside.js`);
await mod.default({ module_or_path: readFileSync(`${dist}/queenside_bg.wasm`) });
let total = 0n;
const started = performance.now();
const cpu0 = process.cpuUsage();
const times = [];
for (let i = +first; i < +of; i += +step) {
  const t = performance.now();
  mod.queenside_worker_run(JSON.stringify({ run: 1, request: { CountPart: { problem: { n: +n, fixed: [] }, part: [i, +of] } } }));
  times.push(performance.now() - t);
  const m = /"total":(\d+)/.exec(last);
  if (!m) { console.log(last); process.exit(1); }
  total += BigInt(m[1]);
}
const cpu = process.cpuUsage(cpu0);
console.log(`cpu ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms; n=${n} parts ${first}/${step} of ${of}: ${(performance.now() - started).toFixed(0)} ms, total ${total}; parts ms: ${times.map((t) => t.toFixed(0)).join(" ")}`);
