// A Web Worker that runs Queenside's searches (src/app/web/in_worker.rs). The page sends
// its compiled module first, then one request (JSON) per run; each run posts its messages
// back as JSON. Once the module is instantiated it posts "ready" (pool.rs's READY), so the
// page knows which workers a request would not wait for. The page stops a run by ending
// this worker.
import init, { queenside_worker_run } from "./queenside.js";

let ready = null;
const waiting = [];
self.onmessage = async (event) => {
  if (typeof event.data === "object" && event.data && event.data.module) {
    ready = init({ module_or_path: event.data.module });
    await ready;
    self.postMessage("ready");
    while (waiting.length) queenside_worker_run(waiting.shift());
    return;
  }
  if (ready === null) {
    waiting.push(event.data);
    return;
  }
  await ready;
  queenside_worker_run(event.data);
};
