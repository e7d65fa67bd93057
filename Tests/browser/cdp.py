"""Headless Chromium over the DevTools protocol on --remote-debugging-pipe (validators.md §2.4):
Python stdlib only, no network port. The one DevTools client of the test tools: the gallery
checks (Tests/gallery) and the CSS, SVG and lottie-web validators (Tests/validators) import it."""
import base64
import json
import os
import select
import shutil
import subprocess
import tempfile
import time

CHROMIUM_CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "chrome")


def find_chromium():
    explicit = os.environ.get("CHROMIUM")
    if explicit:
        return explicit
    for name in CHROMIUM_CANDIDATES:
        path = shutil.which(name)
        if path:
            return path
    return None


class Browser:
    """One headless Chromium with one page; messages are NUL-terminated JSON on fds 3/4."""

    def __init__(self, width=1400, height=1000, timeout=60, chromium=None, flags=()):
        """`chromium` overrides the search (find_chromium); `flags` are extra command-line
        switches, e.g. --allow-file-access-from-files for pages that load local files."""
        binary = chromium or find_chromium()
        if not binary:
            raise RuntimeError("chromium not found (apt-get install chromium, or set CHROMIUM)")
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="mc-gallery-profile-")
        to_chrome_r, to_chrome_w = os.pipe()
        from_chrome_r, from_chrome_w = os.pipe()

        def child():
            a, b = os.dup(to_chrome_r), os.dup(from_chrome_w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.proc = subprocess.Popen(
            [binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check",
             "--disable-extensions", "--disable-background-networking", "--mute-audio",
             f"--user-data-dir={self.profile}", *flags, "about:blank"],
            pass_fds=(3, 4), preexec_fn=child,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.writer = os.fdopen(to_chrome_w, "wb", buffering=0)
        self.reader = os.fdopen(from_chrome_r, "rb", buffering=0)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        target = next(t for t in self.send("Target.getTargets")["targetInfos"] if t["type"] == "page")
        self.session = self.send("Target.attachToTarget",
                                 {"targetId": target["targetId"], "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            self.page(domain + ".enable")
        self.resize(width, height)

    def _read(self):
        while b"\0" not in self.buffer:
            if not select.select([self.reader], [], [], self.timeout)[0]:
                raise TimeoutError("no message from chromium")
            chunk = self.reader.read(1 << 16)
            if not chunk:
                raise EOFError("chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.writer.write(json.dumps(message).encode() + b"\0")
        while True:
            reply = self._read()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def page(self, method, params=None):
        return self.send(method, params, session=self.session)

    def resize(self, width, height):
        self.page("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def wait_event(self, method, timeout=30):
        end = time.time() + timeout
        while time.time() < end:
            for i, event in enumerate(self.events):
                if event.get("method") == method:
                    return self.events.pop(i)
            self.events.append(self._read())
        raise TimeoutError(method)

    def navigate(self, url):
        self.events = [e for e in self.events if e.get("method") != "Page.loadEventFired"]
        self.page("Page.navigate", {"url": url})
        self.wait_event("Page.loadEventFired")

    def evaluate(self, expression):
        result = self.page("Runtime.evaluate",
                           {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"page exception: {result['exceptionDetails']}")
        return result["result"].get("value")

    def problems(self):
        """Console errors/warnings, uncaught exceptions and log errors seen so far (then cleared)."""
        out = []
        keep = []
        for event in self.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "warning", "assert"):
                text = " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", []))
                out.append(f"console.{params['type']}: {text}")
            elif method == "Runtime.exceptionThrown":
                details = params.get("exceptionDetails", {})
                out.append("exception: " + str(details.get("exception", {}).get("description", details.get("text"))))
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") in ("error", "warning"):
                entry = params["entry"]
                out.append(f"log.{entry['level']}: {entry.get('text')} {entry.get('url', '')}")
            else:
                keep.append(event)
        self.events = [e for e in keep if e.get("method") not in ("Runtime.consoleAPICalled",)]
        return out

    def click(self, x, y):
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            params = {"type": kind, "x": x, "y": y, "button": "left" if kind != "mouseMoved" else "none",
                      "clickCount": 1 if kind != "mouseMoved" else 0}
            self.page("Input.dispatchMouseEvent", params)

    def mouse(self, kind, x, y, pressed=False):
        """One mouse event; `pressed` holds the left button (a drag when kind is mouseMoved)."""
        params = {"type": kind, "x": x, "y": y, "button": "left" if kind != "mouseMoved" or pressed else "none",
                  "buttons": 1 if pressed else 0, "clickCount": 1 if kind != "mouseMoved" else 0}
        self.page("Input.dispatchMouseEvent", params)

    def screenshot(self, clip=None, beyond_viewport=True):
        """PNG bytes of the page, or of `clip` ({x, y, width, height}) at scale 1."""
        params = {"format": "png", "captureBeyondViewport": beyond_viewport}
        if clip:
            params["clip"] = dict(clip, scale=1)
        return base64.b64decode(self.page("Page.captureScreenshot", params)["data"])

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        shutil.rmtree(self.profile, ignore_errors=True)
