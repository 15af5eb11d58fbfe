#!/usr/bin/env python3
"""Checks the embeds and the page's HTML 429 in a real browser: Debian's chromium, driven by
Playwright for Python (pinned in .ci/requirements.txt; its own browser download is never used).

    python3 edge/tests/browser_embed.py BASE_URL FACE OUT_DIR

BASE_URL is a server (calendar-serve or tools/serve_worker.py) started with the test fixture,
`--now 2026-09-20T12:00:00+08:00` and CALENDAR_API_RATE_LIMIT_MAX=12 (this check counts on it);
FACE names it in the screenshots written to OUT_DIR. Checks, failing with a message on the first
that does not hold:
  - the badge parses as XML (xml.etree): an <svg> with a non-empty <title> and one <text>;
  - the countdown card, framed at 320x120 by a page of another origin (a loopback server of its
    own), in each theme: it shows, its lines are the card's, its counted times count, no request
    leaves the two origins, no console error; the page at `/` framed the same way is refused
    (its policy says `frame-ancestors 'none'`); screenshots of each;
  - over the rate limit, the browser gets the HTML 429 page in its language with the wait of
    `Retry-After`, and a client without an HTML preference the JSON envelope.
"""

import json
import sys
import threading
import urllib.error
import urllib.request
import xml.etree.ElementTree as ET
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from playwright.sync_api import sync_playwright

from browser_check import watch

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SVG = "{http://www.w3.org/2000/svg}"
THEMES = {"light": "#eef1f4", "dark": "#eef1f4", "transparent": "#3a4f66"}


def check(condition, message):
    if not condition:
        sys.exit(f"embed browser check failed: {message}")


def fetch(url, accept=None):
    """Status, headers and body of a GET, whatever the status."""
    request = urllib.request.Request(url, headers={"Accept": accept} if accept else {})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.headers, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read().decode()


def host_page(html):
    """A loopback server of another origin that answers every GET with `html`; its base URL."""
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            body = html.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def main():
    base, face, out = sys.argv[1].rstrip("/"), sys.argv[2], Path(sys.argv[3])
    out.mkdir(parents=True, exist_ok=True)

    # 1. The badge, through a real XML parser.
    for lang in ("en", "zh"):
        status, headers, body = fetch(f"{base}/api/v1/badge.svg?lang={lang}")
        check(status == 200, f"badge {lang}: {status}")
        check(headers["Content-Type"].startswith("image/svg+xml"), headers["Content-Type"])
        root = ET.fromstring(body)
        check(root.tag == f"{SVG}svg", f"badge root {root.tag}")
        title = root.find(f"{SVG}title")
        check(title is not None and title.text and title.text.strip(), "badge without a title")
        texts = root.findall(f"{SVG}text")
        check(len(texts) == 1 and texts[0].text, f"badge text {texts}")
        check(texts[0].text in title.text, "the title does not tell the badge's text")

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        problems = []

        # 2. The card framed by another origin, in each theme, at 320x120.
        for theme, background in THEMES.items():
            src = f"{base}/embed/countdown?theme={theme}&lang=en&limit=3"
            html = (f'<!DOCTYPE html><html><body style="margin:0;background:{background}">'
                    f'<iframe src="{src}" width="320" height="120" style="border:0;display:block"'
                    f' title="countdown"></iframe></body></html>')
            host, origin = host_page(html)
            context = browser.new_context(viewport={"width": 320, "height": 120})
            page = context.new_page()
            watch(page, base, problems, also=[origin])
            page.goto(origin + "/", wait_until="load")
            frame = page.frame_locator("iframe")
            lines = frame.locator("li[data-id]")
            lines.first.wait_for(timeout=10000)
            check(lines.count() >= 1, f"{theme}: the framed card shows no line")
            body_class = frame.locator("body").get_attribute("class")
            check(body_class == f"embed theme-{theme}", f"{theme}: body class {body_class}")
            counting = frame.locator(".countdown[data-until]")
            check(counting.count() >= 1, f"{theme}: nothing counted at the pinned moment")
            check(any(c.isdigit() for c in counting.first.text_content()), "countdown text")
            page.screenshot(path=str(out / f"{face}-embed-{theme}-320x120.png"))
            check(not problems, "; ".join(problems))
            context.close()
            host.shutdown()

        # The page itself may not be framed.
        host, origin = host_page(f'<!DOCTYPE html><iframe src="{base}/" width="320" '
                                 f'height="120"></iframe>')
        context = browser.new_context(viewport={"width": 320, "height": 120})
        page = context.new_page()
        refused = []
        page.on("console", lambda m: refused.append(m.text))
        page.goto(origin + "/", wait_until="load")
        page.wait_for_timeout(500)
        inner = page.frames[1] if len(page.frames) > 1 else None
        check(inner is None or not inner.query_selector("#live"),
              "the page at / shows inside another origin's frame")
        context.close()
        host.shutdown()

        # 3. Over the limit: the HTML 429 for a browser, the envelope for anything else.
        status = 200
        for _ in range(20):
            status, headers, body = fetch(f"{base}/api/v1/events")
            if status == 429:
                break
        check(status == 429, "the limit of 12 was not reached")
        status, headers, body = fetch(f"{base}/", accept="*/*")
        check(status == 429 and json.loads(body)["error"]["code"] == "RATE_LIMITED",
              f"a client without an HTML preference: {status} {body[:80]}")
        check("Accept" in headers["Vary"], f"Vary {headers['Vary']}")
        for lang, locale, words in (("zh", "zh-CN", "请求过多"), ("en", "en-GB", "Too many requests")):
            context = browser.new_context(viewport={"width": 390, "height": 844}, locale=locale)
            page = context.new_page()
            response = page.goto(base + "/", wait_until="load")
            check(response.status == 429, f"{lang}: {response.status}")
            check(page.get_attribute("html", "lang") in ("zh-CN", "en") and
                  page.get_attribute("html", "lang").startswith(lang), f"{lang}: html lang")
            check(words in page.locator("h1").text_content(), f"{lang}: heading")
            wait = page.get_attribute("[data-retry-after]", "data-retry-after")
            check(wait == response.headers["retry-after"], f"{lang}: wait {wait}")
            check(wait in page.locator("[data-retry-after]").text_content(), f"{lang}: wait told")
            page.screenshot(path=str(out / f"{face}-429-{lang}-390.png"))
            context.close()
        browser.close()
    print(f"embed browser check ({face}): badge XML, the card framed in three themes, the page "
          f"not framable, the HTML 429 ok; screenshots in {out}")


if __name__ == "__main__":
    main()
