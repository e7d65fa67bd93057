#!/usr/bin/env python3
"""Third-party check of Matchcut's CSS output in a real browser (docs/exporters.md).

usage: check_css.py DIR [--chromium PATH]

For every scene page DIR/<preview>.html with expectation sidecars DIR/<preview>.<t>.expect.json
(written by the Swift test `exportForValidators`: the exact motion of `TransitionPlan.sample`),
loads the page in headless Chromium through the DevTools protocol over
`--remote-debugging-pipe` (Python standard library only, no network port), plays each
transition with `matchcut.play(id)`, pauses every animation and seeks it (`currentTime`) to each
sampled time, then compares per node:
- that exactly the expected nodes are shown (display and visibility);
- `getBoundingClientRect()` relative to the stage with the expected bounds, within 0.5 px;
- computed opacity within 0.01 and the computed colour within 2/255 per channel.
Exits 1 on any failure; prints the largest errors seen.
"""
import json
import os
import re
import shutil
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "browser"))
from cdp import Browser  # noqa: E402

RECT_TOLERANCE = 0.5
OPACITY_TOLERANCE = 0.01
COLOUR_TOLERANCE = 2.0   # in 8-bit units


MEASURE = """
(async (transition, times) => {
  matchcut.play(transition);
  const stage = document.querySelector('.mc-stage');
  for (const a of document.getAnimations()) a.pause();
  const s = stage.getBoundingClientRect();
  const out = [];
  for (const t of times) {
    for (const a of document.getAnimations()) a.currentTime = t;
    const nodes = {};
    for (const el of stage.querySelectorAll(':scope > .mc-node')) {
      const id = [...el.classList].find(c => /^mc-n[0-9]+$/.test(c)).slice(3);
      const cs = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      nodes[id] = {shown: cs.display !== 'none' && cs.visibility !== 'hidden',
                   x: r.x - s.x, y: r.y - s.y, w: r.width, h: r.height,
                   opacity: parseFloat(cs.opacity),
                   colour: el.classList.contains('mc-text') ? cs.color : cs.backgroundColor};
    }
    out.push(nodes);
  }
  return {count: document.getAnimations().length, samples: out};
})
"""


def parse_colour(text):
    """rgb()/rgba()/color(srgb …) → (r, g, b, a) in 8-bit units and 0…1 alpha."""
    nums = [float(v) for v in re.findall(r"-?[0-9.]+(?:e-?[0-9]+)?", text)]
    if text.startswith("color(srgb"):
        r, g, b = (v * 255 for v in nums[:3])
        return (r, g, b, nums[3] if len(nums) > 3 else 1.0)
    if len(nums) >= 3:
        return (nums[0], nums[1], nums[2], nums[3] if len(nums) > 3 else 1.0)
    return None


def element_bounds(node):
    """What getBoundingClientRect() reports: the element's border box after scale and rotation.
    That is the node's bounds, except for a rotated circle, whose bounds do not turn but whose
    square element does."""
    import math
    if node.get("shape") != "circle" or node["rotation"] % 90 == 0:
        return node["bounds"]
    x, y, w, h = node["box"]
    c, s = abs(math.cos(math.radians(node["rotation"]))), abs(math.sin(math.radians(node["rotation"])))
    hw, hh = w * abs(node["scale"]) / 2, h * abs(node["scale"]) / 2
    hw, hh = hw * c + hh * s, hw * s + hh * c
    return (x + w / 2 - hw, y + h / 2 - hh, 2 * hw, 2 * hh)


def main(argv):
    chromium = "/usr/bin/chromium"
    args = list(argv)
    if "--chromium" in args:
        i = args.index("--chromium")
        chromium = args[i + 1]
        del args[i:i + 2]
    if len(args) != 1:
        print(__doc__)
        return 2
    directory = os.path.abspath(args[0])
    pages = sorted(f for f in os.listdir(directory) if f.endswith(".html"))
    if not pages:
        print(f"FAIL: no pages in {directory}")
        return 1
    if not shutil.which(chromium) and not os.path.exists(chromium):
        print(f"FAIL: {chromium} not found (apt-get install chromium)")
        return 1
    failures, worst, checked = [], {"rect": 0.0, "opacity": 0.0, "colour": 0.0}, 0
    browser = Browser(chromium=chromium, flags=("--allow-file-access-from-files",), timeout=30)
    try:
        for page in pages:
            preview = page[:-5]
            sidecars = sorted(f for f in os.listdir(directory)
                              if f.startswith(preview + ".") and f.endswith(".expect.json")
                              and not f.endswith(".svg.expect.json"))
            expects = []
            for name in sidecars:
                with open(os.path.join(directory, name)) as fp:
                    e = json.load(fp)
                if e.get("preview") == preview:
                    expects.append((name, e))
            if not expects:
                continue
            width, height = expects[0][1]["canvas"]
            browser.resize(int(width) + 400, int(height))
            before = len(failures)
            for name, expect in expects:
                browser.navigate("file://" + os.path.join(directory, page))
                times = [s["t"] * 1000 for s in expect["samples"]]
                expr = f"({MEASURE})({json.dumps(expect['transition'])}, {json.dumps(times)})"
                try:
                    result = browser.evaluate(expr)
                except RuntimeError as error:
                    failures.append(f"{page} {expect['transition']}: script error {error}")
                    continue
                if result["count"] == 0:
                    failures.append(f"{page} {expect['transition']}: no animation runs")
                for sample, got in zip(expect["samples"], result["samples"]):
                    where = f"{page} {expect['transition']} t={sample['t'] * 1000:.1f}ms"
                    expected_ids = {n["id"] for n in sample["nodes"]}
                    for node_id, g in got.items():
                        if g["shown"] and node_id not in expected_ids:
                            failures.append(f"{where}: {node_id} is shown but should not be")
                    for node in sample["nodes"]:
                        g = got.get(node["id"])
                        if g is None or not g["shown"]:
                            failures.append(f"{where}: {node['id']} is not shown")
                            continue
                        checked += 1
                        bx, by, bw, bh = element_bounds(node)
                        err = max(abs(g["x"] - bx), abs(g["y"] - by), abs(g["w"] - bw), abs(g["h"] - bh))
                        if err > worst["rect"]:
                            worst["rect"], worst["where"] = err, f"{where} {node['id']}"
                        if err > RECT_TOLERANCE:
                            failures.append(f"{where}: {node['id']} rect "
                                            f"({g['x']:.3f}, {g['y']:.3f}, {g['w']:.3f}, {g['h']:.3f}) vs "
                                            f"({bx:.3f}, {by:.3f}, {bw:.3f}, {bh:.3f}) (error {err:.3f} px)")
                        oerr = abs(g["opacity"] - node["opacity"])
                        worst["opacity"] = max(worst["opacity"], oerr)
                        if oerr > OPACITY_TOLERANCE:
                            failures.append(f"{where}: {node['id']} opacity {g['opacity']} vs {node['opacity']}")
                        colour = parse_colour(g["colour"])
                        if node["fill"] and colour:
                            want = [c * 255 for c in node["fill"][:3]]
                            cerr = max(abs(a - b) for a, b in zip(colour[:3], want))
                            worst["colour"] = max(worst["colour"], cerr)
                            if cerr > COLOUR_TOLERANCE:
                                failures.append(f"{where}: {node['id']} colour {g['colour']} vs "
                                                f"{tuple(round(c) for c in want)}")
            print(("OK   " if len(failures) == before else "FAIL ") + page
                  + f" ({len(expects)} transitions)")
    finally:
        browser.close()
    for f in failures:
        print("  " + f)
    print(f"css: {checked} node samples, max rect error {worst['rect']:.4f} px ({worst.get('where', '-')}), max opacity error "
          f"{worst['opacity']:.4f}, max colour error {worst['colour']:.2f}/255, {len(failures)} failures")
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
