"""The web app's icons (dist/icon-SIZE.png) from assets/queenside.png, at build time.

    python3 .ci/web/icons.py assets/queenside.png dist 192 512

Browsers offer to install a page whose manifest has 192- and 512-pixel icons; the app's icon
is 256 pixels. Python's standard library only (zlib), so the build needs no image tool: it
reads the 8-bit RGBA PNG the icon is, and resamples it by area (each output pixel the
coverage-weighted mean of the input pixels under it, in premultiplied alpha, so transparent
pixels lend no colour to the edges).
"""

import struct
import sys
import zlib
from pathlib import Path


def read_rgba(path):
    data = Path(path).read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
    width, height, depth, colour, _, _, interlace = header
    if (depth, colour, interlace) != (8, 6, 0):
        sys.exit(f"{path}: only 8-bit RGBA, not interlaced (this has depth {depth}, colour type {colour})")
    raw, stride, bpp = zlib.decompress(idat), width * 4, 4
    rows, prev = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return width, height, rows


def spans(src, dst):
    """For each output pixel, the input pixels under it and how much of each (in output pixels)."""
    scale = src / dst
    out = []
    for o in range(dst):
        lo, hi = o * scale, (o + 1) * scale
        cover = []
        i = int(lo)
        while i < hi and i < src:
            cover.append((i, min(hi, i + 1) - max(lo, i)))
            i += 1
        out.append(cover)
    return out


def resize(width, height, rows, size):
    xs, ys = spans(width, size), spans(height, size)
    out = []
    for cover_y in ys:
        line = bytearray()
        for cover_x in xs:
            r = g = b = a = total = 0.0
            for y, wy in cover_y:
                row = rows[y]
                for x, wx in cover_x:
                    w = wx * wy
                    pa = row[4 * x + 3] * w
                    r += row[4 * x] * pa
                    g += row[4 * x + 1] * pa
                    b += row[4 * x + 2] * pa
                    a += pa
                    total += w
            if a > 0:
                line += bytes([round(r / a), round(g / a), round(b / a), round(a / total)])
            else:
                line += b"\0\0\0\0"
        out.append(line)
    return out


def write_rgba(path, size, rows):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    raw = b"".join(b"\0" + bytes(line) for line in rows)
    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
    Path(path).write_bytes(png)


def main():
    source, out_dir, *sizes = sys.argv[1:]
    width, height, rows = read_rgba(source)
    for size in map(int, sizes):
        write_rgba(Path(out_dir) / f"icon-{size}.png", size, resize(width, height, rows, size))


if __name__ == "__main__":
    main()
