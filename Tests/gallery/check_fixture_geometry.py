#!/usr/bin/env python3
"""Checks the gallery player against geometry that does not come from the compiler.

usage: check_fixture_geometry.py SITE_DIR FIXTURE_DIR

SITE_DIR is `matchcut gallery FIXTURE_DIR -o SITE_DIR`. Every `// at tN T "Path/Suffix" [x, y, w,
h] opacity o` line of a fixture in FIXTURE_DIR (Tests/Fixtures/motion-mcut: frames derived by
hand from SwiftUI's rules, see McutMotionFixtureTests) is checked in headless Chromium: the
player is loaded on transition tN and seeked to T seconds ("end": just after the transition), and
the drawn element of the node whose path ends with the suffix must have that rect (relative to the
stage, within 0.5 px plus the fixture's tolerance) and that opacity (within 0.01). So a rule
that the compiler and the player got wrong together fails here. Exit status 1 on any failure.
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "browser"))
from cdp import Browser  # noqa: E402

from check_gallery import MEASURE_JS, scene_pages  # noqa: E402

AT = re.compile(r'^//\s*at\s+(t\d+)\s+(\S+)\s+"([^"]+)"\s+\[([^\]]+)\](?:\s+opacity\s+(\S+))?\s*$')
TOLERANCE = re.compile(r'^//\s*tolerance:\s*(\S+)\s*$')


def expectations(path):
    samples, tolerance = [], 0.0
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.strip()
        m = TOLERANCE.match(line)
        if m:
            tolerance = float(m.group(1))
        m = AT.match(line)
        if m:
            frame = [float(v) for v in m.group(4).split(",")]
            opacity = float(m.group(5)) if m.group(5) else None
            samples.append((number, m.group(1), m.group(2), m.group(3), frame, opacity))
    return samples, tolerance


def main():
    site, fixtures = sys.argv[1], sys.argv[2]
    pages = {os.path.basename(doc["source"]): (page, doc) for page, doc in scene_pages(site)}
    failures, checks = [], 0
    browser = Browser()
    try:
        for name in sorted(os.listdir(fixtures)):
            if not name.endswith(".mcut"):
                continue
            samples, tolerance = expectations(os.path.join(fixtures, name))
            if name not in pages:
                failures.append(f"{name}: no gallery page")
                continue
            page, doc = pages[name]
            browser.navigate("file://" + os.path.abspath(os.path.join(site, page)))
            scene = doc["scenes"][0]
            edges = {e["id"]: e for e in scene["transitions"]}
            for number, edge_id, at, suffix, frame, opacity in samples:
                where = f"{name}:{number}"
                edge = edges.get(edge_id)
                if not edge:
                    failures.append(f"{where}: no transition {edge_id}")
                    continue
                t = (edge["duration"] or 0) + 0.05 if at == "end" else float(at)
                nodes = [n["id"] for n in scene["nodes"]
                         if n["path"] == suffix or n["path"].endswith("/" + suffix)]
                if len(nodes) != 1:
                    failures.append(f"{where}: '{suffix}' names {len(nodes)} nodes")
                    continue
                browser.evaluate(f"matchcut.load({json.dumps(edge_id)})")
                browser.evaluate(f"matchcut.seek({t})")
                got = browser.evaluate(MEASURE_JS).get(nodes[0])
                checks += 1
                if not got or not got["drawn"]:
                    failures.append(f"{where}: {suffix} is not drawn at {t}")
                    continue
                rect = [got["x"], got["y"], got["w"], got["h"]]
                err = max(abs(a - b) for a, b in zip(rect, frame))
                if err > 0.5 + tolerance:
                    failures.append(f"{where}: rect {[round(v, 3) for v in rect]} expected {frame}")
                if opacity is not None and abs(got["opacity"] - opacity) > 0.01:
                    failures.append(f"{where}: opacity {got['opacity']} expected {opacity}")
            for problem in browser.problems():
                failures.append(f"{page}: {problem}")
    finally:
        browser.close()
    for failure in failures:
        print("FAIL " + failure)
    print(f"fixture geometry: {checks} checks, {len(failures)} failures")
    return 1 if failures or not checks else 0


if __name__ == "__main__":
    sys.exit(main())
