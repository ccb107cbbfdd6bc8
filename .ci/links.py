#!/usr/bin/env python3
"""Every relative link and image in README.md and docs/*.md resolves.

    python3 .ci/links.py [ROOT]

A link to a file must name a file or folder that exists (relative to the page that links
it); a `#fragment` on a Markdown page must be one of its headings' anchors, made as GitHub
makes them. Links in code (fenced blocks and `spans`) are text, not links, and web
addresses (https:, mailto:, …) are not checked here. Prints each broken link with its
page and line, and exits 1 if there is one. Python 3's standard library only.
"""

import re
import sys
import unicodedata
from pathlib import Path
from urllib.parse import unquote

# [text](target) and ![alt](target), the target optionally <bracketed> and followed by a
# "title"; text may hold one level of brackets (an image inside a link).
INLINE = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+[\"'(][^)]*)?\)")
# [label]: target (a reference definition).
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)")
HTML = re.compile(r"<(?:img|a)\b[^>]*?\b(?:src|href)\s*=\s*[\"']([^\"']+)[\"']", re.I)
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
FENCE = re.compile(r"^\s{0,3}(`{3,}|~{3,})")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


def prose_lines(text):
    """(line number, line) for each line outside fenced code blocks."""
    fence = None
    for number, line in enumerate(text.splitlines(), 1):
        m = FENCE.match(line)
        if fence is None and m:
            fence = m.group(1)[0] * len(m.group(1))
            continue
        if fence is not None:
            if line.strip().startswith(fence):
                fence = None
            continue
        yield number, line


def without_code_spans(line):
    # A code span is text: blank it out (keeping its length, so nothing else shifts).
    return re.sub(r"(`+)(.+?)\1", lambda m: " " * len(m.group(0)), line)


def slug(heading):
    """The anchor GitHub gives a heading: its text lowercased, punctuation dropped (letters,
    digits, spaces, hyphens and underscores kept), spaces made hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link's text only
    text = re.sub(r"<[^>]+>", "", text)  # inline HTML
    text = text.strip().lower()
    kept = []
    for ch in text:
        category = unicodedata.category(ch)
        if ch in " -_" or category[0] in "LN" or category == "Mn":
            kept.append(ch)
    return "".join(kept).replace(" ", "-")


def anchors(path, cache={}):
    if path not in cache:
        seen = {}
        found = set()
        for _, line in prose_lines(path.read_text(encoding="utf-8")):
            m = HEADING.match(line)
            if not m:
                continue
            base = slug(m.group(2))
            # Repeated headings get -1, -2, … as on GitHub.
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
        cache[path] = found
    return cache[path]


def targets(line):
    for pattern in (INLINE, REFERENCE, HTML):
        for m in pattern.finditer(line):
            yield m.group(1).strip("<>")


def check(page, root, checked):
    broken = []
    for number, raw in prose_lines(page.read_text(encoding="utf-8")):
        line = without_code_spans(raw)
        for target in targets(line):
            if SCHEME.match(target) or target.startswith("//"):
                continue
            checked.append(target)
            path_part, _, fragment = target.partition("#")
            path_part = unquote(path_part)
            dest = (page.parent / path_part).resolve() if path_part else page.resolve()
            where = f"{page.relative_to(root)}:{number}: {target}"
            if not dest.exists():
                broken.append(f"{where} (no such file: {dest.relative_to(root) if dest.is_relative_to(root) else dest})")
                continue
            if fragment and dest.suffix.lower() == ".md":
                if unquote(fragment).lower() not in anchors(dest):
                    broken.append(f"{where} (no heading with the anchor #{fragment} in {dest.relative_to(root)})")
    return broken


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent).resolve()
    pages = [root / "README.md", *sorted((root / "docs").glob("*.md"))]
    checked = []
    broken = [b for page in pages if page.exists() for b in check(page, root, checked)]
    for b in broken:
        print(f"links: broken: {b}")
    if broken:
        print(f"links: {len(broken)} broken link(s) in {len(pages)} pages", file=sys.stderr)
        return 1
    print(f"links: all {len(checked)} relative links in {len(pages)} pages resolve")
    return 0


if __name__ == "__main__":
    sys.exit(main())
