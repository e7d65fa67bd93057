#!/usr/bin/env bash
# Third-party checks of the Lottie, CSS and SVG exporters (docs/exporters.md).
#
#   Tests/validators/run.sh            # from the repository root; exits non-zero on any failure
#
# 1. Installs what the checkers need when missing: Debian's chromium and fonts-inter (apt, as
#    root or with sudo), and a Python venv ($VALIDATORS_VENV, default /tmp/venv-validators) with
#    lottie-specs (the official Lottie 1.0 schema), jsonschema and jsonschema-rs, rlottie-python, Pillow and
#    thorvg-python (both players are required); and lottie-web's player script from the wagtail-lottie wheel.
# 2. Writes every exporter's output (Lottie, CSS, SVG) for the hand-built test scenes and for
#    every scene of every sample (Samples/*.mcut, renamed <Sample>-<Preview>), with the
#    expectation sidecars (the exact motion), through the Swift tests `exportForValidators` and
#    `exportSamplesForValidators`.
# 3. Runs side by side (the Chromium checks and the Lottie renders overlap on 2 cores):
#    check_lottie.py (strict schema + rlottie/ThorVG shape renders + lottie-web text), check_css.py
#    (headless Chromium over the DevTools pipe) and check_svg.py (XML, then rendered by
#    Chromium's SVG image decoder and measured).
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

VENV="${VALIDATORS_VENV:-/tmp/venv-validators}"
OUT="${VALIDATORS_OUT:-$(mktemp -d /tmp/matchcut-exports.XXXXXX)}"
CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"

echo "==> validators: system packages"
if [ ! -x "$CHROMIUM" ] || ! fc-list 2>/dev/null | grep -i "inter" >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update
  $SUDO apt-get install -y --no-install-recommends chromium fonts-inter
fi

echo "==> validators: python venv $VENV"
if [ ! -x "$VENV/bin/python" ]; then
  if ! python3 -m venv "$VENV"; then
    $SUDO apt-get install -y --no-install-recommends python3-venv
    python3 -m venv "$VENV"
  fi
fi
"$VENV/bin/python" -c "import lottie_specs, jsonschema, jsonschema_rs, rlottie_python, PIL" 2>/dev/null \
  || "$VENV/bin/pip" install --quiet lottie-specs==0.5.2 jsonschema jsonschema-rs rlottie-python pillow
"$VENV/bin/python" -c "import thorvg_python" 2>/dev/null \
  || "$VENV/bin/pip" install --quiet thorvg-python

# lottie-web (MIT, the reference web player) is on npm only; a copy (5.7.4) ships inside the PyPI
# wheel wagtail-lottie (validators.md §0). Test-time only, never vendored.
LOTTIE_WEB="$VENV/lottie-web/lottie.js"
if [ ! -f "$LOTTIE_WEB" ]; then
  mkdir -p "$VENV/lottie-web"
  if "$VENV/bin/pip" download --quiet --no-deps wagtail-lottie==0.1.19 -d "$VENV/lottie-web"; then
    "$VENV/bin/python" - "$VENV/lottie-web" <<'PY'
import glob, sys, zipfile
d = sys.argv[1]
with zipfile.ZipFile(glob.glob(d + "/wagtail_lottie-*.whl")[0]) as z:
    open(d + "/lottie.js", "wb").write(z.read("wagtail_lottie/static/wagtail_lottie/lottie-player.js"))
PY
  fi
fi
WEB_ARGS=()
if [ -f "$LOTTIE_WEB" ]; then
  WEB_ARGS=(--lottie-web "$LOTTIE_WEB")
else
  echo "FAIL: lottie-web (wagtail-lottie wheel) could not be downloaded; its text check cannot run"
  exit 1
fi

echo "==> validators: exporting the test scenes and every sample to $OUT"
MATCHCUT_EXPORT_DIR="$OUT" swift test --filter 'exportForValidators|exportSamplesForValidators'

status=0
LOGS="$OUT/logs"
mkdir -p "$LOGS"
"$VENV/bin/python" Tests/validators/check_lottie.py "$OUT" "${WEB_ARGS[@]}" >"$LOGS/lottie.txt" 2>&1 &
lottie_pid=$!
python3 Tests/validators/check_css.py "$OUT" --chromium "$CHROMIUM" >"$LOGS/css.txt" 2>&1 &
css_pid=$!
python3 Tests/validators/check_svg.py "$OUT" --chromium "$CHROMIUM" >"$LOGS/svg.txt" 2>&1 &
svg_pid=$!
wait "$lottie_pid" || status=1
echo "==> validators: Lottie (strict schema, rlottie, ThorVG, lottie-web text)"
cat "$LOGS/lottie.txt"
wait "$css_pid" || status=1
echo "==> validators: CSS (headless Chromium)"
cat "$LOGS/css.txt"
wait "$svg_pid" || status=1
echo "==> validators: SVG (XML, rendered in Chromium)"
cat "$LOGS/svg.txt"

if [ "$status" -ne 0 ]; then
  echo "==> validators FAILED (outputs kept in $OUT)"
  exit 1
fi
echo "==> validators passed"
