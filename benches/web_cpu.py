"""Where the CPU goes while the web build counts: Count only N (15 by default) on a page left
to settle, and the CPU time each kind of the browser's threads used from the click to the
total shown (read from /proc): the Web Workers, the software renderer's threads (SwiftShader
names them Thread<NN>), the page's own thread, and the rest.

  QUEENSIDE_URL=http://127.0.0.1:8000/ python3 benches/web_cpu.py [N]
"""

import glob
import importlib.util
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("web_speed", ROOT / "benches/web_speed.py")
web_speed = importlib.util.module_from_spec(spec)
spec.loader.exec_module(web_speed)
tb = web_speed.tb

def cpu_by_thread():
    """Clock ticks per (process kind, thread name without its digits) of every Chromium thread."""
    ticks = {}
    for proc in glob.glob("/proc/[0-9]*"):
        try:
            cmd = Path(proc, "cmdline").read_text()
            if "chromium" not in cmd:
                continue
            kind = "gpu" if "gpu-process" in cmd else "renderer" if "type=renderer" in cmd else "browser"
            for task in glob.glob(proc + "/task/*"):
                name = "".join(c for c in Path(task, "comm").read_text().strip() if not c.isdigit())
                fields = Path(task, "stat").read_text().rsplit(")", 1)[1].split()
                key = f"{kind}: {name}"
                ticks[key] = ticks.get(key, 0) + int(fields[11]) + int(fields[12])
        except OSError:
            continue  # a thread or process that ended meanwhile
    return ticks


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=tb.ARGS)
        app = tb.App(browser, f"?n={n}")
        try:
            app.page.wait_for_timeout(3000)
            before, started = cpu_by_thread(), time.monotonic()
            app.click(tb.message("en", "side-count"))
            web_speed.wait_drawn(app, rf"\b{web_speed.published(n):,}\b", f"the count of {n}×{n}", 600)
            after, wall = cpu_by_thread(), time.monotonic() - started
        finally:
            app.close()
            browser.close()
    tick = os.sysconf("SC_CLK_TCK")
    used = {k: (v - before.get(k, 0)) / tick for k, v in after.items()}
    print(f"Count only {n}: {wall:.2f} s on the wall clock; CPU by thread:")
    for key, seconds in sorted(used.items(), key=lambda kv: -kv[1]):
        if seconds >= 0.01:
            print(f"  {seconds:6.2f} s  {key}")


if __name__ == "__main__":
    main()
