"""Browser tests of the web build (dist/, served by .ci/web.sh at QUEENSIDE_URL).

Headless Chromium from Debian, driven by Playwright. egui draws to a canvas, and eframe's
web runner gives screen readers no DOM; so the page is opened with
`window.__queensideTest = true`, and the app then lists its widgets each frame as the
AccessKit tree names them (src/app/web/start.rs): the tests find a button by its label and
click its middle with the mouse, as a person does, and read what the app shows from the same
list. Waits have deadlines; nothing sleeps a guessed time.
"""

import functools
import hashlib
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

URL = os.environ.get("QUEENSIDE_URL", "http://127.0.0.1:8765/")
NQUEENS = os.environ.get("NQUEENS", "target/debug/nqueens")
ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "target" / "web-shots"
ARGS = [
    "--use-angle=swiftshader",
    "--enable-unsafe-swiftshader",
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
def known_totals():
    """Published totals by n (shared/data/known-counts.json, beside the repository in CI)."""
    path = ROOT.parent / "shared/data/known-counts.json"
    if not path.exists():
        return {}
    data = json.loads(path.read_text())
    return dict(zip(data["n"], data["total"]))


KNOWN = known_totals()


def message(lang, key):
    """A message of the app's Fluent files, as the app shows it (simple messages only)."""
    for ftl in (ROOT / "assets/i18n" / lang).glob("*.ftl"):
        for line in ftl.read_text().splitlines():
            if line.startswith(key + " = "):
                return line.split(" = ", 1)[1]
    raise KeyError(key)


def solutions(n, fixed=()):
    """Solutions of the n×n board keeping the fixed (row, col) queens: plain backtracking,
    the obviously correct reference the app's counts are checked against."""
    want = dict(fixed)
    count = 0

    def place(row, cols, d1, d2):
        nonlocal count
        if row == n:
            count += 1
            return
        for c in ([want[row]] if row in want else range(n)):
            if c in cols or row - c in d1 or row + c in d2:
                continue
            place(row + 1, cols | {c}, d1 | {row - c}, d2 | {row + c})

    place(0, frozenset(), frozenset(), frozenset())
    return count


class App:
    """One page of the app and what it shows."""

    def __init__(self, browser, query="", locale="en-US", init="", url=None):
        self.context = browser.new_context(locale=locale, viewport={"width": 1280, "height": 800},
                                           accept_downloads=True)
        # On the context, so that a page opened again in it (`reopen`) is watched the same way.
        self.context.add_init_script("""
            window.__queensideTest = true;
            // When the person last pressed the mouse, and each frame's widgets with the time
            // it was drawn (the app sets __queensideNodes once a frame): what a person saw when.
            window.__pressed = 0;
            document.addEventListener('mousedown', () => { window.__pressed = performance.now(); }, true);
            window.__drawn = [];
            let nodes = null;
            Object.defineProperty(window, '__queensideNodes', {
                set(v) { nodes = v; window.__drawn.push([performance.now(), v]);
                         if (window.__drawn.length > 400) window.__drawn.shift(); },
                get() { return nodes; },
            });
            window.__workersRan = new Set();
            const post = Worker.prototype.postMessage;
            Worker.prototype.postMessage = function (data) {
                if (typeof data === 'string' && data.includes('CountPart')) {
                    this.__id = this.__id || Math.random();
                    window.__workersRan.add(this.__id);
                }
                return post.apply(this, arguments);
            };
        """ + init)
        self.errors = []
        self.url = (url or URL) + query
        self.open_page()
        self.first_frame = time.monotonic() - self.started

    def open_page(self):
        """A page of the context at this app's address, shown (its first frame drawn)."""
        self.page = self.context.new_page()
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.started = time.monotonic()
        self.page.goto(self.url)
        self.wait(lambda: self.nodes(), "the app's first frame", 30)

    def reopen(self):
        """Closes the page and opens the app again in the same browser profile, as a person
        does who closes the tab and comes back: the profile keeps its offline copy."""
        self.page.close()
        self.open_page()

    def close(self):
        self.context.close()

    def nodes(self):
        raw = self.page.evaluate("window.__queensideNodes || null")
        return json.loads(raw)["nodes"] if raw else []

    def texts(self):
        return [t for n in self.nodes() for t in (n.get("label"), n.get("value")) if t]

    def wait(self, found, what, seconds=20):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            got = found()
            if got:
                return got
            self.page.wait_for_timeout(20)  # one frame or so: polls until the deadline
        self.shot("failed")
        raise AssertionError(f"waited {seconds} s for {what}; the page shows: {self.texts()[:80]}")

    def node(self, label, role=None):
        for n in self.nodes():
            if n.get("label") == label and (role is None or n["role"] == role) and not n["disabled"]:
                return n
        return None

    def click(self, label, role="Button"):
        n = self.wait(lambda: self.node(label, role), f"an enabled {role} {label!r}")
        self.page.mouse.click(n["x"] + n["w"] / 2, n["y"] + n["h"] / 2)
        return time.monotonic()

    def shown_after_press(self, pattern):
        """Milliseconds from the last mouse press to the first frame drawn after it whose
        widgets' words match `pattern` (timed in the page: what the person saw)."""
        pressed, drawn = self.page.evaluate("[window.__pressed, window.__drawn]")
        rx = re.compile(pattern)
        for at, raw in drawn:
            if at >= pressed and any(rx.search(t) for n in json.loads(raw)["nodes"]
                                     for t in (n.get("label"), n.get("value")) if t):
                return at - pressed
        return None

    def text_matching(self, pattern):
        rx = re.compile(pattern)
        return next((t for t in self.texts() if rx.search(t)), None)

    def wait_text(self, pattern, what, seconds=20):
        return self.wait(lambda: self.text_matching(pattern), what, seconds)

    def shot(self, name):
        SHOTS.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(SHOTS / f"{name}.png"))


def grouped(n):
    return f"{n:,}"


def test_the_page_loads_and_shows_the_board(browser):
    app = App(browser)
    try:
        app.wait(lambda: app.node(message("en", "side-solve")), "the Solve button")
        # The board: its squares are drawn, 8 rows of chess ranks named around it.
        app.shot("loaded")
        assert not app.errors, app.errors
        print(f"  first frame {app.first_frame * 1000:.0f} ms after navigation")
        # Drawn without WebGL's default multisampling, as the desktop draws (egui smooths its
        # own edges): in software, multisampling cost a quarter of each frame's CPU.
        attributes = app.page.evaluate(
            "document.getElementById('queenside').getContext('webgl2').getContextAttributes()")
        assert attributes["antialias"] is False and attributes["depth"] is False, attributes
    finally:
        app.close()


def test_a_browser_without_webassembly_simd_is_told_why(browser):
    # The module needs WebAssembly SIMD: a browser without it (here, one whose probe fails)
    # gets the reason on the page, not a blank page or a compile error.
    context = browser.new_context()
    try:
        page = context.new_page()
        page.add_init_script("WebAssembly.validate = () => false;")
        page.goto(URL)
        page.wait_for_function("document.getElementById('loading').textContent.includes('SIMD')",
                               timeout=20000)
        said = page.evaluate("document.getElementById('loading').textContent")
        assert said.startswith("Queenside could not start in this browser"), said
    finally:
        context.close()


def test_solve_on_8x8_lists_92(browser):
    app = App(browser)
    try:
        clicked = app.click(message("en", "side-solve"))
        want = solutions(8)
        app.wait_text(rf"\b{want}\b solutions", f"{want} solutions listed")
        shown = app.shown_after_press(rf"\b{want}\b solutions") or float("nan")
        print(f"  {want} listed {shown:.0f} ms after the click (in the page; "
              f"{(time.monotonic() - clicked) * 1000:.0f} ms as the test saw it)")
        app.shot("solve-8")
    finally:
        app.close()


def test_a_link_opens_its_board_and_solve_counts_it(browser):
    app = App(browser, "?n=6&fixed=b6")
    try:
        app.click(message("en", "side-solve"))
        want = solutions(6, [(0, 1)])
        app.wait_text(r"^Finished", "the search's end")
        listed = {t for t in app.texts() if re.match(r"Solution \d+:", t)}
        assert len(listed) == want, (listed, want)
        app.shot("link-6-b6")
    finally:
        app.close()


def test_a_bad_link_opens_the_empty_8x8_with_a_notice(browser):
    for query in ["?n=0", "?n=8&fixed=z9", "?n=8&fixed=a8,b7"]:
        app = App(browser, query)
        try:
            app.wait_text(r"cannot open its board", f"the notice of {query}")
            app.click(message("en", "side-solve"))
            app.wait_text(rf"\b{solutions(8)}\b solutions", "the 8×8 board's solutions")
        finally:
            app.close()


def test_stop_during_a_16_solve_stops(browser):
    app = App(browser, "?n=16")
    try:
        app.click(message("en", "side-solve"))
        app.wait_text(r"[1-9][\d,]* solutions", "solutions coming in")
        clicked = app.click(message("en", "side-stop"))
        app.wait_text(r"^Stopped", "the stop")
        shown = app.shown_after_press(r"^Stopped") or float("nan")
        print(f"  stopped {shown:.0f} ms after the click (in the page; "
              f"{(time.monotonic() - clicked) * 1000:.0f} ms as the test saw it)")
        before = app.text_matching(r"^Stopped")
        app.page.wait_for_timeout(500)  # a stopped search adds nothing in the next half second
        assert app.text_matching(r"^Stopped") == before
        app.shot("stopped-16")
    finally:
        app.close()


def count(app, n):
    """Count only on the board shown; the counted total as the app writes it."""
    app.click(message("en", "side-count"))
    return app.wait_text(r"\b" + re.escape(grouped(KNOWN.get(n, 0) or solutions(n))) + r"\b",
                         f"the count of {n}×{n}", 120)


def test_count_only_14_gives_365596_on_several_workers(browser):
    app = App(browser, "?n=14")
    try:
        count(app, 14)
        # The status line's figures are the parts' half-boards, as the desktop's are (it said
        # "0 nodes" when the parts carried no work).
        status = app.text_matching(r"^Counted: 365,596 solutions")
        print(f"  {status}")
        assert re.search(r"\(\d[\d.,]*( [kMG])? half-boards in [\d.]+ s\)", status), status
        workers = app.page.evaluate("window.__workersRan.size")
        cores = app.page.evaluate("navigator.hardwareConcurrency")
        print(f"  counted with {workers} workers, {cores} cores reported")
        assert workers == max(1, min(cores, 32)) and (cores < 2 or workers >= 2), (workers, cores)
        app.shot("count-14")
    finally:
        app.close()


def test_the_page_keeps_painting_while_count_only_17_runs(browser):
    # 17 (about 4 s here), not 14: a count of 14 takes about 0.3 s, and with every core
    # counting, the browser's software renderer (SwiftShader) waits up to half a second for
    # its turn (gaps of 170 to 450 ms measured). A count on the page's own thread would hold
    # back every frame for the whole count.
    app = App(browser, "?n=17")
    try:
        app.page.evaluate("""() => {
            window.__frames = [];
            const tick = (t) => { window.__frames.push(t); requestAnimationFrame(tick); };
            requestAnimationFrame(tick);
        }""")
        started = time.monotonic()
        count(app, 17)
        seconds = time.monotonic() - started
        times = app.page.evaluate("window.__frames")
        frames = len(times)
        gap = max(b - a for a, b in zip(times, times[1:]))
        print(f"  counted in {seconds:.1f} s; {frames} frames painted meanwhile, the longest gap {gap:.0f} ms")
        assert frames >= 2 and gap < 1000 * seconds / 2, (frames, gap, seconds)
    finally:
        app.close()


def stop_a_count_once_a_part_is_in(app):
    """Count only on a settled page, stopped once a part is counted; the status must say its
    progress is saved."""
    app.page.wait_for_timeout(3000)  # a settled page: its workers loaded
    app.click(message("en", "side-count"))
    app.wait_text(r"\b[1-9][\d,]* solutions so far", "a counted part", 120)
    app.click(message("en", "side-stop"))
    stopped = app.wait_text(r"^Count stopped .*Its progress is saved", "the stop, its progress saved")
    print(f"  {stopped}")


def reopened_with_nothing_saved(app, why):
    """Closes the tab and opens it again: no saved count may be offered (its Discard), and
    Count only must start from the beginning."""
    app.reopen()
    app.page.wait_for_timeout(1000)
    assert app.node(message("en", "side-discard-name")) is None, why
    app.click(message("en", "side-count"))
    heading = app.wait_text(r"^Counting \(needs about|^Resuming: ", "the count's heading")
    print(f"  {heading}")
    assert heading.startswith("Counting"), heading
    app.click(message("en", "side-stop"))


def test_a_stopped_count_resumes_from_the_parts_the_browser_kept(browser):
    # Stop once a part of the 18×18 count is in, close the tab and come back: Count only
    # resumes from the parts the browser's storage kept, and adds up to the published total.
    app = App(browser, "?n=18")
    try:
        stop_a_count_once_a_part_is_in(app)
        app.shot("count-stopped-saved")
        app.reopen()
        app.click(message("en", "side-count"))
        resumed = app.wait_text(r"^Resuming: \d+% was already counted", "the count resumed")
        print(f"  {resumed}")
        assert not resumed.startswith("Resuming: 0%"), resumed
        total = app.wait_text(r"^Counted: " + re.escape(grouped(KNOWN[18])) + r" solutions", "the 18×18 total", 120)
        print(f"  {total}")
        assert "resumed with" in total, total
    finally:
        app.close()


def test_discard_forgets_the_parts_the_browser_kept(browser):
    # Stopped once a part is in, the count's parts are kept; Discard forgets them, so that
    # after the tab is closed and reopened Count only starts from the beginning.
    app = App(browser, "?n=18")
    try:
        stop_a_count_once_a_part_is_in(app)
        app.click(message("en", "side-discard-name"))
        said = app.wait_text(r"^Discarded the saved count of this board", "the discard")
        print(f"  {said}")
        reopened_with_nothing_saved(app, "nothing left to discard")
    finally:
        app.close()


def test_parts_kept_from_another_cut_of_the_count_are_not_offered(browser):
    # Parts a page of another version cut otherwise (here: the split renamed in storage, as
    # an update that changes the split leaves them) are not this count's: the side panel
    # must not offer them as saved, and Count only starts from the beginning. The panel
    # said "6% saved" and offered Discard before it checked.
    app = App(browser, "?n=18")
    try:
        stop_a_count_once_a_part_is_in(app)
        app.page.evaluate("""() => {
            const key = Object.keys(localStorage).find((k) => k.startsWith('queenside-count-n18-'));
            const saved = JSON.parse(localStorage.getItem(key));
            saved.split = 'halves/another-cut/v0';
            localStorage.setItem(key, JSON.stringify(saved));
        }""")
        reopened_with_nothing_saved(app, "parts of another cut offered")
    finally:
        app.close()


def test_a_count_redraws_about_once_a_second_not_for_every_part(browser):
    # Each of the app's frames is drawn in software here, on the cores the workers count on.
    # A page woken by each of the 16 parts of a count of 17 drew 17 to 23 frames in about
    # 2 s (two or three a wake); woken once a second and by each of its last parts, two
    # frames a wake, 11 or 12 in 1.7 s; now one frame a second while it counts, about three
    # for the click and three for the total: 6 in 1.0 s.
    app = App(browser, "?n=17")
    try:
        app.page.wait_for_timeout(3000)  # a settled page: its workers loaded
        started = time.monotonic()
        count(app, 17)
        seconds = time.monotonic() - started
        pressed, drawn = app.page.evaluate("[window.__pressed, window.__drawn.map(d => d[0])]")
        drawn = len([at for at in drawn if at >= pressed])
        print(f"  counted in {seconds:.1f} s; the app drew {drawn} frames")
        assert drawn <= seconds + 7, (drawn, seconds)
    finally:
        app.close()


def test_export_json_downloads_a_file_nqueens_opens(browser, tmp):
    app = App(browser, "?n=6")
    try:
        app.click(message("en", "side-solve"))
        want = solutions(6)
        app.wait_text(rf"\b{want}\b solutions", "the 6×6 solutions")
        with app.page.expect_download() as download:
            app.click(message("en", "side-export"))
        path = tmp / download.value.suggested_filename
        download.value.save_as(path)
        assert path.name.endswith(".json"), path.name
    finally:
        app.close()
    # The document nqueens writes for the same board, but for the method only a search knows.
    exported = json.loads(path.read_text())
    cli = json.loads(subprocess.run([NQUEENS, "solve", "6"], capture_output=True, text=True, check=True).stdout)
    cli.pop("method", None)
    exported.pop("method", None)
    assert exported == cli, (exported, cli)
    # And the app opens it again (Open JSON, through the browser's file picker).
    app = App(browser)
    try:
        with app.page.expect_file_chooser() as chooser:
            app.click(message("en", "side-open"))
        chooser.value.set_files(str(path))
        app.wait_text(r"6×6", "the opened 6×6 list")
        app.wait_text(rf"\b{want}\b solutions", "its solutions listed")
        app.shot("opened")
    finally:
        app.close()


def test_a_spanish_browser_shows_the_spanish_app(browser):
    app = App(browser, locale="es-ES")
    try:
        app.wait(lambda: app.node(message("es", "side-solve")), "the Spanish Solve button")
        assert app.node(message("en", "side-solve")) is None
        app.shot("spanish")
    finally:
        app.close()


def page_words(lang):
    """The page's own words in `lang` (web/index.html's WORDS table), as the page shows them."""
    html = (ROOT / "web/index.html").read_text()
    table = html.split("const WORDS = {", 1)[1].split("\n  };", 1)[0]
    block = table.split(f"\n    {lang}: {{", 1)[1].split("\n    },", 1)[0]
    return dict(re.findall(r'^\s+(\w+): "(.*)",$', block, re.M))


def test_a_spanish_or_catalan_page_says_so_from_the_first_byte(browser):
    # The loading text and <html lang> before the program arrives (it is held back here until
    # they are read), then the app in that language; a failed download said in it too.
    for locale, lang in [("es-ES", "es"), ("ca-ES", "ca"), ("en-US", "en")]:
        words = page_words(lang)
        context = browser.new_context(locale=locale)
        try:
            page = context.new_page()
            page.add_init_script("window.__queensideTest = true;")
            held = []
            page.route("**/queenside.js", lambda route: held.append(route))
            page.goto(URL, wait_until="commit")
            page.wait_for_function("document.getElementById('loading') !== null", timeout=20000)
            shown = page.evaluate("[document.documentElement.lang, document.getElementById('loading').textContent]")
            assert shown == [lang, words["loading"]], (locale, shown)
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / f"loading-{lang}.png"))
            deadline = time.monotonic() + 20
            while not held:  # the request reaches the route when the page asks for the module
                assert time.monotonic() < deadline, "the page never asked for queenside.js"
                page.wait_for_timeout(20)
            held[0].continue_()
            page.wait_for_function("window.__queensideNodes != null", timeout=30000)
            nodes = json.loads(page.evaluate("window.__queensideNodes"))["nodes"]
            assert any(n.get("label") == message(lang, "side-solve") for n in nodes), locale
            assert page.evaluate("document.documentElement.lang") == lang
        finally:
            context.close()
        # No program to download: the reason, in the visitor's language.
        context = browser.new_context(locale=locale)
        try:
            page = context.new_page()
            page.route("**/queenside.js", lambda route: route.abort())
            page.goto(URL)
            page.wait_for_function("document.getElementById('loading').textContent !== %s"
                                   % json.dumps(words["loading"]), timeout=20000)
            said = page.evaluate("document.getElementById('loading').textContent")
            assert said.startswith(words["failed"] + words["download"]), (locale, said)
        finally:
            context.close()


def test_the_pages_language_follows_the_apps_language_setting(browser):
    app = App(browser, locale="es-ES")
    try:
        app.wait(lambda: app.node(message("es", "side-solve")), "the Spanish app")
        assert app.page.evaluate("document.documentElement.lang") == "es"
        app.click(message("es", "language-label"), role="ComboBox")
        app.click("Català", role=None)
        app.wait(lambda: app.node(message("ca", "side-solve")), "the Catalan app")
        app.wait(lambda: app.page.evaluate("document.documentElement.lang") == "ca", "<html lang=ca>")
    finally:
        app.close()


def test_a_bad_links_notice_names_its_squares_in_the_visitors_language(browser):
    app = App(browser, "?n=8&fixed=a8,b7", locale="es-ES")
    try:
        start = message("es", "bad-link").split("{")[0].rstrip(" (")
        attack = (message("es", "link-error-attacking").split("{ $how")[0]
                  .replace("{ $a }", "a8").replace("{ $b }", "b7").strip())
        said = app.wait_text(re.escape(start), "the notice of the bad link")
        app.shot("bad-link-es")
        assert attack in said and "diagonal" in said, said
        assert not re.search(r"row|column|fila \d", said), said
        # The board it opens instead: the empty 8×8, which Solve solves.
        app.click(message("es", "side-solve"))
        app.wait_text(rf"\b{solutions(8)}\b soluciones", "the 8×8 board's solutions")
    finally:
        app.close()


def test_a_hints_link_shows_the_hints_at_once(browser):
    # Before, the hints showed only once their box was unticked and ticked again.
    for view in ["hints", "watch"]:
        app = App(browser, f"?n=8&fixed=a8&view={view}")
        try:
            if view == "watch":
                app.wait(lambda: app.node(message("en", "watch-heading")) or app.text_matching(
                    "^" + re.escape(message("en", "watch-heading")) + "$"), "the Watch panel")
                app.shot("link-watch")
                continue
            fixed = [(0, 0)]
            want = {}
            for row in range(8):
                for col in range(8):
                    if (row, col) == (0, 0):
                        continue
                    name = "abcdefgh"[col] + str(8 - row)
                    if row == 0 or col == 0 or row == col:
                        want[name] = "attacked"
                    else:
                        k = solutions(8, fixed + [(row, col)])
                        want[name] = "dead: no solution goes through it" if k == 0 else (
                            f"{k} solution" + ("" if k == 1 else "s"))

            def hints_shown():
                values = {n["label"]: n.get("value") or "" for n in app.nodes() if n.get("label") in want}
                return values if len(values) == len(want) and all(", " in v for v in values.values()) else None
            values = app.wait(hints_shown, "every square's hint, with no click")
            got = {name: value.split(", ", 1)[1] for name, value in values.items()}
            assert got == want, {k: (got[k], want[k]) for k in want if got[k] != want[k]}
            app.shot("link-hints")
        finally:
            app.close()


def test_after_one_visit_the_page_installs_and_works_offline(browser):
    app = App(browser)
    try:
        # The offline copy is in place once the service worker serves the page.
        app.page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60000)
        sw = app.page.evaluate("fetch('sw.js').then(r => r.text())")
        version = re.search(r'const VERSION = "([^"]*)"', sw).group(1)
        assert re.fullmatch(r"[0-9a-f]{16}", version), version
        caches = app.page.evaluate("caches.keys()")
        assert caches == [f"queenside-{version}"], caches
        # No network, and nothing from the browser's HTTP cache (a route turns it off): what
        # the page gets, it gets from its service worker (whose answers no route sees).
        app.context.set_offline(True)
        app.context.route("**/*", lambda route: route.abort())
        app.page.reload()
        app.wait(lambda: app.node(message("en", "side-solve")), "the page, reloaded offline", 30)
        assert app.page.evaluate("navigator.serviceWorker.controller !== null")
        app.click(message("en", "side-solve"))
        want = solutions(8)
        app.wait_text(rf"\b{want}\b solutions", f"{want} solutions listed offline")
        app.shot("offline-solve-8")
        # A teacher's link, never visited, opens offline too: every link is the one page.
        app.page.goto(URL + "?n=6&fixed=b6")
        fixed = message("en", "board-square-fixed")
        app.wait(lambda: any(n.get("label") == "b6" and (n.get("value") or "").startswith(fixed)
                             for n in app.nodes()), "the link's board, offline", 30)
        app.click(message("en", "side-solve"))
        app.wait_text(r"^Finished", "the search's end, offline")
        listed = {t for t in app.texts() if re.match(r"Solution \d+:", t)}
        assert len(listed) == solutions(6, [(0, 1)]), listed
    finally:
        app.close()


class QuietFiles(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def test_a_new_build_replaces_the_offline_copy(browser, tmp):
    # A copy of dist/ served here, so that the test can put a new build in its place: a new
    # sw.js (another version, as .ci/web.sh writes for changed files) and a changed page.
    site = tmp / "site"
    shutil.copytree(ROOT / "dist", site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietFiles, directory=site))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    app = None
    try:
        app = App(browser, url=f"http://127.0.0.1:{server.server_port}/")
        app.page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60000)
        sw = (site / "sw.js").read_text()
        old = re.search(r'const VERSION = "([0-9a-f]{16})"', sw).group(1)
        assert app.page.evaluate("caches.keys()") == [f"queenside-{old}"]
        # The next build.
        new = hashlib.sha256(old.encode()).hexdigest()[:16]
        (site / "sw.js").write_text(sw.replace(f'"{old}"', f'"{new}"'))
        index = (site / "index.html").read_text()
        marked = index.replace("<head>", '<head><meta name="queenside-build" content="next">', 1)
        assert marked != index
        (site / "index.html").write_text(marked)
        # The browser looks for a new sw.js now and then; the test asks at once. The new one
        # fills its cache and waits: the open page keeps the build it loaded.
        app.page.evaluate("""async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            await registration.update();
            const next = registration.installing || registration.waiting;
            while (next.state === 'installing') {
                await new Promise((done) => next.addEventListener('statechange', done, { once: true }));
            }
        }""")
        assert sorted(app.page.evaluate("caches.keys()")) == sorted([f"queenside-{old}", f"queenside-{new}"])
        # The tab closed and opened again: the new build, and the old copy gone. The new
        # build takes over once no page of the old one is open; a tab opened at once, while
        # the closed one is still going away, can still be the old build's (seen on a loaded
        # CI machine), so the person closes it and comes back again, as they would.
        for _ in range(5):
            app.reopen()
            waiting = "async () => !!(await navigator.serviceWorker.getRegistration()).waiting"
            if not app.page.evaluate(waiting):
                break
        app.wait(lambda: app.page.evaluate("caches.keys()") == [f"queenside-{new}"],
                 "the old build's offline copy deleted")
        marker = "document.querySelector('meta[name=queenside-build]') !== null"
        assert app.page.evaluate(marker), "the page served is the old build's"
        # And it is the new build that works offline.
        app.context.set_offline(True)
        app.context.route("**/*", lambda route: route.abort())
        app.page.reload()
        app.wait(lambda: app.node(message("en", "side-solve")), "the new build, reloaded offline", 30)
        assert app.page.evaluate(marker), "offline, the page served is the old build's"
        app.click(message("en", "side-solve"))
        app.wait_text(rf"\b{solutions(8)}\b solutions", "Solve 8 offline, on the new build")
        app.shot("new-build-offline")
        assert not app.errors, app.errors
        print(f"  offline copy {old} replaced by {new}")
    finally:
        if app:
            app.close()
        server.shutdown()
        server.server_close()


def test_chrome_offers_to_install_the_page(browser, tmp):
    # Chrome's own check of what an installable page needs (manifest, icons, a service worker
    # serving it), on a profile of its own: a test's usual context is incognito, where Chrome
    # installs nothing.
    context = browser.browser_type.launch_persistent_context(
        str(tmp / "profile"), executable_path="/usr/bin/chromium", args=ARGS, headless=True)
    try:
        page = context.new_page()
        page.goto(URL)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60000)
        cdp = context.new_cdp_session(page)
        manifest = cdp.send("Page.getAppManifest")
        assert not manifest.get("errors"), manifest
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        assert errors == [], errors
        parsed = json.loads(manifest["data"])
        print(f"  installable: {parsed['name']}, icons {[i['sizes'] for i in parsed['icons']]}")
    finally:
        context.close()


def test_play_makes_a_puzzle_in_the_page_and_checks_it(browser):
    # Issue 45: Play could not make a puzzle in the page (its maker started a thread).
    app = App(browser)
    try:
        app.click(message("en", "play-open"))
        first = app.wait_text(r"^Puzzle 8×8, ", "a puzzle made in a Web Worker", 60)
        app.click(message("en", "play-new"))
        app.wait(lambda: app.text_matching(r"^Puzzle 8×8, ") and app.node(message("en", "play-check")),
                 "another puzzle", 60)
        app.click(message("en", "play-check"))
        app.wait_text(r"^No queen attacks another\.", "Check's verdict on the givens alone")
        app.shot("play")
        assert not app.errors, app.errors
        print(f"  {first}")
    finally:
        app.close()


def test_export_puzzle_sheet_downloads_a_pdf_of_the_puzzles_and_their_answers(browser, tmp):
    # A teacher in the page: Play, then Export puzzle sheet… gives a PDF to print, with
    # every puzzle and, from a new page, every answer (read back with pdftotext).
    app = App(browser)
    try:
        app.click(message("en", "play-open"))
        app.wait_text(r"^Puzzle 8×8, ", "a puzzle made in a Web Worker", 60)
        with app.page.expect_download(timeout=60000) as download:
            app.click(message("en", "play-sheet"))
        path = tmp / download.value.suggested_filename
        download.value.save_as(path)
        said = app.wait_text(r"^Saved a sheet of ", "the notice of the saved sheet")
        app.shot("puzzle-sheet-saved")
        assert not app.errors, app.errors
    finally:
        app.close()
    assert path.name == "queens-8x8-puzzles.pdf", path.name
    assert path.read_bytes().startswith(b"%PDF-"), path.read_bytes()[:16]
    words = {"one": 1}
    got = re.search(r"a sheet of (\w+) puzzles? on (\w+) pages?", said)
    puzzles, pages = (words.get(w) or int(w) for w in got.groups())
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
    assert re.search(rf"^Pages:\s+{pages}$", info, re.M), (info, said)
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout.split("\f")
    assert "Queens puzzles on the 8×8 board" in text[0], text[0]
    for k in range(1, puzzles + 1):
        assert re.search(rf"Puzzle {k} \((easy|medium|hard)\)", "".join(text)), f"puzzle {k}"
        assert f"Answer to puzzle {k}" in "".join(text), f"answer {k}"
    # The answers start on a page of their own, after the last puzzle.
    last_puzzle = max(i for i, page in enumerate(text) if re.search(r"Puzzle \d+ \(", page))
    first_answer = min(i for i, page in enumerate(text) if "Answer to puzzle" in page)
    assert last_puzzle < first_answer, (last_puzzle, first_answer)
    print(f"  {said} ({path.stat().st_size} bytes)")


def test_open_puzzles_plays_a_file_from_nqueens_puzzle(browser, tmp):
    # Issue 45: a .jsonl from `nqueens puzzle` was "not JSON" in the page, a list "not a
    # Queenside document"; the desktop opens both.
    for fmt, name in [("jsonl", "set.jsonl"), ("json", "set.json")]:
        path = tmp / name
        subprocess.run([NQUEENS, "puzzle", "8", "--count", "3", "--format", fmt, "--out", str(path)], check=True)
        app = App(browser)
        try:
            app.click(message("en", "play-open"))
            app.wait_text(r"^Puzzle 8×8, ", "Play's first puzzle", 60)
            app.shot(f"play-before-open-{fmt}")
            with app.page.expect_file_chooser() as chooser:
                app.click(message("en", "play-open-file"))
            chooser.value.set_files(str(path))
            app.wait_text(rf"^Puzzle 1 of 3 from {re.escape(name)}", f"the {fmt} set in Play")
            app.click(message("en", "play-next"))
            app.wait_text(rf"^Puzzle 2 of 3 from {re.escape(name)}", "the next puzzle of the set")
            app.shot(f"puzzles-{fmt}")
        finally:
            app.close()
    # Open JSON… takes a puzzle set too, as the desktop's does.
    app = App(browser)
    try:
        with app.page.expect_file_chooser() as chooser:
            app.click(message("en", "side-open"))
        chooser.value.set_files(str(tmp / "set.jsonl"))
        app.wait_text(r"^Puzzle 1 of 3 from set\.jsonl", "the set opened through Open JSON…")
    finally:
        app.close()


def test_a_puzzle_link_opens_play_on_its_puzzle(browser, tmp):
    # A teacher sends a puzzle as a link: its givens as the fixed queens, and view=play.
    path = tmp / "one.jsonl"
    subprocess.run([NQUEENS, "puzzle", "8", "--seed", "7", "--out", str(path)], check=True)
    puzzle = json.loads(path.read_text().splitlines()[0])
    squares = ",".join("abcdefgh"[c] + str(8 - r) for r, c in puzzle["fixed"])
    app = App(browser, f"?n=8&fixed={squares}&view=play", locale="es-ES")
    try:
        grade = message("es", "play-grade-" + puzzle["difficulty"])
        app.wait_text(rf"^Problema 8×8, {grade}", "Play on the link's puzzle")
        app.click(message("es", "play-reveal"))
        app.shot("puzzle-link-es")
    finally:
        app.close()
    # Queens that are no puzzle (one queen leaves many ways to finish) say so.
    app = App(browser, "?n=8&fixed=a8&view=play")
    try:
        app.wait_text(r"more than one way to finish the board", "the notice of a link that is no puzzle")
    finally:
        app.close()


def test_check_answers_reads_a_students_file_in_the_page(browser, tmp):
    # Issue 46: Check answers in the page: the browser's file picker, the check run in a Web
    # Worker, the note in the page. The student's 8×8 file drops one solution and repeats one.
    found = []

    def place(row, cols):
        if row == 8:
            found.append(cols)
            return
        for c in range(8):
            if all(c != d and abs(c - d) != row - r for r, d in enumerate(cols)):
                place(row + 1, cols + [c])

    place(0, [])
    assert len(found) == 92
    lines = [" ".join(map(str, cols)) for cols in found]
    path = tmp / "student.txt"
    path.write_text("\n".join(lines[1:] + [lines[4]]) + "\n")
    app = App(browser)
    try:
        app.click(message("en", "answers-open"))
        with app.page.expect_file_chooser() as chooser:
            app.click(message("en", "answers-open-file"))
        chooser.value.set_files(str(path))
        app.wait_text(r"^Not correct\.$", "the verdict on the student's file", 60)
        app.wait_text(r"^Missing: 1$", "the one solution missing")
        app.wait_text(r"^Repeats: 1$", "the one repeat")
        app.shot("check-answers")
        assert not app.errors, app.errors
    finally:
        app.close()


def main():
    import tempfile
    tests = [(name, fn) for name, fn in globals().items() if name.startswith("test_")]
    only = sys.argv[1:]
    passed = failed = 0
    with sync_playwright() as p, tempfile.TemporaryDirectory() as tmp:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        for name, fn in tests:
            if only and not any(o in name for o in only):
                continue
            print(name, flush=True)
            try:
                if "tmp" in fn.__code__.co_varnames[:fn.__code__.co_argcount]:
                    fn(browser, Path(tmp))
                else:
                    fn(browser)
                passed += 1
                print("  ok", flush=True)
            except Exception as e:  # a failed test is reported, and the others still run
                failed += 1
                print(f"  FAILED: {e}", flush=True)
        browser.close()
    print(f"web: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
