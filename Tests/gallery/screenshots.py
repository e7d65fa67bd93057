#!/usr/bin/env python3
"""One PNG per scene page of a gallery site: the page's "States" section (every state side by
side), at most 1200 px wide, recompressed with zlib level 9. Python stdlib only.

usage: screenshots.py SITE_DIR OUT_DIR
"""
import os
import struct
import sys
import zlib

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "browser"))
from cdp import Browser  # noqa: E402


def recompress(png):
    """Same pixels, one IDAT deflated at level 9 (Chromium writes fast, larger PNGs)."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    pos, chunks, idat = 8, [], b""
    while pos < len(png):
        length, kind = struct.unpack(">I4s", png[pos:pos + 8])
        data = png[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IDAT":
            idat += data
        else:
            chunks.append((kind, data))
    raw = zlib.decompress(idat)
    out = [png[:8]]

    def chunk(kind, data):
        crc = zlib.crc32(kind + data) & 0xFFFFFFFF
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)

    for kind, data in chunks:
        if kind == b"IEND":
            out.append(chunk(b"IDAT", zlib.compress(raw, 9)))
        if kind in (b"IHDR", b"IEND", b"PLTE", b"tRNS"):
            out.append(chunk(kind, data))
    return b"".join(out)


def main():
    site, out_dir = sys.argv[1], sys.argv[2]
    os.makedirs(out_dir, exist_ok=True)
    browser = Browser(width=1248, height=900)
    try:
        for name in sorted(os.listdir(site)):
            if not name.endswith(".html") or name == "index.html":
                continue
            browser.navigate("file://" + os.path.abspath(os.path.join(site, name)))
            rect = browser.evaluate("""(() => {
              const r = document.getElementById('states').getBoundingClientRect();
              let right = 0;
              for (const f of document.querySelectorAll('#states figure')) {
                right = Math.max(right, f.getBoundingClientRect().right);
              }
              const width = Math.min(Math.max(right - r.left + 24, 320), r.width, 1200);
              return {x: r.left + scrollX, y: r.top + scrollY, width, height: r.height};
            })()""")
            png = recompress(browser.screenshot(rect))
            target = os.path.join(out_dir, name[:-len(".html")] + ".png")
            with open(target, "wb") as f:
                f.write(png)
            problems = browser.problems()
            print(f"{target}: {len(png)} bytes" + (f"; {problems}" if problems else ""))
    finally:
        browser.close()


if __name__ == "__main__":
    main()
