#!/usr/bin/env python3
"""Checks the gallery site in a real browser (headless Chromium over CDP, Python stdlib only).

usage: check_gallery.py SITE_DIR --matchcut BIN [--times N] [--jobs N]

For every transition of every scene page in SITE_DIR, at N (default 6) times from 0 to the
transition's duration, every node element's getBoundingClientRect() (relative to the stage) must
equal `matchcut sample SRC --preview P --transition ID --at T --json`'s frame within 0.5 px
(scale and rotation applied about the centre) and its computed opacity within 0.01; nodes the
sample does not draw must not be drawn; after the transition every text is drawn at the sample's
font size and weight; a text with `lines` shows exactly those lines (at rest layout's, in flight
its step's), each one line box. In live mode, a click on a tap trigger of the initial
state must move the page to that edge's `to` state; a second tap mid-flight (when the new state
has one) must retarget and come to rest on its `to` state's frames. Any console error or
warning, uncaught exception or log error fails the check. Exit status 1 on any failure.
"""
import argparse
import concurrent.futures
import json
import math
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "browser"))
from cdp import Browser  # noqa: E402

PX_TOLERANCE = 0.5
OPACITY_TOLERANCE = 0.01
FONT_WEIGHTS = {"ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
                "semibold": 600, "bold": 700, "heavy": 800, "black": 900}

MEASURE_JS = r"""
(() => {
  const stage = document.getElementById('stage').getBoundingClientRect();
  const out = {};
  for (const n of matchcut.scene.nodes) {
    const el = matchcut.node(n.id);
    if (!el) continue;
    const wrap = el.parentElement;
    const cs = getComputedStyle(el);
    const drawn = getComputedStyle(wrap).display !== 'none' && cs.visibility !== 'hidden';
    const r = el.getBoundingClientRect();
    out[n.id] = {drawn, x: r.x - stage.x, y: r.y - stage.y, w: r.width, h: r.height,
                 opacity: parseFloat(cs.opacity), z: Number(wrap.style.zIndex),
                 fontSize: parseFloat(cs.fontSize), fontWeight: Number(cs.fontWeight)};
    if (n.kind === 'text') {
      // The blocks of lines shown now, and how many line boxes the browser made of each (its
      // layout height over the line height: a line it wrapped again would add one).
      const shown = [...el.querySelectorAll(':scope > .lines')]
        .filter((b) => getComputedStyle(b).visibility !== 'hidden');
      out[n.id].blocks = shown.map((b) => ({
        // An inline symbol is drawn as a placeholder span carrying its name: read back as the
        // `[name]` of the timeline's lines.
        lines: [...b.childNodes].map((c) => c.nodeType === 3 ? c.textContent :
          (c.dataset && c.dataset.symbol ? '[' + c.dataset.symbol + ']' : c.textContent)).join('').split('\n'),
        boxes: Math.round(b.offsetHeight / parseFloat(getComputedStyle(b).lineHeight)),
      }));
    }
  }
  return out;
})()
"""


def scene_pages(site):
    pages = []
    for name in sorted(os.listdir(site)):
        if not name.endswith(".html") or name == "index.html":
            continue
        text = open(os.path.join(site, name), encoding="utf-8").read()
        m = re.search(r'<script type="application/json" id="timeline">(.*?)</script>', text, re.S)
        if not m:
            raise SystemExit(f"{name}: no embedded timeline")
        doc = json.loads(m.group(1))
        pages.append((name, doc))
    return pages


def sample_times(duration, count):
    if not duration or duration <= 0:
        return [0.0, 0.05]  # an instant change: already at the end at 0
    # Away from keyframe times on purpose (fractions no fitted keyframe is likely to hit), and
    # one time after the end, when removed nodes are gone (the duration itself is rounded to
    # 6 decimals in the timeline, so "exactly at the end" is ambiguous by design).
    fractions = [0.0, 0.037, 0.113, 0.29, 0.47, 0.71, 0.93]
    if count - 1 < len(fractions):
        step = (len(fractions) - 1) / max(count - 2, 1)
        fractions = sorted({fractions[round(i * step)] for i in range(count - 1)})
    return [round(duration * f, 6) for f in fractions] + [round(duration + 0.05, 6)]


def run_sample(matchcut, source, preview, transition, t):
    out = subprocess.run(
        [matchcut, "sample", source, "--preview", preview, "--transition", transition,
         "--at", repr(t), "--json"], capture_output=True, text=True, timeout=120)
    if out.returncode != 0:
        raise RuntimeError(f"matchcut sample {source} {transition} {t}: {out.stderr.strip()}")
    return json.loads(out.stdout)


def expected_box(node):
    x, y, w, h = node["frame"]
    s = node.get("scale", 1)
    a = math.radians(node.get("rotation", 0))
    cx, cy = x + w / 2, y + h / 2
    hw = (abs(w * math.cos(a)) + abs(h * math.sin(a))) * abs(s) / 2
    hh = (abs(w * math.sin(a)) + abs(h * math.cos(a))) * abs(s) / 2
    return cx - hw, cy - hh, 2 * hw, 2 * hh


class Stats:
    def __init__(self):
        self.checks = 0
        self.max_px = 0.0
        self.max_px_where = ""
        self.max_opacity = 0.0
        self.max_opacity_where = ""
        self.failures = []
        self.clamped = 0
        self.text_checks = 0
        self.max_lines = 0

    def fail(self, message):
        self.failures.append(message)
        if len(self.failures) <= 60:
            print("FAIL " + message, flush=True)


def check_geometry(browser, stats, page, doc, expected_by_key, times_by_edge):
    scene = doc["scenes"][0]
    for edge in scene["transitions"]:
        browser.evaluate(f"matchcut.load({json.dumps(edge['id'])})")
        for t in times_by_edge[edge["id"]]:
            browser.evaluate(f"matchcut.seek({t})")
            seen = browser.evaluate(MEASURE_JS)
            expected = expected_by_key[(edge["id"], t)]
            where = f"{page} {edge['id']} t={t}"
            drawn = set()
            for node in expected["nodes"]:
                drawn.add(node["id"])
                got = seen.get(node["id"])
                if not got or not got["drawn"]:
                    stats.fail(f"{where} {node['id']}: should be drawn")
                    continue
                box = expected_box(node)
                err = max(abs(got["x"] - box[0]), abs(got["y"] - box[1]),
                          abs(got["w"] - box[2]), abs(got["h"] - box[3]))
                stats.checks += 1
                if err > stats.max_px:
                    stats.max_px, stats.max_px_where = err, f"{where} {node['id']}"
                if err > PX_TOLERANCE:
                    stats.fail(f"{where} {node['id']}: rect {[round(got[k], 3) for k in 'xywh']} "
                               f"expected {[round(v, 3) for v in box]} (error {err:.3f} px)")
                # A spring may overshoot opacity past 1 or below 0 in the compiler's numbers;
                # what is drawn is clamped to [0, 1] (CSS Color 4 / Core Animation alike).
                want = min(max(node["opacity"], 0.0), 1.0)
                oerr = abs(got["opacity"] - want)
                stats.checks += 1
                if oerr > stats.max_opacity:
                    stats.max_opacity, stats.max_opacity_where = oerr, f"{where} {node['id']}"
                if oerr > OPACITY_TOLERANCE:
                    stats.fail(f"{where} {node['id']}: opacity {got['opacity']} expected {want}")
                if want != node["opacity"]:
                    stats.clamped += 1
                # At rest after the transition a text is drawn in its `to` state's font, which
                # the sample reports: size in points = CSS px, weight ultraLight … black = 100 … 900.
                if t > edge["duration"] and node.get("kind") == "text" and "font" in node:
                    font = node["font"]
                    weight = FONT_WEIGHTS.get(font.get("weight", "regular"), 400)
                    stats.checks += 1
                    if abs(got["fontSize"] - font["size"]) > 0.01 or got["fontWeight"] != weight:
                        stats.fail(f"{where} {node['id']}: font {got['fontSize']}px/{got['fontWeight']} "
                                   f"expected {font['size']}px/{weight}")
                # A laid-out text draws exactly the sample's lines (layout's, or its flight's step
                # at this time), each one line box: the browser wraps nothing again.
                if node.get("kind") == "text" and "lines" in node:
                    stats.checks += 1
                    stats.text_checks += 1
                    blocks = got.get("blocks") or []
                    want_lines = node["lines"]
                    if len(blocks) != 1:
                        stats.fail(f"{where} {node['id']}: {len(blocks)} blocks of lines shown, expected 1")
                    elif blocks[0]["lines"] != want_lines:
                        stats.fail(f"{where} {node['id']}: lines {blocks[0]['lines']} expected {want_lines}")
                    elif blocks[0]["boxes"] != len(want_lines):
                        stats.fail(f"{where} {node['id']}: {blocks[0]['boxes']} line boxes for "
                                   f"{len(want_lines)} lines {want_lines}")
                    if len(want_lines) > stats.max_lines:
                        stats.max_lines = len(want_lines)
                if got["z"] != node["order"]:
                    stats.fail(f"{where} {node['id']}: z-index {got['z']} expected order {node['order']}")
            for node_id, got in seen.items():
                if got["drawn"] and node_id not in drawn and got["opacity"] > 0.001:
                    stats.fail(f"{where} {node_id}: drawn (opacity {got['opacity']}) but not in sample")


def click_point(browser, node_id):
    """A point inside node_id's element and inside the stage and the viewport."""
    r = browser.evaluate(f"""(() => {{
      document.getElementById('stage').scrollIntoView({{block: 'start'}});
      const s = document.getElementById('stage').getBoundingClientRect();
      const e = matchcut.node({json.dumps(node_id)}).getBoundingClientRect();
      return {{s: [s.left, s.top, s.right, s.bottom], e: [e.left, e.top, e.right, e.bottom],
               vh: innerHeight}};
    }})()""")
    left = max(r["e"][0], r["s"][0]) + 1
    right = min(r["e"][2], r["s"][2]) - 1
    top = max(r["e"][1], r["s"][1]) + 1
    bottom = min(r["e"][3], r["s"][3], r["vh"]) - 1
    if left >= right or top >= bottom:
        return None
    return (left + right) / 2, (top + bottom) / 2


def topmost_tap(browser, state, x, y):
    """The tap edge the player should pick at (x, y): its trigger node is under the point and
    drawn highest."""
    return browser.evaluate(f"""(() => {{
      let best = null;
      for (const e of matchcut.scene.transitions) {{
        if (e.from !== {json.dumps(state)} || e.trigger.kind !== 'tap' || !e.trigger.node) continue;
        const el = matchcut.node(e.trigger.node);
        if (!el || getComputedStyle(el.parentElement).display === 'none') continue;
        const r = el.getBoundingClientRect();
        if ({x} < r.left || {x} > r.right || {y} < r.top || {y} > r.bottom) continue;
        const z = Number(el.parentElement.style.zIndex);
        if (!best || z > best.z) best = {{id: e.id, to: e.to, z}};
      }}
      return best;
    }})()""")


def wait_settled(browser, timeout=10):
    end = time.time() + timeout
    while time.time() < end:
        if browser.evaluate("document.getAnimations().every(a => a.playState !== 'running')"):
            return True
        time.sleep(0.05)
    return False


def check_rest(browser, stats, where, state):
    """Every node of `state` drawn at its resting frame; nothing else drawn."""
    seen = browser.evaluate(MEASURE_JS)
    ids = set()
    for node in state["nodes"]:
        ids.add(node["id"])
        got = seen.get(node["id"])
        if not got or not got["drawn"]:
            stats.fail(f"{where}: {node['id']} not drawn at rest")
            continue
        box = expected_box(node)
        err = max(abs(got["x"] - box[0]), abs(got["y"] - box[1]), abs(got["w"] - box[2]),
                  abs(got["h"] - box[3]))
        stats.checks += 1
        if err > PX_TOLERANCE:
            stats.fail(f"{where}: {node['id']} rests at {[round(got[k], 2) for k in 'xywh']}, "
                       f"state says {[round(v, 2) for v in box]}")
        if "lines" in node:
            blocks = got.get("blocks") or []
            stats.checks += 1
            stats.text_checks += 1
            if len(blocks) != 1 or blocks[0]["lines"] != node["lines"] or blocks[0]["boxes"] != len(node["lines"]):
                stats.fail(f"{where}: {node['id']} shows {blocks} at rest, state says lines {node['lines']}")
    for node_id, got in seen.items():
        if got["drawn"] and node_id not in ids and got["opacity"] > 0.001:
            stats.fail(f"{where}: {node_id} drawn at rest but not in {state['id']}")


def check_live(browser, stats, page, doc):
    scene = doc["scenes"][0]
    states = {s["id"]: s for s in scene["states"]}
    if not scene["states"]:
        return 0
    first = settle_appear(scene, scene["states"][0]["id"])  # live mode runs appear edges of s0
    taps = [e for e in scene["transitions"] if e["from"] == first and e["trigger"]["kind"] == "tap"]
    clicks = 0
    for edge in taps:
        browser.evaluate("matchcut.setLive(true); matchcut.setRate(2)")
        point = click_point(browser, edge["trigger"]["node"])
        if not point:
            continue
        pick = topmost_tap(browser, first, *point)
        if not pick or pick["id"] != edge["id"]:
            continue  # covered by another trigger; that edge gets its own turn
        browser.click(*point)
        clicks += 1
        stats.checks += 1
        got = browser.evaluate("matchcut.state")
        where = f"{page} live {edge['id']}"
        if got != edge["to"]:
            stats.fail(f"{where}: after a click on {edge['trigger']['node']} the state is {got}, "
                       f"expected {edge['to']}")
            continue
        # Mid-flight retarget: tap a trigger of the new state right away.
        second = [e for e in scene["transitions"] if e["from"] == edge["to"] and e["trigger"]["kind"] == "tap"]
        retargeted = None
        browser.evaluate("new Promise(r => setTimeout(r, 100))")
        browser.evaluate("matchcut.pause()")  # hold the mid-flight position while we aim
        for e2 in second:
            p2 = click_point(browser, e2["trigger"]["node"])
            if not p2:
                continue
            pick2 = topmost_tap(browser, edge["to"], *p2)
            if pick2 and pick2["id"] == e2["id"]:
                # The page's own pointer events at the same point: the first click above went
                # through real input; this one must land on the paused mid-flight frame exactly.
                browser.evaluate(f"""(() => {{
                  const stage = document.getElementById('stage');
                  const o = {{bubbles: true, clientX: {p2[0]}, clientY: {p2[1]}, pointerId: 1, isPrimary: true}};
                  stage.dispatchEvent(new PointerEvent('pointerdown', o));
                  stage.dispatchEvent(new PointerEvent('pointerup', o));
                }})()""")
                clicks += 1
                stats.checks += 1
                got2 = browser.evaluate("matchcut.state")
                if got2 != e2["to"]:
                    stats.fail(f"{where} then {e2['id']}: state {got2}, expected {e2['to']}")
                retargeted = e2
                break
        browser.evaluate("matchcut.play()")
        # A state that waits on a timer moves on by itself (the player fires it after its delay).
        final = settle_timers(scene, retargeted["to"] if retargeted else edge["to"])
        if not wait_state(browser, final):
            stats.fail(f"{where}: the state is {browser.evaluate('matchcut.state')}, expected {final} "
                       f"once its timers have run")
        if not wait_settled(browser):
            stats.fail(f"{where}: animations did not settle")
        browser.evaluate("new Promise(r => requestAnimationFrame(() => r(0)))")
        check_rest(browser, stats, where + (f" then {retargeted['id']}" if retargeted else ""), states[final])
    browser.evaluate("matchcut.setLive(false); matchcut.setRate(1)")
    return clicks


def settle_timers(scene, state):
    """The state after the chain of `timer` edges from `state` has run (at most 32, as explored)."""
    for _ in range(32):
        nxt = next((e for e in scene["transitions"]
                    if e["from"] == state and e["trigger"]["kind"] == "timer"), None)
        if not nxt:
            break
        state = nxt["to"]
    return state


def wait_state(browser, state, timeout=10):
    """Waits until the player's state is `state` (a timer fires after its delay)."""
    end = time.time() + timeout
    while time.time() < end:
        if browser.evaluate("matchcut.state") == state:
            return True
        time.sleep(0.05)
    return False


def settle_appear(scene, state):
    """The state after every `appear` edge of `state` has run (the player runs them at once)."""
    for _ in range(8):
        nxt = next((e for e in scene["transitions"]
                    if e["from"] == state and e["trigger"]["kind"] == "appear"), None)
        if not nxt:
            break
        state = nxt["to"]
    return state


def check_follow(browser, stats, where, scene, follow, tx, ty):
    """Every node of a drag track at translation (tx, ty), which must be one of its sample
    points when the track is not linear: [x, y, w, h, opacity, scale, clip radius]."""
    seen = browser.evaluate(MEASURE_JS)
    for fn in follow["nodes"]:
        if fn["linear"]:
            values = [b + px * tx + py * ty for b, px, py in zip(fn["base"], fn["perX"], fn["perY"])]
        else:
            sample = next((s for s in fn["samples"] if s[0] == tx and s[1] == ty), None)
            if not sample:
                stats.fail(f"{where}: {fn['id']} has no sample at ({tx}, {ty})")
                continue
            values = sample[2:]
        got = seen.get(fn["id"])
        if not got or not got["drawn"]:
            stats.fail(f"{where}: {fn['id']} not drawn while following the drag")
            continue
        box = expected_box({"frame": values[0:4], "scale": values[5]})
        err = max(abs(got["x"] - box[0]), abs(got["y"] - box[1]), abs(got["w"] - box[2]),
                  abs(got["h"] - box[3]))
        stats.checks += 2
        stats.max_px = max(stats.max_px, err)
        if err > PX_TOLERANCE:
            stats.fail(f"{where}: {fn['id']} follows to {[round(got[k], 2) for k in 'xywh']}, "
                       f"track says {[round(v, 2) for v in box]}")
        if abs(got["opacity"] - min(max(values[4], 0), 1)) > OPACITY_TOLERANCE:
            stats.fail(f"{where}: {fn['id']} opacity {got['opacity']} while following, track says {values[4]}")


def release_edge(scene, state, node, tx, ty):
    """The drag edge the player runs for a release at (tx, ty), as docs/gallery.md says: the
    edge whose `releaseRanges` hold the translation on their axis, none (spring back) when no
    range does; a timeline without ranges takes the first drag edge of the node."""
    drags = [e for e in scene["transitions"] if e["from"] == state and e["trigger"]["kind"] == "drag"
             and e["trigger"].get("node") == node]
    ranged = [e for e in drags if e["trigger"].get("releaseRanges")]
    if not ranged:
        return drags[0] if drags else None
    for e in ranged:
        for r in e["trigger"]["releaseRanges"]:
            along = (tx if r["axis"] == "width" else ty) * r["sign"]
            if along >= r["min"] and ("max" not in r or along < r["max"]):
                return e
    return None


def check_gestures(browser, stats, page, doc):
    """Press and drag triggers of the initial state, with real pointer input."""
    scene = doc["scenes"][0]
    if not scene["states"]:
        return 0
    first = settle_appear(scene, scene["states"][0]["id"])
    done = 0
    for edge in scene["transitions"]:
        kind = edge["trigger"]["kind"]
        if edge["from"] != first or kind not in ("press", "drag") or not edge["trigger"].get("node"):
            continue
        browser.evaluate("matchcut.setLive(true); matchcut.setRate(2)")
        point = click_point(browser, edge["trigger"]["node"])
        if not point:
            continue
        x, y = point
        where = f"{page} live {kind} {edge['id']}"
        browser.mouse("mouseMoved", x, y)
        browser.mouse("mousePressed", x, y, pressed=True)
        follow = next((f for f in scene.get("drags", []) if f["from"] == first
                       and f["trigger"].get("node") == edge["trigger"]["node"]), None)
        if kind == "drag":
            for step in range(1, 11):
                browser.mouse("mouseMoved", x, y + 10 * step, pressed=True)
            y += 100
        # While a drag with a track (or with release ranges) is held the state does not change
        # and the views follow it; a drag without either runs the release edge past the
        # threshold; a press runs at once.
        ranged = kind == "drag" and bool(edge["trigger"].get("releaseRanges"))
        expected = first if follow or ranged else settle_appear(scene, edge["to"])
        got = browser.evaluate("matchcut.state")
        stats.checks += 1
        done += 1
        if got != expected:
            stats.fail(f"{where}: state {got} during the {kind}, expected {expected}")
            browser.mouse("mouseReleased", x, y)
            continue
        if follow:
            check_follow(browser, stats, where, scene, follow, 0, 100)
        # Release: a drag (with a track) runs its release edge; a press is followed by the tap
        # edge of the same node, if the new state has one.
        after = None
        if kind == "drag" and (follow or ranged):
            # The release picks its edge by the translation (100 px down), or springs back.
            after = release_edge(scene, first, edge["trigger"]["node"], 0, 100)
        elif kind == "press":
            after = next((e for e in scene["transitions"] if e["from"] == expected and
                          e["trigger"]["kind"] == "tap" and e["trigger"].get("node") == edge["trigger"]["node"]),
                         None)
        browser.mouse("mouseReleased", x, y)
        want = settle_appear(scene, after["to"]) if after else expected
        got = browser.evaluate("matchcut.state")
        stats.checks += 1
        if got != want:
            stats.fail(f"{where}: state {got} after the release, expected {want}")
        if not wait_settled(browser):
            stats.fail(f"{where}: animations did not settle")
        browser.evaluate("new Promise(r => requestAnimationFrame(() => r(0)))")
        check_rest(browser, stats, where, {s["id"]: s for s in scene["states"]}[want])
    browser.evaluate("matchcut.setLive(false); matchcut.setRate(1)")
    return done


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("site")
    parser.add_argument("--matchcut", required=True)
    parser.add_argument("--times", type=int, default=6)
    parser.add_argument("--jobs", type=int, default=4)
    parser.add_argument("--cache", help="reuse/store matchcut sample results in this JSON file")
    parser.add_argument("--samples", default="Samples",
                        help="the gallery's input directory (the site names sources relative to it)")
    args = parser.parse_args()
    pages = scene_pages(args.site)
    started = time.time()

    # Expected values from the compiler, in parallel.
    jobs = {}
    times = {}
    cache = {}
    if args.cache and os.path.exists(args.cache):
        cache = json.load(open(args.cache))
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for page, doc in pages:
            scene = doc["scenes"][0]
            for edge in scene["transitions"]:
                ts = sample_times(edge["duration"], args.times)
                times[(page, edge["id"])] = ts
                for t in ts:
                    key = f"{doc['source']}|{scene['preview']}|{edge['id']}|{t}"
                    if key in cache:
                        jobs[(page, edge["id"], t)] = concurrent.futures.Future()
                        jobs[(page, edge["id"], t)].set_result(cache[key])
                        continue
                    jobs[(page, edge["id"], t)] = pool.submit(
                        run_sample, args.matchcut, os.path.join(args.samples, doc["source"]),
                        scene["preview"], edge["id"], t)
        expected = {k: f.result() for k, f in jobs.items()}
    if args.cache:
        for (page, edge_id, t), value in expected.items():
            doc = dict(pages)[page]
            cache[f"{doc['source']}|{doc['scenes'][0]['preview']}|{edge_id}|{t}"] = value
        json.dump(cache, open(args.cache, "w"))
    print(f"{len(expected)} samples from matchcut in {time.time() - started:.1f} s", flush=True)

    stats = Stats()
    browser = Browser()
    clicks = 0
    try:
        browser.navigate("file://" + os.path.abspath(os.path.join(args.site, "index.html")))
        for problem in browser.problems():
            stats.fail(f"index.html: {problem}")
        cards = browser.evaluate("document.querySelectorAll('.card').length")
        if not cards:
            stats.fail("index.html: no sample cards")
        for page, doc in pages:
            browser.navigate("file://" + os.path.abspath(os.path.join(args.site, page)))
            if not browser.evaluate("typeof matchcut === 'object'"):
                stats.fail(f"{page}: the player did not start")
                continue
            scene = doc["scenes"][0]
            by_key = {(e["id"], t): expected[(page, e["id"], t)]
                      for e in scene["transitions"] for t in times[(page, e["id"])]}
            by_edge = {e["id"]: times[(page, e["id"])] for e in scene["transitions"]}
            check_geometry(browser, stats, page, doc, by_key, by_edge)
            clicks += check_live(browser, stats, page, doc)
            clicks += check_gestures(browser, stats, page, doc)
            for problem in browser.problems():
                stats.fail(f"{page}: {problem}")
            print(f"{page}: {len(scene['transitions'])} transitions checked", flush=True)
    finally:
        browser.close()

    print(f"checks: {stats.checks} ({len(expected)} samples, {clicks} live clicks and gestures)")
    print(f"max px error: {stats.max_px:.4f} ({stats.max_px_where})")
    print(f"max opacity error: {stats.max_opacity:.5f} ({stats.max_opacity_where})")
    print(f"opacities outside [0, 1] in matchcut sample (compared clamped): {stats.clamped}")
    print(f"text lines checked: {stats.text_checks} (line boxes = the sample's lines; up to "
          f"{stats.max_lines} lines)")
    print(f"failures: {len(stats.failures)}; {time.time() - started:.1f} s")
    return 1 if stats.failures else 0


if __name__ == "__main__":
    sys.exit(main())
