// A Web Worker that runs Queenside's jobs (src/app/web/in_worker.rs). The page sends its
// compiled module first, then one request (JSON) per run; each run posts its replies back as
// JSON. Once the module is instantiated it posts "ready" (workers.rs's READY), so the page
// knows which workers a request would not wait for. The page stops a run by ending this
// worker. A run whose module stops (a panic, a trap) is said to have died, so the page ends
// it and this worker with it.
import init, { queenside_worker_run } from "./queenside.js";

let ready = null;
const waiting = [];
function run(request) {
  try {
    queenside_worker_run(request);
  } catch (e) {
    self.postMessage(JSON.stringify({ Died: String(e) }));
  }
}
self.onmessage = async (event) => {
  if (typeof event.data === "object" && event.data && event.data.module) {
    try {
      ready = init({ module_or_path: event.data.module });
      await ready;
    } catch (e) {
      self.postMessage(JSON.stringify({ Died: String(e) }));
      return;
    }
    self.postMessage("ready");
    while (waiting.length) run(waiting.shift());
    return;
  }
  if (ready === null) {
    waiting.push(event.data);
    return;
  }
  await ready;
  run(event.data);
};
