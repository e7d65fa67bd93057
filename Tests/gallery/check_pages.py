#!/usr/bin/env python3
"""What a reader of the gallery sees, in headless Chromium (Python stdlib only).

For every scene page of a site built from an absolute directory:
- labels: every transition button reads "<Verb> <what> → <var> = <value> · <animation> · File:line",
  the verb from the trigger, each changed variable from the two states' values, and the source
  line is a line of the sample that holds the trigger (Button / onTapGesture / gesture …); no
  compiler id (t3, s2, n5) is shown; a few labels are checked word for word against what the
  sources say (derived by hand);
- captions: the initial state reads "Initial state", every other state its values that differ,
  in full (no ellipsis, nothing clipped);
- the page opens on its first hero transition (Destinations: the REEF card, not the header);
- clicking a state card shows that state on the stage;
- warnings: the page lists the sample's warnings (as `matchcut check` reports them) with the
  source line and caret, and marks the transitions each names;
- springs: a settle mark where the motion is within 1 % of its end (CircleToRectangle's
  `.spring()` by hand: critically damped, ω = 2π / 0.5 s, (1 + ωt)·e^(−ωt) = 0.01 at t ≈ 0.528 s),
  and "replay" with "Stop when settled" pauses there;
- phones: at 390 × 844 no horizontal scroll, the stage inside the viewport, the controls below
  it and their first row visible;
- no absolute path of the input directory in any file of the site;
- no console error or warning anywhere.
With --screenshots DIR it writes the index, a scene at desktop and at phone size, and a mid-flight
hero into DIR.

usage: check_pages.py SITE --samples ABSOLUTE_DIR --matchcut BIN [--screenshots DIR]
"""
import argparse
import json
import math
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "browser"))
from cdp import Browser  # noqa: E402
from screenshots import recompress  # noqa: E402

VERBS = {"tap": "Tap", "press": "Press", "longPress": "Long-press", "drag": "Drag", "appear": "On appear",
         "timer": "After"}
# A timer edge's site is the call that scheduled the work (`asyncAfter`, a `Task`'s sleep).
TRIGGER_SITE = re.compile(r"Button|onTapGesture|gesture|onLongPressGesture|onAppear|Toggle|task|asyncAfter|sleep",
                          re.I)
COMPILER_ID = re.compile(r"\b[tsn][0-9]+\b")

# Labels word for word, from the sources (by hand): Destinations.mcut line 146 is the row's
# `Button {` whose action is `withAnimation(.easeInOut) { chosen = place }` (SwiftUI's
# `.easeInOut` lasts 0.35 s); the REEF row's label is `Text(place.name)`.
EXACT = {
    ("Destinations.mcut", "Destinations", "REEF"):
        "Tap ‘REEF’ → chosen = REEF · .easeInOut 0.35 s · Destinations.mcut:146",
}

PAGE_STATE = """(() => {
  const m = window.matchcut;
  const buttons = [...document.querySelectorAll('.edges button[data-edge]')].map((b) => ({
    edge: b.dataset.edge, text: b.textContent, linted: b.classList.contains('linted'),
    act: (b.querySelector('.act') || {}).textContent || '',
    anim: (b.querySelector('.anim') || {}).textContent || '',
    where: (b.querySelector('.where') || {}).textContent || '' }));
  const captions = [...document.querySelectorAll('#states figure')].map((f) => {
    const c = f.querySelector('figcaption');
    return { state: f.dataset.state, text: c.textContent,
      clipped: c.scrollWidth > c.clientWidth + 1 || c.scrollHeight > c.clientHeight + 1 };
  });
  const lints = [...document.querySelectorAll('#lints li')].map((li) => ({
    where: li.querySelector('.where').textContent, pre: li.querySelector('pre').textContent,
    transitions: li.dataset.transitions, visible: li.getBoundingClientRect().height > 0 }));
  return { edge: m.edge, buttons, captions, lints, status: document.querySelector('.status').textContent };
})()"""

PHONE = """(() => {
  const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const stage = document.querySelector('.stage-box');
  const play = document.querySelector('.controls button');
  return { scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth,
    stage: stage ? box(stage) : null, controls: box(document.querySelector('.controls')),
    play: play ? box(play) : null, height: innerHeight };
})()"""


class Stats:
    def __init__(self):
        self.failures = []
        self.checks = 0

    def ok(self, condition, message):
        self.checks += 1
        if not condition:
            self.failures.append(message)
            print("FAIL " + message, flush=True)


def scene_pages(site):
    for name in sorted(os.listdir(site)):
        if not name.endswith(".html") or name == "index.html":
            continue
        text = open(os.path.join(site, name), encoding="utf-8").read()
        m = re.search(r'<script type="application/json" id="timeline">(.*?)</script>', text, re.S)
        if m:
            yield name, json.loads(m.group(1))


def warnings_of(matchcut, path):
    """`matchcut check`'s warnings of one sample: {(line, column): message}."""
    out = subprocess.run([matchcut, "check", path, "--diagnostics-format", "json"],
                         capture_output=True, text=True, timeout=120)
    found = {}
    for line in out.stderr.splitlines():
        try:
            d = json.loads(line)
        except ValueError:
            continue
        if d.get("severity") == "warning" and d.get("line"):
            found[(d["line"], d["column"])] = d["message"]
    return found


def changed(a, b):
    """The `var = ` prefixes a label must name for the change from state a to b."""
    shared = [k for k in sorted(b) if k in a and a[k] != b[k]]
    keys = shared or [k for k in sorted(b) if k not in a]
    return [k.split(".")[-1] + " = " for k in keys]


def check_scene(browser, stats, page, doc, samples, lines_by_file):
    scene = doc["scenes"][0]
    states = {s["id"]: s for s in scene["states"]}
    shown = browser.evaluate(PAGE_STATE)
    by_edge = {b["edge"]: b for b in shown["buttons"]}
    stats.ok(len(by_edge) == len(scene["transitions"]), f"{page}: one button per transition")
    source_lines = lines_by_file[doc["source"]]
    for e in scene["transitions"]:
        b = by_edge.get(e["id"])
        if not b:
            continue
        words = b["act"] + " " + b["anim"] + " " + b["where"]
        stats.ok(b["act"].startswith(VERBS[e["trigger"]["kind"]]), f"{page} {e['id']}: verb in {b['act']!r}")
        for prefix in changed(states[e["from"]]["values"], states[e["to"]]["values"]):
            stats.ok(prefix in b["act"], f"{page} {e['id']}: {prefix!r} not in {b['act']!r}")
        stats.ok(not COMPILER_ID.search(words), f"{page} {e['id']}: compiler id in {words!r}")
        m = re.fullmatch(r"(.+):([0-9]+)", b["where"])
        stats.ok(m is not None and m.group(1) == doc["source"], f"{page} {e['id']}: source {b['where']!r}")
        if m:
            line = int(m.group(2))
            text = source_lines[line - 1] if 0 < line <= len(source_lines) else ""
            stats.ok(TRIGGER_SITE.search(text), f"{page} {e['id']}: line {line} {text.strip()!r} holds no trigger")
        animated = e["animation"] is not None or (e["duration"] or 0) > 0
        stats.ok(("no animation" in b["anim"]) != animated, f"{page} {e['id']}: animation {b['anim']!r}")
        for (source, preview, row), label in EXACT.items():
            if source == doc["source"] and preview == scene["preview"] and f"‘{row}’" in b["act"] \
                    and e["from"] == scene["states"][0]["id"]:
                stats.ok(b["act"] + " · " + b["anim"] + " · " + b["where"] == label,
                         f"{page} {e['id']}: {b['act']} · {b['anim']} · {b['where']} != {label}")
    for c in shown["captions"]:
        s = states[c["state"]]
        if s is scene["states"][0]:
            stats.ok(c["text"] == "Initial state", f"{page} {c['state']}: caption {c['text']!r}")
        else:
            for prefix in changed(scene["states"][0]["values"], s["values"]):
                stats.ok(prefix in c["text"], f"{page} {c['state']}: {prefix!r} not in caption {c['text']!r}")
        stats.ok("…" not in c["text"] and not COMPILER_ID.search(c["text"]) and not c["clipped"],
                 f"{page} {c['state']}: caption {c['text']!r} cut or with ids")
    # The page opens on a hero transition from the initial state.
    first = next((e for e in scene["transitions"] if e["id"] == shown["edge"]), None)
    if scene["transitions"]:
        hero = any(any(n.get("hero") for n in e["nodes"]) for e in scene["transitions"])
        stats.ok(first is not None and (not hero or any(n.get("hero") for n in first["nodes"])),
                 f"{page}: opens on {shown['edge']}, not a hero transition")
    if doc["source"] == "Destinations.mcut" and scene["preview"] == "Destinations":
        stats.ok(by_edge[shown["edge"]]["act"].startswith("Tap ‘REEF’"),
                 f"{page}: opens on {by_edge[shown['edge']]['act']!r}, not the REEF card")
    # A click on a state card shows it.
    if len(scene["states"]) > 1:
        target = scene["states"][1]["id"]
        r = browser.evaluate(f"""(() => {{ const f = document.querySelector('#states figure[data-state="{target}"]');
          f.scrollIntoView(); const r = f.getBoundingClientRect();
          return [r.left + r.width / 2, r.top + Math.min(r.height / 2, 40)]; }})()""")
        browser.click(r[0], r[1])
        got = browser.evaluate("[matchcut.state, matchcut.edge, document.querySelector('.status').textContent]")
        stats.ok(got[0] == target and got[1] is None and got[2].startswith("Showing: "),
                 f"{page}: clicking state card {target} shows {got}")
    return shown


def check_warnings(stats, sample, pages_shown, expected):
    listed = {}
    marked = set()
    for page, shown in pages_shown:
        for lint in shown["lints"]:
            m = re.fullmatch(r"(.+):([0-9]+):([0-9]+)", lint["where"])
            stats.ok(m is not None and m.group(1) == sample, f"{page}: lint at {lint['where']!r}")
            if not m:
                continue
            listed[(int(m.group(2)), int(m.group(3)))] = lint
            caret = any(line.strip().startswith("^") for line in lint["pre"].splitlines())
            stats.ok(caret and lint["visible"], f"{page}: lint {lint['where']} without its caret line")
            for t in lint["transitions"].split():
                b = next((x for x in shown["buttons"] if x["edge"] == t), None)
                stats.ok(b is not None and b["linted"], f"{page}: {t} of lint {lint['where']} not marked")
                marked.add(t)
    stats.ok(set(listed) == set(expected),
             f"{sample}: warnings listed {sorted(listed)} expected {sorted(expected)} (matchcut check)")
    for (line, column), message in expected.items():
        for t in re.findall(r"\btransition (t[0-9]+)\b", message):
            stats.ok(t in marked, f"{sample}:{line}:{column}: names {t}, which is not marked")


def check_settle(browser, stats, page, doc):
    scene = doc["scenes"][0]
    for e in scene["transitions"]:
        a = e["animation"]
        if not a or a["model"]["type"] != "spring" or not e["duration"]:
            continue
        browser.evaluate(f"matchcut.load({json.dumps(e['id'])})")
        mark = browser.evaluate("""(() => { const m = document.querySelector('.settle-mark');
          return m && !m.hidden ? Number(m.dataset.t) : null; })()""")
        stats.ok(mark is not None and 0 < mark < e["duration"], f"{page} {e['id']}: settle mark {mark}")
        return e, mark
    return None, None


def check_replay_stop(browser, stats, page, edge, mark):
    browser.evaluate(f"""(() => {{ matchcut.load({json.dumps(edge['id'])});
      document.querySelector('.stop-settle input').checked = true;
      [...document.querySelectorAll('.controls button')].find((b) => b.textContent === 'Replay').click(); }})()""")
    time.sleep(edge["duration"] + 0.4)
    got = browser.evaluate("[matchcut.playing, Number(document.querySelector('.scrub input').value)]")
    stats.ok(got[0] is False and abs(got[1] - mark) < 0.05, f"{page}: replay stopped at {got}, settle {mark}")


def check_phone(browser, stats, page):
    p = browser.evaluate(PHONE)
    stats.ok(p["scroll"] <= 390, f"{page} at 390 px: page is {p['scroll']} px wide")
    if p["stage"]:
        s, c, b = p["stage"], p["controls"], p["play"]
        stats.ok(s[0] >= 0 and s[2] <= 390, f"{page} at 390 px: stage {s} outside the viewport")
        stats.ok(c[1] >= s[3] - 1 and c[0] >= 0 and c[2] <= 390, f"{page} at 390 px: controls {c} not below stage {s}")
        stats.ok(b is not None and b[3] <= p["height"] and b[2] <= 390, f"{page} at 390 px: Play at {b} not visible")


def shoot(browser, path, clip):
    with open(path, "wb") as f:
        f.write(recompress(browser.screenshot(clip)))
    print(f"{path}: written", flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("site")
    parser.add_argument("--samples", required=True, help="the absolute directory the site was built from")
    parser.add_argument("--matchcut", required=True)
    parser.add_argument("--screenshots")
    args = parser.parse_args()
    stats = Stats()
    started = time.time()

    # No absolute path of the input directory anywhere in the site.
    absolute = os.path.abspath(args.samples)
    for name in sorted(os.listdir(args.site)):
        full = os.path.join(args.site, name)
        if os.path.isfile(full):
            stats.ok(absolute not in open(full, encoding="utf-8").read(), f"{name}: contains {absolute}")

    pages = list(scene_pages(args.site))
    lines_by_file = {}
    for _, doc in pages:
        if doc["source"] not in lines_by_file:
            lines_by_file[doc["source"]] = open(os.path.join(args.samples, doc["source"]), encoding="utf-8").read().split("\n")
    expected = {source: warnings_of(args.matchcut, os.path.join(args.samples, source)) for source in lines_by_file}

    browser = Browser(width=1280, height=900)
    try:
        shown_by_sample = {}
        for page, doc in pages:
            browser.resize(1280, 900)
            browser.navigate("file://" + os.path.abspath(os.path.join(args.site, page)))
            shown = check_scene(browser, stats, page, doc, args.samples, lines_by_file)
            shown_by_sample.setdefault(doc["source"], []).append((page, shown))
            edge, mark = check_settle(browser, stats, page, doc)
            if doc["source"] == "CircleToRectangle.mcut":
                # By hand: critically damped (bounce 0), ω = 2π / 0.5 s; (1 + u)·e^(−u) = 0.01 at
                # u = 6.638, t = u / ω = 0.528 s (the keyframes' fit within 0.03 s).
                omega = 2 * math.pi / 0.5
                u = 6.0
                for _ in range(50):
                    f = (1 + u) * math.exp(-u) - 0.01
                    u -= f / (-u * math.exp(-u))
                stats.ok(mark is not None and abs(mark - u / omega) < 0.03,
                         f"{page}: settle mark at {mark}, by hand {u / omega:.3f} s")
            if edge:
                check_replay_stop(browser, stats, page, edge, mark)
            for problem in browser.problems():
                stats.ok(False, f"{page} at 1280 px: {problem}")
            browser.resize(390, 844)
            browser.navigate("file://" + os.path.abspath(os.path.join(args.site, page)))
            check_phone(browser, stats, page)
            for problem in browser.problems():
                stats.ok(False, f"{page} at 390 px: {problem}")
            print(f"{page}: {len(doc['scenes'][0]['transitions'])} labels, "
                  f"{len(shown['captions'])} captions, {len(shown['lints'])} warnings", flush=True)
        for source, shown in shown_by_sample.items():
            check_warnings(stats, source, shown, expected[source])
        for width, height in ((1280, 900), (390, 844)):
            browser.resize(width, height)
            browser.navigate("file://" + os.path.abspath(os.path.join(args.site, "index.html")))
            scroll = browser.evaluate("document.documentElement.scrollWidth")
            stats.ok(scroll <= width, f"index.html at {width} px: {scroll} px wide")
            for problem in browser.problems():
                stats.ok(False, f"index.html at {width} px: {problem}")

        if args.screenshots:
            os.makedirs(args.screenshots, exist_ok=True)
            out = args.screenshots
            browser.resize(1280, 900)
            browser.navigate("file://" + os.path.abspath(os.path.join(args.site, "index.html")))
            height = browser.evaluate("Math.min(document.documentElement.scrollHeight, 1400)")
            shoot(browser, os.path.join(out, "index.png"), {"x": 0, "y": 0, "width": 1280, "height": height})
            scene_page = os.path.abspath(os.path.join(args.site, "Destinations-destinations.html"))
            browser.navigate("file://" + scene_page)
            shoot(browser, os.path.join(out, "scene-desktop.png"), {"x": 0, "y": 0, "width": 1280, "height": 900})
            # Mid-flight: the opening hero transition at half its duration, the stage only.
            rect = browser.evaluate("""(() => { matchcut.seek(matchcut.duration * 0.5);
              const r = document.querySelector('.stage-box').getBoundingClientRect();
              return {x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height}; })()""")
            shoot(browser, os.path.join(out, "mid-flight.png"), rect)
            browser.resize(390, 844)
            browser.navigate("file://" + scene_page)
            shoot(browser, os.path.join(out, "scene-phone.png"), {"x": 0, "y": 0, "width": 390, "height": 844})
            for problem in browser.problems():
                stats.ok(False, f"screenshots: {problem}")
    finally:
        browser.close()
    print(f"page checks: {stats.checks}; failures: {len(stats.failures)}; {time.time() - started:.1f} s")
    return 1 if stats.failures else 0


if __name__ == "__main__":
    sys.exit(main())
