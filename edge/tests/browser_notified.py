#!/usr/bin/env python3
"""Checks the page's "Get notified" form in chromium, in both languages, with and without JavaScript.

    python3 edge/tests/browser_notified.py CALENDAR_SERVE OUT_DIR

Starts its own mock Discord receiver on loopback and CALENDAR_SERVE with `--subscriptions` on a
temporary file, that receiver's host allowed (`--allow-webhook-host`), on the test fixture at a
moment with no reminder due; then, as a person would:
  - the page shows the section, in the page's language, with JavaScript and without;
  - pasting a webhook URL, checking a category and choosing a reminder, then submitting, leads to
    a page (201) with the subscription's id and its management token; the receiver got exactly
    one post at that URL (the confirmation); the API, with that token, shows the subscription as
    chosen (category, reminders, the page's language), and no page shows the URL back;
  - a refused URL answers a page in the same language saying nothing was stored;
  - no request leaves the origin, no console error;
  - another site cannot subscribe through a visitor's browser (issue 50): a page served on
    another loopback origin (`localhost`, another site; and 127.0.0.1 on another port, the same
    site but another origin) whose form posts itself to /notified, and whose script posts the
    form with fetch() and then tries to read the answer: the server refuses the form (403) and
    no subscription is made (the receiver gets nothing), and the script reads nothing;
  - the same server without `--subscriptions` shows no such section.
Screenshots of the section and of the answer, at 390 and 1440 wide, and of the other site's page
after its attempts, land in OUT_DIR.
"""

import json
import os
import subprocess
import sys
import tempfile
import threading
import urllib.request
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from playwright.sync_api import sync_playwright

from browser_check import watch

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ROOT = Path(__file__).resolve().parent.parent.parent
FIXTURE = ROOT / "tests" / "fixtures" / "dataset.json"
NOW = "2026-09-20T12:00:00+08:00"  # no fixture event starts or ends within days of it
KEY = "6a0f0c3e5d9b8e7f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7081"
HEADINGS = {"zh": ("推送到 Discord", "已订阅", "未订阅"),
            "en": ("Get notified", "Subscribed", "Not subscribed")}

# The refusal of a host that is not Discord's, in the page's words (locales/<lang>.ftl).
REFUSALS = {"zh": "不接受此 Webhook 链接", "en": "This webhook URL is not allowed"}


def check(condition, message):
    if not condition:
        sys.exit(f"browser notified check failed: {message}")


class Discord(ThreadingHTTPServer):
    """A mock Discord on loopback: counts the POSTs per path, answers 204."""

    daemon_threads = True

    def __init__(self):
        super().__init__(("127.0.0.1", 0), Hook)
        self.lock = threading.Lock()
        self.posts = Counter()


class Hook(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", "0")))
        with self.server.lock:
            self.server.posts[self.path.split("?")[0]] += 1
        self.send_response(204)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *_):
        pass


class Elsewhere(ThreadingHTTPServer):
    """Another site's page on loopback, at its own port: a form that posts itself to `target`'s
    /notified (into a frame), and a script that posts the same form with fetch() and tries to
    read the answer, writing what it could into the page's title."""

    daemon_threads = True

    def __init__(self, target, hooks):
        super().__init__(("127.0.0.1", 0), Attacker)
        self.target, self.hooks = target, hooks


class Attacker(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        form_hook, fetch_hook = self.server.hooks
        action = f"{self.server.target}/notified"
        body = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>waiting</title></head>
<body><h1>Another site</h1>
<form id="f" method="post" action="{action}" target="sink">
<input name="lang" value="en"><input name="url" value="{form_hook}">
<input name="category" value="operator"></form>
<iframe name="sink" style="width:100%;height:12em"></iframe>
<script>
document.getElementById("f").submit();
fetch("{action}", {{method: "POST", body: new URLSearchParams({{lang: "en", url: "{fetch_hook}"}})}})
  .then(r => r.text())
  .then(t => {{ document.title = "read: " + t; }}, e => {{ document.title = "blocked: " + e; }});
</script></body></html>""".encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *_):
        pass


def cross_site(browser, base, discord, out):
    """Another origin's page tries to subscribe two webhooks through the visitor's browser, from
    another site (`localhost`) and from the same site on another port: the form's post is
    refused and the script's answer unreadable; the receiver gets no confirmation."""
    port = discord.server_address[1]
    for n, host in ((900, "localhost"), (910, "127.0.0.1")):
        hooks = (f"http://127.0.0.1:{port}/api/webhooks/{n}/from-another-site",
                 f"http://127.0.0.1:{port}/api/webhooks/{n + 1}/read-by-another-site")
        elsewhere = Elsewhere(base, hooks)
        threading.Thread(target=elsewhere.serve_forever, daemon=True).start()
        page = browser.new_page()
        try:
            page.goto(f"http://{host}:{elsewhere.server_address[1]}/")
            page.wait_for_function("document.title !== 'waiting'", timeout=30_000)
            title = page.title()
            check(title.startswith("blocked: "), f"{host}: the script read the answer: {title}")
            sink = page.frame(name="sink")
            # The frame leaves about:blank (readable here) for the answer (another origin's).
            page.wait_for_function(
                "() => { try { return frames[0].location.href !== 'about:blank'; }"
                " catch (e) { return true; } }", timeout=30_000)
            sink.wait_for_load_state()
            check(sink.url == f"{base}/notified", f"{host}: the form was not posted: {sink.url}")
            answer = sink.content()
            check("CROSS_SITE_REQUEST" in answer, f"{host}: the form's answer: {answer[:300]}")
            page.screenshot(path=str(Path(out, f"notified-cross-site-{host}.png")), full_page=True)
        finally:
            page.close()
            elsewhere.shutdown()
        with discord.lock:
            made = {h: discord.posts[h.split(str(port), 1)[1]] for h in hooks}
        check(not any(made.values()), f"{host}: subscribed from another site: {made}")


def serve(binary, *flags):
    """`binary` on the fixture on a free loopback port; returns (process, base URL)."""
    env = dict(os.environ, CALENDAR_SUBSCRIPTIONS_KEY=KEY, CALENDAR_API_RATE_LIMIT_MAX="100000")
    proc = subprocess.Popen([binary, "--listen", "127.0.0.1:0", "--dataset", str(FIXTURE),
                             "--now", NOW, *flags],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    for line in proc.stdout:
        if b"listening on http://" in line:
            return proc, line.decode().split("listening on ", 1)[1].strip()
    sys.exit("browser notified check failed: calendar-serve exited before listening")


def shown(base, sub_id, token):
    request = urllib.request.Request(f"{base}/api/v1/subscriptions/{sub_id}",
                                     headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())["subscription"]


def subscribe(browser, base, discord, lang, javascript, n, out):
    context = browser.new_context(viewport={"width": 390, "height": 844},
                                  java_script_enabled=javascript)
    page = context.new_page()
    problems = []
    watch(page, base, problems)
    page.goto(f"{base}/?lang={lang}#notified")
    what = f"{lang}, {'with' if javascript else 'without'} JavaScript"
    section = page.locator("#notified")
    check(section.is_visible(), f"{what}: no section")
    check(page.evaluate("document.documentElement.scrollWidth") <= 390,
          f"{what}: the page is wider than a 390 px phone")
    check(HEADINGS[lang][0] in section.locator("h2").inner_text(), f"{what}: heading")
    if javascript:
        for width in (390, 1440):
            page.set_viewport_size({"width": width, "height": 900})
            section.screenshot(path=str(Path(out, f"notified-{lang}-{width}.png")))
        page.set_viewport_size({"width": 390, "height": 844})
    hook = f"/api/webhooks/{n}/tok-{n}-never-shown"
    page.fill("#notified-url", f"http://127.0.0.1:{discord.server_address[1]}{hook}")
    page.check("#notified-form input[name=category][value=operator]")
    page.select_option("#notified-form select[name=alarm]", "PT1H")
    with page.expect_navigation() as navigation:
        page.click("#notified-form button[type=submit]")
    check(navigation.value.status == 201, f"{what}: answered {navigation.value.status}")
    check(HEADINGS[lang][1] in page.locator("h1").inner_text(), f"{what}: result heading")
    check("never-shown" not in page.content(), f"{what}: the URL shown back")
    sub_id = page.locator("#notified-id").inner_text()
    token = page.locator("#notified-token").inner_text()
    check(page.evaluate("document.documentElement.scrollWidth") <= 390,
          f"{what}: the answer is wider than a 390 px phone")
    check(sub_id.startswith("sub_") and len(token) >= 40, f"{what}: id {sub_id!r}, token")
    with discord.lock:
        check(discord.posts[hook] == 1, f"{what}: {discord.posts[hook]} posts to the webhook")
    if javascript:
        for width in (390, 1440):
            page.set_viewport_size({"width": width, "height": 900})
            page.screenshot(path=str(Path(out, f"notified-result-{lang}-{width}.png")),
                            full_page=True)
    got = shown(base, sub_id, token)
    check(got["kind"] == "discord" and got["category"] == ["operator"], f"{what}: {got}")
    check(got["reminders"] == {"start": ["PT1H"], "end": ["PT1H"]}, f"{what}: {got}")
    check(got["lang"] == lang, f"{what}: {got}")

    check(not problems, f"{what}: {problems}")

    # Refused: a host that is not Discord's (chromium logs the 400 itself, and only that).
    page.goto(f"{base}/?lang={lang}#notified")
    page.fill("#notified-url", "https://evil.example/api/webhooks/1/x")
    with page.expect_navigation() as navigation:
        page.click("#notified-form button[type=submit]")
    check(navigation.value.status == 400, f"{what}: refused with {navigation.value.status}")
    check(HEADINGS[lang][2] in page.locator("h1").inner_text(), f"{what}: refusal heading")
    refusal = page.locator("#notified-error").inner_text()
    check(REFUSALS[lang] in refusal and "`" not in refusal, f"{what}: refusal message {refusal!r}")
    check(problems == ["console: Failed to load resource: the server responded with a status of "
                       "400 (Bad Request)"], f"{what}: {problems}")
    context.close()


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    binary, out = sys.argv[1], sys.argv[2]
    Path(out).mkdir(parents=True, exist_ok=True)
    discord = Discord()
    threading.Thread(target=discord.serve_forever, daemon=True).start()
    with tempfile.TemporaryDirectory(prefix="browser-notified-") as scratch, \
            sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        proc, base = serve(binary, "--subscriptions", str(Path(scratch, "s.db")),
                           "--subscriptions-per-client", "10",
                           "--allow-webhook-host", f"127.0.0.1:{discord.server_address[1]}")
        try:
            n = 0
            for lang in ("zh", "en"):
                for javascript in (True, False):
                    n += 1
                    subscribe(browser, base, discord, lang, javascript, n, out)
            cross_site(browser, base, discord, out)
        finally:
            proc.terminate()
            proc.wait()
        proc, base = serve(binary)
        try:
            page = browser.new_page()
            for lang in ("zh", "en"):
                page.goto(f"{base}/?lang={lang}")
                check(page.locator("#subscribe").count() == 1, f"{lang}: the page itself")
                check(page.locator("#notified").count() == 0,
                      f"{lang}: the section without --subscriptions")
        finally:
            proc.terminate()
            proc.wait()
        browser.close()
    discord.shutdown()
    print("browser notified check: ok (zh and en, with and without JavaScript; nothing from "
          "another site)")


if __name__ == "__main__":
    main()
