#!/usr/bin/env bash
# The gallery in a real browser: builds the CLI, writes the site for Samples/ (from its absolute
# path, so the site must publish none), and checks every transition's geometry and opacity against
# `matchcut sample`, live-mode clicks and console errors with headless Chromium
# (Tests/gallery/check_gallery.py); what a reader sees — labels, captions, warnings, the phone
# layout, the settle mark, no absolute path (check_pages.py); the motion fixtures' hand-derived
# frames in the player (check_fixture_geometry.py); and `matchcut preview` (check_preview.py).
# Exit status non-zero on failure.
# Needs: chromium and fonts-inter (apt), python3 (stdlib only).
# usage: Tests/gallery/run.sh [--screenshots DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."

SCRATCH="${MATCHCUT_GALLERY_SCRATCH:-.build}"
swift build --scratch-path "$SCRATCH" --product matchcut
BIN="$(swift build --scratch-path "$SCRATCH" --show-bin-path)/matchcut"

SITE="$(mktemp -d "${TMPDIR:-/tmp}/matchcut-gallery.XXXXXX")"
trap 'rm -rf "$SITE"' EXIT
SAMPLES="$PWD/Samples"
"$BIN" gallery "$SAMPLES" -o "$SITE"
python3 Tests/gallery/check_gallery.py "$SITE" --matchcut "$BIN" --samples "$SAMPLES" --times "${GALLERY_TIMES:-6}"

SHOTS=()
if [ "${1:-}" = "--screenshots" ] && [ -n "${2:-}" ]; then SHOTS=(--screenshots "$2"); fi
python3 Tests/gallery/check_pages.py "$SITE" --samples "$SAMPLES" --matchcut "$BIN" "${SHOTS[@]}"

# The player against frames derived by hand (the motion fixtures), not against the compiler.
FIXTURE_SITE="$SITE/fixtures"
"$BIN" gallery Tests/Fixtures/motion-mcut -o "$FIXTURE_SITE"
python3 Tests/gallery/check_fixture_geometry.py "$FIXTURE_SITE" Tests/Fixtures/motion-mcut

python3 Tests/gallery/check_preview.py --matchcut "$BIN" --sample Samples/ToggleKnob.mcut

if [ "${1:-}" = "--screenshots" ] && [ -n "${2:-}" ]; then
  python3 Tests/gallery/screenshots.py "$SITE" "$2"
fi
