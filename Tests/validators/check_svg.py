#!/usr/bin/env python3
"""Check Matchcut's SVG filmstrips (docs/exporters.md): XML structure, then a real rendering.

usage: check_svg.py DIR [--chromium PATH] [--no-render]

1. Structure (standard library): every DIR/*.svg must parse as XML (xml.etree), have an <svg>
   root in the SVG namespace with version 1.1 and a viewBox, reference no external resource (no
   href, <image> or url() other than a local #fragment), label every frame with its time, and
   name its font as Inter with a sans-serif fallback.
2. Rendering (headless Chromium over the DevTools pipe, as check_css.py): each filmstrip is
   decoded by Chromium's SVG image decoder (an <img> of the file's bytes, which rejects a
   malformed document) and drawn on a canvas at its own size. With the sidecar
   DIR/<name>.svg.expect.json (written by the Swift tests `exportForValidators` /
   `exportSamplesForValidators`: the exact motion at each frame of the strip), every drawn node
   is rendered alone (the other nodes, backgrounds and labels removed; opacity forced to 1) and
   compared in every frame with the expectation:
   - shapes: the drawn edges (sub-pixel, from anti-aliased coverage along the box's centre row
     and column; rotated nodes: coverage centre and area) within 1 px, the colour at the centre
     within 4/255;
   - text: the ink (alpha > 64) inside the node's frame and clip (2 px slack for overhang) and,
     unless a clip cuts the frame, at the frame's left edge, centre or right edge as its
     text-anchor aligns the lines (text_alignment.py), within 1.5 px.
Exits 1 on any failure; prints the largest errors seen.
"""
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "browser"))
from cdp import Browser  # noqa: E402
import text_alignment  # noqa: E402

SVG = "{http://www.w3.org/2000/svg}"


def check(path):
    problems = []
    text = open(path, encoding="utf-8").read()
    try:
        root = ET.fromstring(text.encode("utf-8"))
    except ET.ParseError as exc:
        return [f"not well-formed XML: {exc}"]
    if root.tag != SVG + "svg":
        problems.append(f"root is {root.tag}, not an SVG <svg>")
    if root.get("version") != "1.1":
        problems.append("root has no version=\"1.1\"")
    if not re.fullmatch(r"0 0 [0-9.]+ [0-9.]+", root.get("viewBox", "")):
        problems.append("root has no viewBox \"0 0 W H\"")
    ids = set()
    for el in root.iter():
        for key, value in el.attrib.items():
            if key.endswith("href"):
                problems.append(f"external reference {key}={value}")
            for ref in re.findall(r"url\(([^)]*)\)", value):
                if not ref.startswith("#"):
                    problems.append(f"external url({ref})")
        if el.tag == SVG + "image":
            problems.append("<image> element")
        if el.get("id"):
            if el.get("id") in ids:
                problems.append(f"duplicate id {el.get('id')}")
            ids.add(el.get("id"))
        if el.tag == SVG + "text" and el.get("font-family") != "Inter, sans-serif":
            problems.append(f"text with font-family {el.get('font-family')}")
    for el in root.iter():
        for value in el.attrib.values():
            for ref in re.findall(r"url\(#([^)]*)\)", value):
                if ref not in ids:
                    problems.append(f"url(#{ref}) names no element")
    labels = [t.text or "" for t in root.iter(SVG + "text") if (t.text or "").startswith("t = ")]
    # Every frame is a translated group holding the canvas clip; one label per frame.
    frames = [c for c in root.iter(SVG + "clipPath") if re.fullmatch(r"f[0-9]+", c.get("id", ""))]
    if len(labels) != len(frames):
        problems.append(f"{len(labels)} frame labels for {len(frames)} frames")
    if len(labels) < 2:
        problems.append(f"{len(labels)} frame labels (expected one per frame)")
    return problems


EDGE_TOLERANCE = 1.0       # px
COLOUR_TOLERANCE = 4 / 255
TEXT_SLACK = 2.0           # px of glyph overhang past the frame

# In the page: decode an SVG document with the browser's image decoder, optionally after keeping
# only the node groups whose id ends with `-<node>` (opacity forced to 1, backgrounds and labels
# removed), draw it on a canvas and measure each frame's panel.
RENDER = r"""
async (text, node, probes) => {
  let svg = text;
  if (node !== null) {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    for (const el of Array.from(root.children)) {
      if (el.tagName === 'rect' || el.tagName === 'text' || el.tagName === 'title') el.remove();
    }
    for (const frame of Array.from(root.querySelectorAll(':scope > g'))) {
      for (const el of Array.from(frame.children)) if (el.tagName === 'rect') el.remove();
    }
    for (const g of Array.from(root.querySelectorAll('g[id]'))) {
      const m = /^f[0-9]+-(n[0-9]+)$/.exec(g.id);
      if (!m) continue;
      if (m[1] !== node) { g.remove(); continue; }
      g.setAttribute('opacity', '1');
      for (const el of g.querySelectorAll('[fill-opacity]')) el.removeAttribute('fill-opacity');
    }
    svg = new XMLSerializer().serializeToString(doc);
  }
  const url = URL.createObjectURL(new Blob([svg], {type: 'image/svg+xml'}));
  const img = new Image();
  img.src = url;
  try { await img.decode(); } catch (e) { URL.revokeObjectURL(url); return {error: 'the image decoder rejected it'}; }
  URL.revokeObjectURL(url);
  const w = img.naturalWidth, h = img.naturalHeight;
  const canvas = document.createElement('canvas');
  canvas.width = w; canvas.height = h;
  const ctx = canvas.getContext('2d', {willReadFrequently: true});
  ctx.drawImage(img, 0, 0);
  const out = {width: w, height: h, probes: []};
  for (const p of probes) {
    // p: region [x, y, w, h] in document pixels (the node's bounds with a margin, inside its
    // frame's panel), box [x, y, w, h] (document pixels).
    const [px0, py0, pw, ph] = p.panel;
    const data = ctx.getImageData(px0, py0, pw, ph).data;
    const A = (i, j) => data[(j * pw + i) * 4 + 3];
    let x0 = pw, y0 = ph, x1 = -1, y1 = -1, ix0 = pw, iy0 = ph, ix1 = -1, iy1 = -1;
    let total = 0, sx = 0, sy = 0, opaque = 0;
    for (let j = 0; j < ph; j++) for (let i = 0; i < pw; i++) {
      const a = A(i, j);
      if (!a) continue;
      if (i < x0) x0 = i; if (i > x1) x1 = i; if (j < y0) y0 = j; if (j > y1) y1 = j;
      if (a > 64) { if (i < ix0) ix0 = i; if (i > ix1) ix1 = i; if (j < iy0) iy0 = j; if (j > iy1) iy1 = j; }
      total += a; sx += a * (i + 0.5); sy += a * (j + 0.5);
    }
    const r = {probe: p.key};
    if (x1 < 0) { out.probes.push(r); continue; }
    r.bbox = [x0 + px0, y0 + py0, x1 + 1 + px0, y1 + 1 + py0];
    r.ink = ix1 < 0 ? null : [ix0 + px0, iy0 + py0, ix1 + 1 + px0, iy1 + 1 + py0];
    r.moments = [sx / total + px0, sy / total + py0, total / 255];
    if (p.box) {
      const [bx, by, bw, bh] = p.box;
      // The row and column through the shape's own centre (the straight part of a rounded
      // outline), or through the visible part's centre when the centre is cut away.
      const [cx, cy] = p.centre;
      const ry = cy >= by && cy <= by + bh ? cy : by + bh / 2;
      const cx2 = cx >= bx && cx <= bx + bw ? cx : bx + bw / 2;
      const row = Math.min(ph - 1, Math.max(0, Math.floor(ry - py0)));
      const col = Math.min(pw - 1, Math.max(0, Math.floor(cx2 - px0)));
      const full = Math.max(A(col, row), 1);
      let l = -1, rr = -1, t = -1, b = -1;
      for (let i = 0; i < pw; i++) if (A(i, row) > 0) { if (l < 0) l = i; rr = i; }
      for (let j = 0; j < ph; j++) if (A(col, j) > 0) { if (t < 0) t = j; b = j; }
      if (l >= 0 && t >= 0) {
        r.edges = [l + 1 - A(l, row) / full + px0, t + 1 - A(col, t) / full + py0,
                   rr + A(rr, row) / full + px0, b + A(col, b) / full + py0];
      }
      const k = (row * pw + col) * 4;
      r.centre = [data[k], data[k + 1], data[k + 2], data[k + 3]];
    }
    out.probes.push(r);
  }
  return out;
}
"""


def expected_edges(node, origin, canvas):
    x, y, w, h = node["bounds"]
    x0, y0, x1, y1 = x, y, x + w, y + h
    if node["clip"]:
        cx, cy, cw, ch = node["clip"]
        x0, y0, x1, y1 = max(x0, cx), max(y0, cy), min(x1, cx + cw), min(y1, cy + ch)
    x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, canvas[0]), min(y1, canvas[1])
    if x1 - x0 <= 0 or y1 - y0 <= 0:
        return None
    ox, oy = origin
    return (x0 + ox, y0 + oy, x1 + ox, y1 + oy)


class Renderer:
    """Chromium's SVG image decoder, driven over the DevTools pipe (Tests/browser/cdp.py)."""

    def __init__(self, chromium):
        self.browser = Browser(chromium=chromium, flags=("--allow-file-access-from-files",), timeout=30)
        self.version = self.browser.evaluate("navigator.userAgent.match(/Chrome\\/[0-9.]+/)[0]")

    def render(self, text, node, probes):
        return self.browser.evaluate(f"({RENDER})({json.dumps(text)}, {json.dumps(node)}, {json.dumps(probes)})")

    def close(self):
        self.browser.close()


def check_render(path, expect, renderer, stats):
    """Renders the filmstrip in Chromium and compares every node of every frame with the sidecar."""
    problems = []
    text = open(path, encoding="utf-8").read()
    root = ET.fromstring(text.encode("utf-8"))
    canvas = expect["canvas"]
    whole = renderer.render(text, None, [])
    if "error" in whole:
        return [f"Chromium: {whole['error']}"]
    if (whole["width"], whole["height"]) != (round(float(root.get("width"))), round(float(root.get("height")))):
        problems.append(f"rendered at {whole['width']}x{whole['height']}, not the document's size")
    # Probes per node: one per frame where the node is drawn.
    per_node = {}
    for index, frame in enumerate(expect["frames"]):
        ox, oy = frame["origin"]
        for node in frame["nodes"]:
            # Only the node's neighbourhood is read back: its bounds and 16 px around them, inside
            # the frame's panel (a shape or text drawn further off is not seen).
            bx, by, bw, bh = box_union(node["bounds"], node.get("textBox"))
            left, top = max(0, int(bx - 16)), max(0, int(by - 16))
            right, bottom = min(canvas[0], bx + bw + 16), min(canvas[1], by + bh + 16)
            if right - left < 1 or bottom - top < 1:
                continue
            panel = [int(ox) + left, int(oy) + top, int(right - left + 1), int(bottom - top + 1)]
            edges = expected_edges(node, frame["origin"], canvas)
            box = None if edges is None else [edges[0], edges[1], edges[2] - edges[0], edges[3] - edges[1]]
            nx, ny, nw, nh = node["bounds"]
            centre = [nx + nw / 2 + ox, ny + nh / 2 + oy]
            per_node.setdefault(node["id"], []).append(
                {"key": index, "panel": panel, "box": box, "centre": centre, "node": node, "edges": edges,
                 "frame": frame})
    anchors = text_anchors(root)
    for node_id in sorted(per_node, key=lambda n: int(n[1:])):
        probes = per_node[node_id]
        got = renderer.render(text, node_id, [{"key": p["key"], "panel": p["panel"], "box": p["box"],
                                               "centre": p["centre"]} for p in probes])
        if "error" in got:
            problems.append(f"{node_id}: Chromium: {got['error']}")
            continue
        for p, r in zip(probes, got["probes"]):
            node, edges = p["node"], p["edges"]
            key = f"frame {p['key']} (t = {p['frame']['t']:.3f} s) {node_id}"
            if node["kind"] == "text":
                check_text(node, p, r, key, problems, stats, canvas, anchors.get((p["key"], node_id)))
                continue
            measurable = edges is not None and edges[2] - edges[0] >= 2 and edges[3] - edges[1] >= 2
            if not measurable:
                continue
            if "bbox" not in r:
                problems.append(f"{key}: nothing drawn, expected {tuple(round(v, 2) for v in edges)}")
                continue
            st = stats.setdefault("shape", {"edge": 0.0, "colour": 0.0, "n": 0})
            if node["rotation"] % 90 != 0:
                bx, by, bw, bh = node["box"]
                area = bw * bh * node["scale"] ** 2
                if node.get("shape") in ("circle", "ellipse"):
                    area *= 3.141592653589793 / 4
                cx, cy, a = r["moments"]
                ox, oy = p["frame"]["origin"]
                err = max(abs(cx - (bx + bw / 2 + ox)), abs(cy - (by + bh / 2 + oy)), abs(a ** 0.5 - area ** 0.5))
                if node["clip"]:
                    continue   # a clipped, rotated node: its area is not the box's
            else:
                if "edges" not in r:
                    problems.append(f"{key}: no coverage along the box's centre lines")
                    continue
                # Edges measured along a line off the shape's centre (the centre is cut away) meet
                # a rounded outline early: compare only the edges the line measures exactly.
                cx, cy = p["centre"]
                pairs = list(zip(r["edges"], edges))
                if not edges[0] <= cx <= edges[2]:
                    pairs = [pairs[0], pairs[2]]
                if not edges[1] <= cy <= edges[3]:
                    pairs = [pairs[1], pairs[3]] if len(pairs) == 4 else []
                if not pairs:
                    continue
                err = max(abs(a - b) for a, b in pairs)
            st["n"] += 1
            if err > st["edge"]:
                st["edge"], st["where"] = err, f"{os.path.basename(path)} {key}"
            if err > EDGE_TOLERANCE:
                problems.append(f"{key}: edges {r.get('edges')} vs expected "
                                f"{tuple(round(v, 2) for v in edges)} (error {err:.2f} px)")
            fill = node["fill"]
            if fill and "centre" in r and r["centre"][3] == 255 and fill[3] >= 0.999:
                cerr = max(abs(c / 255 - e) for c, e in zip(r["centre"][:3], fill[:3]))
                st["colour"] = max(st["colour"], cerr)
                if cerr > COLOUR_TOLERANCE:
                    problems.append(f"{key}: colour {r['centre'][:3]} vs expected "
                                    f"{tuple(round(c * 255) for c in fill[:3])}")
    return problems


def text_anchors(root):
    """The `text-anchor` of each node's text in each frame, by (frame index, node id) (groups are
    `f<frame>-<node>`): a flying text's lines, and so their alignment, may change from frame to
    frame."""
    anchors = {}
    for g in root.iter(SVG + "g"):
        match = re.search(r"^f([0-9]+)-(n[0-9]+)$", g.get("id") or "")
        text = g.find(".//" + SVG + "text")
        if match and text is not None:
            anchors.setdefault((int(match.group(1)), match.group(2)), text.get("text-anchor", "start"))
    return anchors


def box_union(box, other):
    """The smallest box holding `box` and `other` ([x, y, w, h]; `other` may be None)."""
    if not other:
        return box
    x0, y0 = min(box[0], other[0]), min(box[1], other[1])
    x1, y1 = max(box[0] + box[2], other[0] + other[2]), max(box[1] + box[3], other[1] + other[3])
    return [x0, y0, x1 - x0, y1 - y0]


def check_text(node, p, r, key, problems, stats, canvas, anchor):
    ox, oy = p["frame"]["origin"]
    # A laid-out text's ink is its block of lines (`textBox`, centred on the frame at the font's
    # size), which may overflow a flying frame; its lines are aligned within that block.
    x, y, w, h = box_union(node["bounds"], node.get("textBox"))
    x0, y0, x1, y1 = x, y, x + w, y + h
    clipped = False
    # The frame's canvas clips like a clip.
    clips = [(0, 0, canvas[0], canvas[1])] + ([node["clip"]] if node["clip"] else [])
    for cx, cy, cw, ch in clips:
        clipped = clipped or cx > x0 or cy > y0 or cx + cw < x1 or cy + ch < y1
        x0, y0, x1, y1 = max(x0, cx), max(y0, cy), min(x1, cx + cw), min(y1, cy + ch)
    if x1 - x0 < 1 or y1 - y0 < 1:
        if r.get("ink"):
            problems.append(f"{key}: text drawn at {r['ink']} though its clip hides it")
        return
    ink = r.get("ink")
    if ink is None:
        if not clipped and node["opacity"] > 0:
            problems.append(f"{key}: no text drawn")
        return
    ink = (ink[0] - ox, ink[1] - oy, ink[2] - ox, ink[3] - oy)
    inside = (ink[0] >= x0 - TEXT_SLACK and ink[1] >= y0 - TEXT_SLACK and ink[2] <= x1 + TEXT_SLACK
              and ink[3] <= y1 + TEXT_SLACK)
    align = text_alignment.from_svg(anchor)
    ax, _, aw, _ = node.get("textBox") or node["bounds"]
    off = 0.0 if clipped or node["rotation"] % 360 != 0 else text_alignment.offset(ink, ax, aw, align)
    st = stats.setdefault("text", {"edge": 0.0, "n": 0})
    st["n"] += 1
    st["edge"] = max(st["edge"], off)
    if not inside or off > text_alignment.TOLERANCE:
        problems.append(f"{key}: ink {ink} not {align}-aligned inside the frame "
                        f"{[round(v, 2) for v in node['bounds']]}")


def main(argv):
    args = list(argv)
    chromium = "/usr/bin/chromium"
    if "--chromium" in args:
        i = args.index("--chromium")
        chromium = args[i + 1]
        del args[i:i + 2]
    render = "--no-render" not in args
    args = [a for a in args if a != "--no-render"]
    if len(args) != 1:
        print(__doc__)
        return 2
    directory = args[0]
    files = sorted(f for f in os.listdir(directory) if f.endswith(".svg"))
    renderer = Renderer(chromium) if render else None
    if renderer:
        print(f"Chromium {renderer.version}")
    failures, rendered, stats = 0, 0, {}
    try:
        for name in files:
            path = os.path.join(directory, name)
            problems = check(path)
            sidecar = path[:-4] + ".svg.expect.json"
            if renderer and not problems and os.path.exists(sidecar):
                with open(sidecar) as fp:
                    problems += check_render(path, json.load(fp), renderer, stats)
                rendered += 1
            print(("OK   " if not problems else "FAIL ") + name)
            for p in problems[:20]:
                print("  " + p)
            if len(problems) > 20:
                print(f"  … {len(problems) - 20} more")
            failures += bool(problems)
    finally:
        if renderer:
            renderer.close()
    if "shape" in stats:
        st = stats["shape"]
        print(f"svg render: {st['n']} shape measurements, max edge error {st['edge']:.3f} px "
              f"({st.get('where', '-')}), max colour error {st['colour'] * 255:.1f}/255")
    if "text" in stats:
        print(f"svg render: {stats['text']['n']} text measurements inside their frames, max horizontal "
              f"alignment offset {stats['text']['edge']:.2f} px")
    print(f"svg: {len(files)} files, {rendered} rendered against expectations, {failures} failures")
    if render and rendered == 0:
        return 1
    return 1 if failures or not files else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
