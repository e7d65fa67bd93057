#!/usr/bin/env python3
"""`matchcut preview` in headless Chromium (Python stdlib only).

Starts `matchcut preview COPY --port 0` on a copy of a sample and checks that:
- it listens on 127.0.0.1 only, and refuses a request whose Host is another name (403);
- the page loads with the player and no console error;
- a saved edit (a label's text) reaches the open page within 2 s (pushed by server-sent
  events, no reload);
- a broken edit shows its diagnostic on the page, and the next good save recovers;
- a client that goes away mid-request, or drops its event stream, leaves the server serving;
- SIGINT stops it, exit status 0, within 2 s.

usage: check_preview.py --matchcut BIN --sample Samples/ToggleKnob.mcut
"""
import argparse
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "browser"))
from cdp import Browser  # noqa: E402

failures = []


def ok(condition, message):
    print(("ok   " if condition else "FAIL ") + message, flush=True)
    if not condition:
        failures.append(message)


def save(path, text):
    # Written in place, as an editor saves; the modification time moves on.
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def wait_for(browser, expression, timeout):
    end = time.time() + timeout
    while time.time() < end:
        if browser.evaluate(expression):
            return time.time()
        time.sleep(0.05)
    return None


def raw_request(port, host):
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        s.sendall(f"GET / HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
        return s.recv(64).decode(errors="replace")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--matchcut", required=True)
    parser.add_argument("--sample", required=True)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="matchcut-preview.")
    path = os.path.join(work, os.path.basename(args.sample))
    shutil.copy(args.sample, path)
    original = open(path, encoding="utf-8").read()
    m = re.search(r'Text\("([^"\\]+)"\)', original)
    assert m, "the sample needs a Text(\"…\") to edit"
    word = m.group(1)
    err = open(os.path.join(work, "stderr"), "w+")
    server = subprocess.Popen([args.matchcut, "preview", path, "--port", "0"], stderr=err, stdout=subprocess.DEVNULL)
    browser = None
    try:
        port = None
        end = time.time() + 60
        while time.time() < end and port is None:
            err.seek(0)
            found = re.search(r"http://127\.0\.0\.1:([0-9]+)/", err.read())
            port = int(found.group(1)) if found else None
            time.sleep(0.1)
        ok(port is not None, "preview prints its address")
        if port is None:
            return 1
        # Loopback only: the listening socket's address.
        listening = subprocess.run(["ss", "-ltnH", f"sport = :{port}"], capture_output=True, text=True).stdout
        if listening.strip():
            ok(all("127.0.0.1:" in line for line in listening.strip().splitlines()),
               f"listens on 127.0.0.1 only: {listening.strip()}")
        ok(raw_request(port, "attacker.example").startswith("HTTP/1.1 403"), "another Host is refused (403)")
        # A client that goes away: half a request, then gone; an event stream opened and dropped.
        with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
            s.sendall(b"GET / HTTP/1.1\r\nHo")
        with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
            s.sendall(f"GET /events?scene=0&v=0 HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
            s.recv(16)
        ok(raw_request(port, f"127.0.0.1:{port}").startswith("HTTP/1.1 200"), "serves after clients went away")

        browser = Browser(width=1280, height=900)
        browser.navigate(f"http://127.0.0.1:{port}/")
        ok(browser.evaluate("typeof matchcut === 'object' && matchcut.scene.transitions.length > 0"), "page loads the player")
        labels = browser.evaluate("[...document.querySelectorAll('.edges .act')].map((e) => e.textContent).join(' | ')")
        ok(f"‘{word}’" in labels, f"labels name ‘{word}’: {labels}")
        # Wait for the event stream to be connected before saving.
        time.sleep(0.5)

        # A saved edit reaches the open page.
        edited = original.replace(f'Text("{word}")', 'Text("Flight mode")', 1)
        browser.evaluate("window.__sameDocument = true")
        saved = time.time()
        save(path, edited)
        arrived = wait_for(browser, "[...document.querySelectorAll('.edges .act')].some((e) => "
                                    "e.textContent.includes('‘Flight mode’'))", 5)
        ok(arrived is not None and arrived - saved <= 2.0,
           f"saved edit on the page in {None if arrived is None else round(arrived - saved, 2)} s (≤ 2 s)")
        ok(browser.evaluate("window.__sameDocument === true"), "pushed into the open page, not reloaded")

        # A broken edit shows its diagnostic; the next good save recovers.
        save(path, edited + "\nstruct Broken: View { var body: some View { Text( } }\n")
        shown = wait_for(browser, "(() => { const d = document.getElementById('diagnostics');"
                                  " return !d.hidden && /error/.test(d.textContent); })()", 5)
        ok(shown is not None, "a broken save shows its diagnostic on the page")
        text = browser.evaluate("document.getElementById('diagnostics').textContent")
        ok(os.path.basename(path) in text and work not in text, f"diagnostic names the file, not its directory: {text[:160]!r}")
        save(path, original)
        recovered = wait_for(browser, "document.getElementById('diagnostics').hidden && "
                                      "[...document.querySelectorAll('.edges .act')].some((e) => "
                                      f"e.textContent.includes('‘{word}’'))", 5)
        ok(recovered is not None, "the next good save recovers")
        for problem in browser.problems():
            ok(False, f"console: {problem}")
    finally:
        if browser:
            browser.close()
        server.send_signal(signal.SIGINT)
        try:
            status = server.wait(timeout=2)
            ok(status == 0, f"SIGINT stops it with status {status}")
        except subprocess.TimeoutExpired:
            server.kill()
            ok(False, "SIGINT did not stop it within 2 s")
        shutil.rmtree(work, ignore_errors=True)
    print(f"preview checks: failures {len(failures)}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
