"""The web build's speed targets, measured in headless Chromium (`bash .ci/web.sh --bench`,
which builds dist/ and serves it; or this script with QUEENSIDE_URL set).

  solve8   8×8 Solve, the first click once the page shows its Solve button: milliseconds from
           the mouse press to the first frame that lists the 92 (timed in the page).
  stop     Stop during a 16×16 Solve: from the press to the first frame that says "Stopped".
  count15  Count only 15 with the workers the browser reports, from the press to the first
           frame that shows the total, beside `nqueens count 15 --threads K` (the same K; the
           process's wall clock, median of three runs a second after the page closed), taken
           in turns. count14, count16 and count17 count those sizes the same way.

solve8 and count15 are also run on pages left to settle for SETTLED seconds after their first
frame (`solve8-settled`, `count15-settled`): a person reads the page before clicking, and its
workers have loaded by then.

Each is run ROUNDS times on fresh pages; prints the medians (and every figure). `--trace`
also prints one round's timeline: the frames drawn, the requests posted to the Web Workers
and what they posted back, in milliseconds after the press.

  python3 benches/web_speed.py [solve8|stop|countN|solve8-settled|countN-settled ...]
                               [--rounds N] [--trace]
"""

import importlib.util
import json
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("test_browser", ROOT / ".ci/web/test_browser.py")
tb = importlib.util.module_from_spec(spec)
spec.loader.exec_module(tb)

# Every Web Worker the page makes, what is posted to it and what it posts back, the mouse's
# release and the animation frames the browser gave the page (each tick), timed.
TRACE = """
    window.__events = [];
    document.addEventListener('mouseup', () =>
        window.__events.push([performance.now(), 'mouseup', 0, '']), true);
    let last = 0;
    const tick = (t) => {
        // Only the late ones: a tick more than 40 ms after the last.
        if (last && t - last > 40) window.__events.push([t, 'late tick', 0, `${(t - last).toFixed(0)} ms after the last`]);
        last = t;
        requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    let workers = 0;
    const Base = window.Worker;
    window.Worker = class extends Base {
        constructor(...args) {
            super(...args);
            this.__n = ++workers;
            const what = (d) => typeof d === 'string' ? d.slice(0, 48) : 'module';
            window.__events.push([performance.now(), 'worker', this.__n, '']);
            this.addEventListener('message', (e) =>
                window.__events.push([performance.now(), 'back', this.__n, what(e.data)]));
            const post = this.postMessage;
            this.postMessage = function (d, ...rest) {
                window.__events.push([performance.now(), 'post', this.__n, what(d)]);
                return post.call(this, d, ...rest);
            };
        }
    };
"""


def nqueens():
    """The release command line: $NQUEENS, or target/release/nqueens (built if missing)."""
    if os.environ.get("NQUEENS"):
        return os.environ["NQUEENS"]
    path = ROOT / "target/release/nqueens"
    if not path.exists():
        subprocess.run(["cargo", "build", "-q", "--release", "--bin", "nqueens"], cwd=ROOT, check=True)
    return str(path)


def trace(app):
    pressed, drawn, events = app.page.evaluate("[window.__pressed, window.__drawn, window.__events]")
    lines = [(at, "frame", "") for at, _ in drawn if at >= pressed - 50]
    lines += [(at, f"{kind} w{n}", text) for at, kind, n, text in events if at >= pressed - 100]
    for at, kind, text in sorted(lines)[:80]:
        print(f"    {at - pressed:8.1f} ms  {kind:8} {text}")


# Whether the page's last frame showed words matching a pattern, checked by the page itself.
DRAWN = """([source]) => {
    const raw = window.__queensideNodes;
    if (!raw) return false;
    const rx = new RegExp(source);
    return JSON.parse(raw).nodes.some((n) => [n.label, n.value].some((t) => t && rx.test(t)));
}"""


def wait_drawn(app, pattern, what, seconds):
    """Waits until a frame shows `pattern` (a regular expression both Python and JavaScript
    read alike), checked in the page ten times a second. The browser tests' `wait_text` asks
    from here every 20 ms and parses the widget list each time: during Count only 18 that
    took 0.67 s of the two cores the page counts on (and the page 4.05 s instead of 3.5 s),
    which no visitor's page pays and the command line beside it did not."""
    try:
        app.page.wait_for_function(DRAWN, arg=[pattern], polling=100, timeout=seconds * 1000)
    except Exception as e:  # Playwright's timeout, or the page gone
        app.shot("failed")
        raise AssertionError(f"waited {seconds} s for {what}; the page shows: {app.texts()[:80]}") from e


def shown(app, pattern, what, seconds=60):
    """Milliseconds from the press to the first frame that showed `pattern` (timed in the page)."""
    wait_drawn(app, pattern, what, seconds)
    ms = app.shown_after_press(pattern)
    if ms is None:
        raise AssertionError(f"no frame after the press showed {what}")
    return ms


SETTLED = 3


def solve8(browser, verbose, settle=0):
    app = tb.App(browser, init=TRACE)
    try:
        app.page.wait_for_timeout(settle * 1000)
        app.click(tb.message("en", "side-solve"))
        ms = shown(app, r"\b92\b solutions", "the 92")
        if verbose:
            trace(app)
        return ms
    finally:
        app.close()


def stop(browser, verbose):
    app = tb.App(browser, "?n=16", init=TRACE)
    try:
        app.click(tb.message("en", "side-solve"))
        app.wait_text(r"[1-9][\d,]* solutions", "solutions coming in")
        app.page.wait_for_timeout(300)  # well into the search, its list streaming
        app.click(tb.message("en", "side-stop"))
        ms = shown(app, r"^Stopped", "the stop")
        if verbose:
            trace(app)
        return ms
    finally:
        app.close()


def published(n):
    """The published total of the n×n board (the browser tests' table, from ../shared)."""
    if n not in tb.KNOWN:
        sys.exit(f"no published total of n = {n}: ../shared/data/known-counts.json is missing")
    return tb.KNOWN[n]


def count(browser, verbose, settle=0, n=15):
    app = tb.App(browser, f"?n={n}", init=TRACE)
    try:
        app.page.wait_for_timeout(settle * 1000)
        cores = app.page.evaluate("navigator.hardwareConcurrency")
        app.click(tb.message("en", "side-count"))
        ms = shown(app, rf"\b{published(n):,}\b", f"the count of {n}×{n}", 600)
        if verbose:
            trace(app)
    finally:
        app.close()
    # The browser goes on working for a while after its page is closed: timed at once, the
    # command line shared the cores with it and took two to four times as long (73 to 195 ms
    # instead of about 40 at n = 15). So it waits a second, and takes the median of three.
    time.sleep(1)
    runs = []
    for _ in range(3):
        started = time.monotonic()
        out = subprocess.run([nqueens(), "count", str(n), "--threads", str(cores)], capture_output=True,
                             text=True, check=True).stdout
        runs.append((time.monotonic() - started) * 1000)
        assert str(published(n)) in out.replace(",", ""), out
    return ms, statistics.median(runs), cores


def main():
    args = sys.argv[1:]
    rounds = 5
    if "--rounds" in args:
        at = args.index("--rounds")
        rounds = int(args[at + 1])
        del args[at:at + 2]
    verbose = "--trace" in args
    which = [a for a in args if not a.startswith("--")] or [
        "solve8", "solve8-settled", "stop", "count15", "count15-settled"]
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=tb.ARGS)
        rows, rounds_table = [], []
        for name in which:
            times, cli, cores = [], [], None
            for r in range(rounds):
                base, _, settled = name.partition("-")
                extra = {"settle": SETTLED} if settled else {}
                if base.startswith("count"):
                    extra["n"] = int(base[len("count"):])
                    base = "count"
                got = globals()[base](browser, verbose and r == 0, **extra)
                if base == "count":
                    times.append(got[0])
                    cli.append(got[1])
                    cores = got[2]
                else:
                    times.append(got)
            med = statistics.median(times)
            every = ", ".join(f"{t:.0f}" for t in times)
            if base == "count":
                n = extra["n"]
                cmed = statistics.median(cli)
                rounds_table.append(f"\n{name}, round by round (the page, then the command line a second "
                                    f"after the page closed, median of three):\n\n"
                                    f"| round | page | `nqueens count {n} --threads {cores}` | ratio |\n"
                                    f"| --- | --- | --- | --- |")
                rounds_table += [f"| {r + 1} | {t:,.0f} ms | {c:,.0f} ms | {t / c:.2f}× |"
                                 for r, (t, c) in enumerate(zip(times, cli))]
                rounds_table.append(f"| median | {med:,.0f} ms | {cmed:,.0f} ms | {med / cmed:.2f}× |")
                print(f"{name}: page median {med:.0f} ms [{every}]; nqueens count {n} --threads {cores} "
                      f"median {cmed:.0f} ms [{', '.join(f'{t:.0f}' for t in cli)}]; ratio {med / cmed:.2f}")
                rows.append((f"{name}: Count only {n}, {cores} workers / `nqueens count {n} --threads {cores}`",
                             f"{med:.0f} ms / {cmed:.0f} ms = {med / cmed:.2f}×"))
            else:
                print(f"{name}: median {med:.0f} ms [{every}]", flush=True)
                rows.append((name, f"{med:.0f} ms"))
        browser.close()
    print(f"\nmedians of {rounds} rounds, load average {os.getloadavg()[0]:.1f}:")
    for what, figure in rows:
        print(f"| {what} | {figure} |")
    print("\n".join(rounds_table))


if __name__ == "__main__":
    main()
