#!/usr/bin/env python3
"""Check Matchcut's SVG filmstrips (docs/exporters.md). Python standard library only.

usage: check_svg.py DIR

Every DIR/*.svg must parse as XML (xml.etree), have an <svg> root in the SVG namespace with
version 1.1 and a viewBox, reference no external resource (no href, <image> or url() other than
a local #fragment), label every frame with its time, and name its font as Inter with a
sans-serif fallback. Exits 1 on any failure.
"""
import os
import re
import sys
import xml.etree.ElementTree as ET

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


def main(argv):
    if len(argv) != 1:
        print(__doc__)
        return 2
    files = sorted(f for f in os.listdir(argv[0]) if f.endswith(".svg"))
    failures = 0
    for name in files:
        problems = check(os.path.join(argv[0], name))
        print(("OK   " if not problems else "FAIL ") + name)
        for p in problems:
            print("  " + p)
        failures += bool(problems)
    print(f"svg: {len(files)} files, {failures} failures")
    return 1 if failures or not files else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
