#!/usr/bin/env python3
"""Third-party checks of Matchcut's Lottie output (docs/exporters.md).

usage: check_lottie.py DIR [--lottie-web lottie.js]

For every Lottie file DIR/*.json (not *.expect.json):
1. Validates it against the official Lottie 1.0 JSON Schema from the `lottie-specs` PyPI
   package, in a strict variant: the schema's forward-compatible `unknown-layer` and
   `unknown-shape` branches are removed, so a layer or shape type the spec does not define is an
   error. Lottie 1.0 has no text layer; the one exception admitted is a text layer (`ty` 5),
   checked as a visual layer with text data (every player reads it, see docs/exporters.md).
2. When the sidecar DIR/<name>.expect.json exists (written by the Swift test
   `exportForValidators`, the exact motion from `TransitionPlan.sample(at:)`), renders every
   sampled frame with rlottie (rlottie-python), ThorVG (thorvg-python; both are required) and, with
   --lottie-web, lottie-web in headless Chromium (colours not checked there), one shape layer
   at a time, and compares what was drawn with the expectation:
   - the drawn box: left/right edges measured with sub-pixel precision from anti-aliased
     coverage along the box's centre row, top/bottom along its centre column (rotated nodes:
     the whole-pixel alpha bounding box), within 1 px;
   - the layer's opacity from the alpha in the box's centre, within 0.02;
   - the fill colour at the centre, within 4/255 per channel (when the node is opaque enough).
Exits 1 on any failure. Prints the largest errors seen per renderer.
"""
import copy
import json
import os
import sys
import tempfile

import jsonschema
from lottie_specs import load_specs

import text_alignment

EDGE_TOLERANCE = 1.0      # px (the task's gate)
OPACITY_TOLERANCE = 0.02
COLOUR_TOLERANCE = 4 / 255


def strict_schema():
    schema = load_specs()
    defs = schema["$defs"]
    for group, union in (("layers", "all-layers"), ("shapes", "all-graphic-elements")):
        one = defs[group][union]["oneOf"]
        defs[group][union]["oneOf"] = [r for r in one if "unknown-" not in r["$ref"]]
    # Lottie 1.0 defines no text layer; admit exactly the shape every player reads.
    defs["layers"]["text-layer"] = {
        "type": "object",
        "allOf": [
            {"$ref": "#/$defs/layers/visual-layer"},
            {
                "type": "object",
                "properties": {
                    "ty": {"const": 5},
                    "t": {
                        "type": "object",
                        "properties": {
                            "d": {
                                "type": "object",
                                "properties": {
                                    "k": {
                                        "type": "array",
                                        "minItems": 1,
                                        "items": {
                                            "type": "object",
                                            "properties": {
                                                "t": {"type": "number"},
                                                "s": {
                                                    "type": "object",
                                                    "properties": {
                                                        "s": {"type": "number", "exclusiveMinimum": 0},
                                                        "f": {"type": "string"},
                                                        "t": {"type": "string"},
                                                        "j": {"enum": [0, 1, 2]},
                                                        "lh": {"type": "number"},
                                                        "fc": {"$ref": "#/$defs/values/color"},
                                                    },
                                                    "required": ["s", "f", "t", "fc"],
                                                },
                                            },
                                            "required": ["t", "s"],
                                        },
                                    }
                                },
                                "required": ["k"],
                            }
                        },
                        "required": ["d"],
                    },
                },
                "required": ["ty", "t"],
            },
        ],
    }
    defs["layers"]["all-layers"]["oneOf"].append({"$ref": "#/$defs/layers/text-layer"})
    return schema


def leaf_errors(err):
    """oneOf errors are vague: descend into the branches whose discriminator matched."""
    if not err.context:
        return [err]
    branches = {}
    for sub in err.context:
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)

    def discriminator_miss(subs):
        return any(s.validator in ("const", "not", "enum", "type") and len(s.relative_path) == 1
                   and s.relative_path[0] in ("ty", "a") for s in subs)
    keep = [subs for subs in branches.values() if not discriminator_miss(subs)] or list(branches.values())
    out = []
    for subs in keep:
        for sub in subs:
            out += leaf_errors(sub)
    return out


def validate(validator, doc, path, failures, fast=None):
    # jsonschema-rs (a second implementation, same verdicts on this schema: validators.md §1.1)
    # is ~100× faster; python-jsonschema runs only to explain a file it rejects.
    errors = [] if fast is not None and fast.is_valid(doc) else list(validator.iter_errors(doc))
    # Text layers must also declare their font in the font list.
    names = {f.get("fName") for f in doc.get("fonts", {}).get("list", [])}
    for i, layer in enumerate(doc.get("layers", [])):
        for key in ("st", "ks", "ip", "op"):
            if key not in layer:
                failures.append(f"{path}: layer {i} has no '{key}' (players need it)")
        if layer.get("ty") == 5:
            for k in layer["t"]["d"]["k"]:
                if k["s"]["f"] not in names:
                    failures.append(f"{path}: layer {i} font {k['s']['f']} is not in fonts.list")
    if "v" not in doc:
        failures.append(f"{path}: no top-level 'v' (rlottie refuses the file)")
    if not errors:
        return
    for e in errors:
        leaves = leaf_errors(e)
        depth = max(len(l.absolute_path) for l in leaves)
        for l in leaves:
            if len(l.absolute_path) == depth:
                failures.append(f"{path}: /{'/'.join(map(str, l.absolute_path))}: {l.message[:200]}")


# ---------------------------------------------------------------------------------------------
# Rendering

class HandleRenderer:
    """A player that opens a file once (`open` returns a handle with `render(frame)` and
    `close()`); `render(path, frame)` is one frame of a file opened for it alone."""

    def render(self, path, frame):
        handle = self.open(path)
        try:
            return handle.render(frame)
        finally:
            handle.close()


class Rlottie(HandleRenderer):
    name = "rlottie"
    black = False   # renders alpha: the layer keeps its own colour

    def __init__(self):
        from rlottie_python import LottieAnimation
        self.cls = LottieAnimation

    def open(self, path):
        from PIL import Image
        anim = self.cls.from_file(path)

        class Handle:
            def render(self, frame):
                img = anim.render_pillow_frame(frame_num=int(frame))
                # rlottie returns premultiplied pixels labelled RGBA.
                return Image.frombytes("RGBa", img.size, img.tobytes()).convert("RGBA")

            def close(self):
                anim.lottie_animation_destroy()
        return Handle()


class ThorVG(HandleRenderer):
    name = "thorvg"
    black = False

    def __init__(self):
        import thorvg_python as tvg
        self.tvg = tvg
        self.engine = tvg.Engine(threads=1)

    def open(self, path):
        tvg = self.tvg
        canvas = tvg.SwCanvas(self.engine)
        anim = tvg.LottieAnimation(self.engine)
        pic = anim.get_picture()
        if pic.load(path) != tvg.Result.SUCCESS:
            raise RuntimeError("thorvg failed to load " + path)
        _, w, h = pic.get_size()
        canvas.set_target(int(w), int(h), cs=tvg.Colorspace.ABGR8888S)
        canvas.add(pic)

        class Handle:
            def render(self, frame):
                anim.set_frame(float(frame))
                canvas.update()
                canvas.draw(True)
                canvas.sync()
                return canvas.get_pillow().convert("RGBA")

            def close(self):
                canvas.destroy()
        return Handle()


class LottieWeb:
    """lottie-web (the reference web player) in headless Chromium over the DevTools pipe
    (Tests/browser/cdp.py).

    Screenshots have no alpha: the layer is drawn in black over white, and coverage is read back
    as 255 minus the red channel (so colours are not checked with this renderer)."""
    name = "lottie-web"
    black = True

    def __init__(self, script, chromium="/usr/bin/chromium"):
        import io
        sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "browser"))
        from cdp import Browser
        from PIL import Image
        self.io, self.Image = io, Image
        self.dir = tempfile.mkdtemp(prefix="mc-lottieweb-")
        with open(script, "rb") as src, open(os.path.join(self.dir, "lottie.js"), "wb") as dst:
            dst.write(src.read())
        with open(os.path.join(self.dir, "player.html"), "w") as fp:
            fp.write("<!doctype html><html><head><style>html,body{margin:0;background:#fff}</style>"
                     "<script src=\"lottie.js\"></script></head><body><div id=\"c\"></div></body></html>")
        self.browser = Browser(chromium=chromium, flags=("--allow-file-access-from-files",), timeout=30)
        self.browser.navigate("file://" + os.path.join(self.dir, "player.html"))
        self.version = self.browser.evaluate("lottie.version")
        self.size = None

    def load(self, path):
        """Loads `path` once for `frame(n)` calls."""
        with open(path) as fp:
            data = fp.read()
        doc = json.loads(data)
        w, h = doc["w"], doc["h"]
        if self.size != (w, h):
            self.browser.resize(w, h)
            self.browser.evaluate(f"document.getElementById('c').style.cssText = 'width:{w}px;height:{h}px'")
            self.size = (w, h)
        self.browser.evaluate(f"""(() => {{
            const old = document.getElementById('c'), c = old.cloneNode(false);
            old.replaceWith(c);
            window.anim = lottie.loadAnimation({{container: c, renderer: 'svg',
                loop: false, autoplay: false, animationData: {data}}});
            return true; }})()""")

    def frame(self, frame, region=None):
        """The loaded animation at `frame`: the whole canvas, or only `region` (x0, y0, x1, y1),
        pasted at its place on an empty canvas (a smaller screenshot is much faster)."""
        w, h = self.size
        x0, y0, x1, y1 = region or (0, 0, w, h)
        x0, y0 = max(0, int(x0)), max(0, int(y0))
        x1, y1 = min(w, int(x1 + 1)), min(h, int(y1 + 1))
        # The SVG renderer draws synchronously in goToAndStop; the screenshot takes a new frame.
        self.browser.evaluate(f"window.anim.goToAndStop({float(frame)}, true); true")
        out = self.Image.new("RGBA", (w, h), (0, 0, 0, 0))
        if x1 <= x0 or y1 <= y0:
            return out
        shot = self.browser.screenshot({"x": x0, "y": y0, "width": x1 - x0, "height": y1 - y0},
                                       beyond_viewport=False)
        img = self.Image.open(self.io.BytesIO(shot)).convert("RGB")
        alpha = img.getchannel("R").point(lambda v: 255 - v)
        part = self.Image.new("RGB", img.size, (0, 0, 0)).convert("RGBA")
        part.putalpha(alpha)
        out.paste(part, (x0, y0))
        return out

    def render(self, path, frame):
        """One whole frame of `path`."""
        self.load(path)
        return self.frame(frame)

    def close(self):
        self.browser.close()


def renderers(lottie_web=None):
    out = []
    for cls in (Rlottie, ThorVG):
        try:
            out.append(cls())
        except Exception as exc:  # an optional renderer that is not installed
            print(f"note: {cls.name} not available ({exc})")
    if lottie_web:
        tool = LottieWeb(lottie_web)
        print(f"lottie-web {tool.version}")
        out.append(tool)
    return out


def single_layer(doc, layer, opaque, black=False):
    """A copy of `doc` with only `layer`; with `opaque`, layer and fill opacity forced to 100;
    with `black`, the fill is black."""
    d = copy.deepcopy(doc)
    lay = copy.deepcopy(layer)
    if opaque:
        lay["ks"]["o"] = {"a": 0, "k": 100}
    for group in lay.get("shapes", []):
        for item in group.get("it", []):
            if item.get("ty") == "fl":
                item["o"] = {"a": 0, "k": 100}
                if black:
                    item["c"] = {"a": 0, "k": [0, 0, 0, 1]}
    if black and lay.get("ty") == 5:
        for key in lay["t"]["d"]["k"]:
            key["s"]["fc"] = [0, 0, 0]
    d["layers"] = [lay]
    return d


def measure_edges(img, box, rotated):
    """Drawn edges (left, top, right, bottom) of the shape in `img`, sub-pixel where possible."""
    alpha = img.getchannel("A")
    w, h = img.size
    bbox = alpha.getbbox()
    if bbox is None:
        return None
    if rotated:
        return ("moments",) + moments(alpha)
    x, y, bw, bh = box
    row = min(h - 1, max(0, int(y + bh / 2)))
    col = min(w - 1, max(0, int(x + bw / 2)))
    px = alpha.load()
    full = max(px[col, row], 1)
    xs = [i for i in range(w) if px[i, row] > 0]
    ys = [j for j in range(h) if px[col, j] > 0]
    if not xs or not ys:
        return bbox
    left = xs[0] + 1 - px[xs[0], row] / full
    right = xs[-1] + px[xs[-1], row] / full
    top = ys[0] + 1 - px[col, ys[0]] / full
    bottom = ys[-1] + px[col, ys[-1]] / full
    return (left, top, right, bottom)


def moments(alpha):
    """Coverage-weighted centre and area of the drawn shape (sub-pixel, rotation-proof)."""
    w, h = alpha.size
    px = alpha.load()
    total = sx = sy = 0.0
    x0, y0, x1, y1 = alpha.getbbox()
    for j in range(y0, y1):
        for i in range(x0, x1):
            a = px[i, j]
            if a:
                total += a
                sx += a * (i + 0.5)
                sy += a * (j + 0.5)
    full = 255.0
    return (sx / total, sy / total, total / full)


def expected_edges(node, width, height):
    x, y, w, h = node["bounds"]
    x0, y0, x1, y1 = x, y, x + w, y + h
    if node["clip"]:
        cx, cy, cw, ch = node["clip"]
        x0, y0, x1, y1 = max(x0, cx), max(y0, cy), min(x1, cx + cw), min(y1, cy + ch)
    x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, width), min(y1, height)
    if x1 - x0 <= 0 or y1 - y0 <= 0:
        return None
    return (x0, y0, x1, y1)


def union(box, other):
    """The smallest box holding `box` and `other` ([x, y, w, h]; `other` may be None)."""
    if not other:
        return box
    x0, y0 = min(box[0], other[0]), min(box[1], other[1])
    x1, y1 = max(box[0] + box[2], other[0] + other[2]), max(box[1] + box[3], other[1] + other[3])
    return [x0, y0, x1 - x0, y1 - y0]


def check_text(doc, layer, samples, tools, tmp, path, failures, stats):
    """Text layers (lottie-web only: rlottie has no text, ThorVG needs the font loaded by the
    host): in every sampled frame, the ink of the text, drawn in black, must lie inside the
    node's frame and clip (2 px slack for glyph overhang) and, unless the clip cuts the frame, sit
    at the frame's left edge, centre or right edge as the layer justifies its lines
    (text_alignment.py), within 1.5 px."""
    web = [t for t in tools if t.name == "lottie-web"]
    if not web:
        return
    file = os.path.join(tmp, f"text-{layer['nm']}-{layer['ind']}.json")
    with open(file, "w") as fp:
        json.dump(single_layer(doc, layer, opaque=True, black=True), fp)
    web[0].load(file)
    # Three frames per transition (the first, the middle and the last sampled), each read back
    # around the node's frame (16 px of margin: ink further off is not seen).
    if len(samples) > 3:
        samples = [samples[0], samples[len(samples) // 2], samples[-1]]
    for frame, node in samples:
        if node["opacity"] <= 0:
            continue
        # A laid-out text's ink is its block of lines (`textBox`, centred on the frame at the
        # font's size), which may overflow a flying frame: look around both.
        bx, by, bw, bh = union(node["bounds"], node.get("textBox"))
        img = web[0].frame(frame, (bx - 16, by - 16, bx + bw + 16, by + bh + 16))
        ink = img.getchannel("A").point(lambda v: 255 if v > 64 else 0).getbbox()
        key = f"{path} lottie-web frame {frame} {node['id']} (text)"
        x, y, w, h = union(node["bounds"], node.get("textBox"))
        x0, y0, x1, y1 = x, y, x + w, y + h
        clipped = False
        # The composition's canvas clips like a clip (scrolled content lies off it).
        clips = [(0, 0, doc["w"], doc["h"])] + ([node["clip"]] if node["clip"] else [])
        for cx, cy, cw, ch in clips:
            clipped = clipped or cx > x0 or cy > y0 or cx + cw < x1 or cy + ch < y1
            x0, y0, x1, y1 = max(x0, cx), max(y0, cy), min(x1, cx + cw), min(y1, cy + ch)
        if x1 - x0 < 1 or y1 - y0 < 1:
            # Clipped away entirely: nothing may be drawn.
            if ink is not None:
                failures.append(f"{key}: text drawn at {ink} though its clip hides it")
            continue
        if ink is None:
            if not clipped:
                failures.append(f"{key}: no text drawn")
            continue
        slack = 2
        inside = ink[0] >= x0 - slack and ink[1] >= y0 - slack and ink[2] <= x1 + slack and ink[3] <= y1 + slack
        # A clip that cuts the frame cuts the text too: then only containment is checked.
        align = text_alignment.from_lottie(layer)
        # The lines are justified in their block; the block is centred on the frame.
        ax, _, aw, _ = node.get("textBox") or node["bounds"]
        off = 0.0 if clipped else text_alignment.offset(ink, ax, aw, align)
        st = stats.setdefault("lottie-web text", {"edge": 0.0, "opacity": 0.0, "colour": 0.0, "n": 0})
        if off > st["edge"]:
            st["edge"], st["where"] = off, key
        st["n"] += 1
        if not inside or off > text_alignment.TOLERANCE:
            failures.append(f"{key}: ink {ink} not {align}-aligned inside the frame "
                            f"{[round(v, 2) for v in node['bounds']]}")


def fractional_probe(tools, failures):
    """Matchcut writes keyframe times as t·fr without rounding. Check that every renderer
    interpolates a keyframe at frame 10.5: a 20 px square moving linearly from centre x 20 (frame
    0) to 230 (frame 10.5) must be centred at 220 at frame 10 (230 if the time were rounded down,
    210.9 if up)."""
    doc = {"v": "5.7.0", "fr": 60, "ip": 0, "op": 30, "w": 300, "h": 100, "ddd": 0, "layers": [
        {"ddd": 0, "ind": 1, "ty": 4, "nm": "probe", "sr": 1, "ip": 0, "op": 30, "st": 0, "ao": 0,
         "ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
                "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}},
         "shapes": [{"ty": "gr", "it": [
             {"ty": "rc", "d": 1, "p": {"a": 1, "k": [
                 {"t": 0, "s": [20, 50], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
                 {"t": 10.5, "s": [230, 50]}]}, "s": {"a": 0, "k": [20, 20]}, "r": {"a": 0, "k": 0}},
             {"ty": "fl", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}},
             {"ty": "tr", "a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
              "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]}]}
    with tempfile.TemporaryDirectory(prefix="mc-probe-") as tmp:
        path = os.path.join(tmp, "probe.json")
        with open(path, "w") as fp:
            json.dump(doc, fp)
        for tool in tools:
            edges = measure_edges(tool.render(path, 10), (200, 40, 40, 20), False)
            centre = None if edges is None else (edges[0] + edges[2]) / 2
            ok = centre is not None and abs(centre - 220) <= 0.5
            print(f"{tool.name}: fractional keyframe time {'honoured' if ok else 'NOT honoured'} "
                  f"(centre {centre if centre is None else round(centre, 2)}, expected 220)")
            if not ok:
                failures.append(f"{tool.name} does not interpolate a keyframe at a fractional frame")


def check_render(doc, expect, path, tools, failures, stats):
    """Renders each layer alone, loaded once per renderer, at every sampled frame."""
    # A text whose lines change mid-transition is one text layer per line step, all named by
    # the node, each shown over its own span (ip … op): a node is drawn when one of them is.
    layers_of = {}
    for layer in doc["layers"]:
        layers_of.setdefault(layer.get("nm"), []).append(layer)
    by_name = {name: group[0] for name, group in layers_of.items()}
    width, height = doc["w"], doc["h"]
    shape_tools = [t for t in tools if t.name != "lottie-web"]
    per_layer = {}
    for sample in expect["samples"]:
        frame = sample["frame"]
        if frame >= doc["op"]:
            failures.append(f"{path}: sample frame {frame} is not before op {doc['op']}")
            continue
        drawn_ids = {n["id"] for n in sample["nodes"]}
        # Every layer must be drawn exactly when the expectation draws its node.
        for name, group in layers_of.items():
            visible = any(layer["ip"] <= frame < layer["op"] for layer in group)
            if visible != (name in drawn_ids):
                failures.append(f"{path} frame {frame}: layer {name} visible={visible}, expected "
                                f"{name in drawn_ids}")
        for node in sample["nodes"]:
            if node["id"] in by_name:
                per_layer.setdefault(node["id"], []).append((frame, node))
    with tempfile.TemporaryDirectory(prefix="mc-lottie-") as tmp:
        for name in sorted(per_layer, key=lambda n: int(n[1:]) if n[1:].isdigit() else 0):
            layer, samples = by_name[name], per_layer[name]
            if layer.get("ty") == 5:
                for step in layers_of[name]:
                    shown = [(f, n) for f, n in samples if step["ip"] <= f < step["op"]]
                    if shown:
                        check_text(doc, step, shown, tools, tmp, path, failures, stats)
                continue
            if layer.get("ty") != 4:
                continue
            # As drawn (opacity and colour checked at the centre, edges normalised by the
            # centre's coverage) and, where the node is faint, forced opaque for the edges.
            files = {}
            for variant in ("as-is", "opaque"):
                if variant == "opaque" and all(n["opacity"] >= 0.5 for _, n in samples):
                    continue
                files[variant] = os.path.join(tmp, f"{name}-{variant}.json")
                with open(files[variant], "w") as fp:
                    json.dump(single_layer(doc, layer, opaque=(variant == "opaque")), fp)
            for tool in shape_tools:
                handles = {v: tool.open(f) for v, f in files.items()}
                for frame, node in samples:
                    key = f"{path} {tool.name} frame {frame} {node['id']}"
                    measure_node(handles, frame, node, width, height, tool, key, failures, stats)
                for h in handles.values():
                    h.close()


def measure_node(handles, frame, node, width, height, tool, key, failures, stats):
    edges = expected_edges(node, width, height)
    if edges is None or (edges[2] - edges[0]) < 2 or (edges[3] - edges[1]) < 2:
        return
    st = stats.setdefault(tool.name, {"edge": 0.0, "opacity": 0.0, "colour": 0.0, "n": 0})
    img = handles["as-is"].render(frame)
    cx = int((edges[0] + edges[2]) / 2)
    cy = int((edges[1] + edges[3]) / 2)
    r, g, b, a = img.getpixel((cx, cy))
    opacity = a / 255
    err = abs(opacity - node["opacity"])
    st["opacity"] = max(st["opacity"], err)
    if err > OPACITY_TOLERANCE:
        failures.append(f"{key}: opacity {opacity:.3f} vs expected {node['opacity']:.3f}")
    if node["fill"] and node["opacity"] > 0.25:
        want = node["fill"][:3]
        cerr = max(abs(c / 255 - e) for c, e in zip((r, g, b), want))
        st["colour"] = max(st["colour"], cerr)
        # Un-premultiplying a faint pixel loses precision: scale the gate.
        if cerr > COLOUR_TOLERANCE / min(1, node["opacity"]):
            failures.append(f"{key}: colour {(r, g, b)} vs expected {tuple(round(c * 255) for c in want)}")
    if node["opacity"] < 0.5:
        if "opaque" not in handles or node["opacity"] <= 0:
            return
        img = handles["opaque"].render(frame)
    rotated = (node["rotation"] % 90) != 0
    # Measure along the row and column through the shape's own centre (the straight part of a
    # rounded outline) or, when the canvas or a clip cuts the centre away, through the visible
    # part's centre, comparing only the edges that line meets exactly.
    bx, by, bw, bh = node["bounds"]
    cx, cy = bx + bw / 2, by + bh / 2
    inside_x, inside_y = edges[0] <= cx <= edges[2], edges[1] <= cy <= edges[3]
    mx = cx if inside_x else (edges[0] + edges[2]) / 2
    my = cy if inside_y else (edges[1] + edges[3]) / 2
    got = measure_edges(img, (mx, my, 0, 0), rotated)
    if got is None:
        failures.append(f"{key}: nothing drawn, expected {edges}")
        return
    if got[0] == "moments":
        # A rotated node: compare the coverage centre with the box's centre and the square root
        # of the area with the box's (coverage normalised by the opacity drawn).
        bx, by, bw, bh = node["box"]
        area = bw * bh * node["scale"] ** 2
        if node.get("shape") in ("circle", "ellipse"):
            area *= 3.141592653589793 / 4
        drawn_opacity = 1.0 if node["opacity"] < 0.5 else max(opacity, 1e-3)
        err = max(abs(got[1] - (bx + bw / 2)), abs(got[2] - (by + bh / 2)),
                  abs((got[3] / drawn_opacity) ** 0.5 - area ** 0.5))
        got = got[1:]
        want = (bx + bw / 2, by + bh / 2, area)
    else:
        pairs = [(got[i], edges[i]) for i in range(4)
                 if (i in (0, 2) and inside_y) or (i in (1, 3) and inside_x)]
        if not pairs:
            return
        err = max(abs(u - v) for u, v in pairs)
        want = edges
    if err > st["edge"]:
        st["edge"], st["where"] = err, key
    st["n"] += 1
    if err > EDGE_TOLERANCE:
        failures.append(f"{key}: edges {tuple(round(v, 2) for v in got)} vs expected "
                        f"{tuple(round(v, 2) for v in want)} (error {err:.2f} px)")


def main(argv):
    args = list(argv)
    lottie_web = None
    if "--lottie-web" in args:
        i = args.index("--lottie-web")
        lottie_web = args[i + 1]
        del args[i:i + 2]
    if len(args) != 1:
        print(__doc__)
        return 2
    directory = args[0]
    files = sorted(f for f in os.listdir(directory) if f.endswith(".json") and not f.endswith(".expect.json"))
    if not files:
        print(f"FAIL: no Lottie files in {directory}")
        return 1
    schema = strict_schema()
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    validator = cls(schema)
    try:
        import jsonschema_rs
        fast = jsonschema_rs.validator_for(schema)
    except ImportError:
        fast = None
        print("note: jsonschema-rs not installed; validating with python-jsonschema only (slower)")
    tools = renderers(lottie_web)
    # Issue #7 asks for two independent players; a missing one is a failure, not a skipped check.
    missing = [n for n in ("rlottie", "thorvg") if n not in {t.name for t in tools}]
    if missing:
        print("FAIL: renderer not available: " + ", ".join(missing) + " (pip install rlottie-python thorvg-python)")
        return 1
    failures, stats, checked = [], {}, 0
    fractional_probe(tools, failures)
    for name in files:
        path = os.path.join(directory, name)
        with open(path) as fp:
            doc = json.load(fp)
        before = len(failures)
        validate(validator, doc, name, failures, fast)
        sidecar = os.path.join(directory, name[:-5] + ".expect.json")
        if os.path.exists(sidecar):
            with open(sidecar) as fp:
                expect = json.load(fp)
            check_render(doc, expect, name, tools, failures, stats)
            checked += 1
        print(("OK   " if len(failures) == before else "FAIL ") + name)
    for tool in tools:
        if hasattr(tool, "close"):
            tool.close()
    for f in failures:
        print("  " + f)
    for tool, st in sorted(stats.items()):
        if tool.endswith(" text"):
            print(f"{tool}: {st['n']} text layer samples inside their frames, max horizontal alignment offset "
                  f"{st['edge']:.2f} px ({st.get('where', '-')})")
            continue
        print(f"{tool}: {st['n']} shape measurements, max edge error {st['edge']:.3f} px "
              f"({st.get('where', '-')}), max opacity error {st['opacity']:.4f}, "
              f"max colour error {st['colour'] * 255:.1f}/255")
    print(f"lottie: {len(files)} files, {checked} rendered against expectations, {len(failures)} failures")
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
