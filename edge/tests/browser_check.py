#!/usr/bin/env python3
"""Checks the page at `/` in a real browser: Debian's chromium, driven by Playwright for Python.

Playwright is pinned in .ci/requirements.txt; its own browser download is never used.

    python3 edge/tests/browser_check.py BASE_URL FACE OUT_DIR

BASE_URL is a server (calendar-serve or tools/serve_worker.py) started with the test fixture and
`--now 2026-09-20T12:00:00+08:00` (no event starts or ends within days of it); FACE names it in
the screenshots written to OUT_DIR. Checks, failing with a message on the first that does not
hold:
  - the page's live and upcoming lists (with "may have ended" and "start not announced") are
    exactly `/api/v1/events?status=live` and `status=upcoming`, asked before and after the page
    (both answers equal: same moment);
  - the feed builder (a preset, the checkboxes with JavaScript, and the plain GET form without
    it) gives a URL whose feed holds exactly the chosen events, and the copy button copies it;
  - no request leaves the origin, no console error or page error, every control is labelled;
  - local times appear only for a viewer outside UTC+8;
  - nothing but the timeline scrolls sideways at 390 and 360 px;
  - permanent content is collapsed under its count below the pools and limited activities, at
    390 and 1440 px, in Chinese and in English, and opens on a click;
  - at 390 px the timeline opens with the line at now in view (the script scrolls it), and
    without JavaScript the "jump to now" link brings it into view;
  - the language menu opens without JavaScript and lists the 14 locales, the page's marked and
    the server kept, in ja, ko, zh-TW, ru and th, within 390 and 1440 px;
  - with JavaScript, the countdowns and local times the script writes in ja, ko, ru and th are
    in the page's words (the body's data attributes), with no Chinese or English ones;
  - screenshots at 390x844 and 1440x900 (and each full page, the permanent list, the
    timeline and the open language menu in those five languages) are saved.
"""

import json
import re
import sys
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
POOLS = {"operator", "arsenal"}
# The page's languages in the scripts its font stacks name fonts for (and Cyrillic).
LANGUAGE_SHOTS = ["ja", "ko", "zh-TW", "ru", "th"]


def fetch(url):
    with urllib.request.urlopen(url, timeout=30) as response:
        return response.read().decode()


def api(base, query=""):
    return json.loads(fetch(f"{base}/api/v1/events{'?' + query if query else ''}"))["data"]["events"]


def feed_ids(url):
    """The event ids of an iCalendar feed, from its UIDs."""
    text = fetch(url.replace("webcal://", "http://", 1))
    return set(re.findall(r"^UID:(.+)@endfield-calendar\r?$", text, re.M))


def check(condition, message):
    if not condition:
        sys.exit(f"browser check failed: {message}")


def watch(page, base, problems, also=()):
    """Records console errors, page errors and any request to an origin other than base's (and
    those of the URLs in `also`), and blocks it."""
    origins = {urlsplit(url)[:2] for url in (base, *also)}
    page.on("console", lambda m: m.type == "error" and problems.append(f"console: {m.text}"))
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))

    def route(r):
        if urlsplit(r.request.url)[:2] not in origins:
            problems.append(f"request left the origin: {r.request.url}")
            r.abort()
        else:
            r.continue_()
    page.route("**/*", route)


def listed(page, name):
    return set(page.eval_on_selector_all(
        f'ul[data-list="{name}"] li[data-id]', "els => els.map(e => e.dataset.id)"))


def permanent_collapsed(page, name, out):
    """The permanent list: closed, its count the number of its items, after the pools and the
    limited activities; open after a click. Screenshots of the live section, closed and open."""
    details = page.locator("#live details.permanent")
    check(details.count() == 1, f"{name}: no collapsed permanent list")
    check(not details.evaluate("d => d.open"), f"{name}: the permanent list is open on load")
    count = int(details.locator(".count").get_attribute("data-count"))
    items = details.locator("li[data-id]").count()
    check(count == items and count > 0, f"{name}: count {count} != {items} items")
    check(not details.locator("li[data-id]").first.is_visible(), f"{name}: items visible closed")
    order = page.evaluate("""() => {
        const live = document.querySelector('#live');
        const pools = live.querySelector('ul[data-list=live]');
        const perm = live.querySelector('details.permanent');
        return !!(pools.compareDocumentPosition(perm) & Node.DOCUMENT_POSITION_FOLLOWING);
    }""")
    check(order, f"{name}: the permanent list is not below the pools")
    page.locator("#live").screenshot(path=str(out / f"{name}-live-collapsed.png"))
    details.locator("summary").click()
    check(details.evaluate("d => d.open"), f"{name}: a click does not open the permanent list")
    check(details.locator("li[data-id]").first.is_visible(), f"{name}: open, items hidden")
    page.locator("#live").screenshot(path=str(out / f"{name}-live-open.png"))
    details.locator("summary").click()


def now_in_view(page):
    """Whether the timeline's line at now lies inside its scroll box's visible width."""
    return page.evaluate("""() => {
        const now = document.getElementById('timeline-now');
        const box = now && now.closest('.scroll');
        if (!box) return false;
        const n = now.getBoundingClientRect(), b = box.getBoundingClientRect();
        return n.left >= b.left && n.right <= b.right;
    }""")


def main():
    base, face, out = sys.argv[1].rstrip("/"), sys.argv[2], Path(sys.argv[3])
    out.mkdir(parents=True, exist_ok=True)
    everything = api(base)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        problems = []

        # 1. The lists against the API at the same moment.
        context = browser.new_context(viewport={"width": 1440, "height": 900},
                                      timezone_id="Asia/Shanghai", locale="zh-CN")
        context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base)
        page = context.new_page()
        watch(page, base, problems)
        before = {s: {e["id"] for e in api(base, f"status={s}")} for s in ("live", "upcoming")}
        page.goto(base + "/", wait_until="load")
        after = {s: {e["id"] for e in api(base, f"status={s}")} for s in ("live", "upcoming")}
        check(before == after, "the API changed while the page loaded: the clock is not pinned")
        # The page splits the API's lists by what is certain (src/certainty.rs): together they are
        # exactly the API's.
        for status, extra in (("live", "may-have-ended"), ("upcoming", "start-not-announced")):
            shown = listed(page, status) | listed(page, extra)
            check(shown == after[status],
                  f"{status}: page {sorted(shown)} != API {sorted(after[status])}")
            check(shown, f"{status}: nothing listed; the fixture should have some at the pinned time")
        check(page.get_attribute("html", "lang") == "zh-CN", "html lang")
        unlabelled = page.eval_on_selector_all(
            "input:not([type=hidden]), select, button",
            "els => els.filter(e => !e.hidden && !(e.labels && e.labels.length) && !e.textContent.trim()"
            " && !e.getAttribute('aria-label')).map(e => e.outerHTML)")
        check(not unlabelled, f"unlabelled controls: {unlabelled}")
        check(page.locator(".local").count() == 0, "local times shown to a viewer in UTC+8")
        check(page.locator("svg.timeline g.bar").count() > 0, "the timeline has no bars")
        page.screenshot(path=str(out / f"{face}-1440x900.png"))
        page.screenshot(path=str(out / f"{face}-1440-full.png"), full_page=True)
        permanent_collapsed(page, f"{face}-1440-zh", out)

        # 2. The feed builder with JavaScript: a preset, then checkboxes and selects.
        page.click("a.preset[data-query='category=operator&category=arsenal']")
        url = page.input_value("#feed-url")
        check(url == f"{base}/api/v1/events.ics?category=operator,arsenal", f"preset URL {url}")
        webcal = page.input_value("#feed-webcal")
        check(webcal == url.replace("http://", "webcal://", 1), f"webcal URL {webcal}")
        expected = {e["id"] for e in everything if e["category"] in POOLS}
        check(feed_ids(url) == expected, "the all-pools feed is not exactly the pools")
        check(feed_ids(webcal) == expected, "the webcal feed differs")
        page.click("button.copy[data-copy='feed-url']")
        copied = page.evaluate("navigator.clipboard.readText()")
        check(copied == url, f"copied {copied!r}, expected {url!r}")
        for box in page.query_selector_all("input[name=category]"):
            box.uncheck()
        page.check("input[name=category][value=limited]")
        page.select_option("select[name=status]", "upcoming")
        url = page.input_value("#feed-url")
        expected = {e["id"] for e in everything
                    if e["category"] == "limited" and e["id"] in after["upcoming"]}
        check(expected, "no upcoming limited event in the fixture at the pinned time")
        check(feed_ids(url) == expected, f"{url}: not exactly the upcoming limited events")
        page.select_option("select[name=alarm]", "P1D")
        url = page.input_value("#feed-url")
        check(url.endswith("&alarm=P1D"), f"alarm not in {url}")
        check(feed_ids(url) == expected, f"{url}: alarms changed the events")
        check("TRIGGER:-P1D" in fetch(url), f"{url}: no alarm in the feed")
        check(not problems, "; ".join(problems))
        context.close()

        # 3. Without JavaScript: the plain GET form renders the URLs server side.
        # Chinese, as in 1.: an English browser gets the English page, whose feed URLs add lang=en.
        context = browser.new_context(java_script_enabled=False, viewport={"width": 1440, "height": 900},
                                      locale="zh-CN")
        page = context.new_page()
        watch(page, base, problems)
        page.goto(base + "/", wait_until="load")
        check(listed(page, "live") == after["live"], "live list without JavaScript")
        page.check("input[name=category][value=operator]")
        page.select_option("select[name=version]", "6")
        page.select_option("select[name=ending]", "P1D")
        page.click("#feed-form button[type=submit]")
        page.wait_for_load_state("load")
        url = page.input_value("#feed-url")
        check(url == f"{base}/api/v1/events.ics?category=operator&version=6&ending=P1D",
              f"form URL {url}")
        chosen = [e for e in everything
                  if e["category"] == "operator" and e["versionKey"] == "version-6"]
        expected = {e["id"] for e in chosen} | {f"{e['id']}.ending-P1D" for e in chosen if e["end"]}
        check(feed_ids(url) == expected,
              "the form's feed is not exactly version 6's operator pools and their ending markers")
        check(page.input_value("#feed-webcal").startswith("webcal://"), "no webcal URL without JS")
        check(page.is_checked("input[name=category][value=operator]"), "the choice is not kept")
        context.close()

        # 4. A phone, in another time zone: local times appear; screenshots.
        context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=1,
                                      is_mobile=True, has_touch=True, timezone_id="Europe/Berlin",
                                      locale="zh-CN")
        page = context.new_page()
        watch(page, base, problems)
        page.goto(base + "/", wait_until="load")
        check(page.locator(".local").count() > 0, "no local times for a viewer in Europe/Berlin")
        width = page.evaluate("document.documentElement.scrollWidth")
        check(width <= 390, f"the page is {width}px wide on a 390px phone (only the timeline scrolls)")
        page.screenshot(path=str(out / f"{face}-390x844.png"))
        page.screenshot(path=str(out / f"{face}-390-full.png"), full_page=True)
        check(now_in_view(page), "at 390 px the timeline does not open at now")
        page.locator("#timeline").screenshot(path=str(out / f"{face}-390-timeline.png"))
        permanent_collapsed(page, f"{face}-390-zh", out)
        page.set_viewport_size({"width": 360, "height": 740})
        width = page.evaluate("document.documentElement.scrollWidth")
        check(width <= 360, f"the page is {width}px wide on a 360px phone")
        check(not problems, "; ".join(problems))
        context.close()

        # 5. English, at 390 and 1440: the permanent list collapsed the same way.
        for width, height in ((390, 844), (1440, 900)):
            context = browser.new_context(viewport={"width": width, "height": height},
                                          locale="en-GB", timezone_id="Asia/Shanghai")
            page = context.new_page()
            watch(page, base, problems)
            page.goto(base + "/?lang=en", wait_until="load")
            check(page.get_attribute("html", "lang") == "en", "html lang en")
            permanent_collapsed(page, f"{face}-{width}-en", out)
            check(not problems, "; ".join(problems))
            context.close()

        # 6. A phone without JavaScript: the timeline starts at its left edge; the link to now
        # brings the line at now into view.
        context = browser.new_context(java_script_enabled=False,
                                      viewport={"width": 390, "height": 844}, locale="zh-CN")
        page = context.new_page()
        watch(page, base, problems)
        page.goto(base + "/", wait_until="load")
        page.click("a.jump[href='#timeline-now']")
        check(now_in_view(page), "without JavaScript the link does not bring now into view")
        page.locator("#timeline").screenshot(path=str(out / f"{face}-390-nojs-timeline.png"))
        check(not problems, "; ".join(problems))
        context.close()

        # 7. The language menu, without JavaScript, in the scripts the fonts must cover: it opens
        # on a click, lists the 14 locales with the page's marked and the server kept, and the
        # page stays within 390 and 1440 px.
        for lang in LANGUAGE_SHOTS:
            for width, height in ((390, 844), (1440, 900)):
                context = browser.new_context(java_script_enabled=False,
                                              viewport={"width": width, "height": height})
                page = context.new_page()
                watch(page, base, problems)
                page.goto(f"{base}/?lang={lang}&server=asia", wait_until="load")
                page.click("details.langs summary")
                links = page.locator("details.langs a")
                check(links.count() == 14, f"{lang}: the language menu has {links.count()} links")
                hrefs = [links.nth(i).get_attribute("href") for i in range(links.count())]
                check(all(h.endswith("server=asia") and "lang=" in h for h in hrefs),
                      f"{lang}: a menu link drops the server or the language: {hrefs}")
                current = page.locator("details.langs a[aria-current]")
                check(current.count() == 1 and current.get_attribute("href") == f"/?lang={lang}&server=asia",
                      f"{lang}: the menu does not mark the page's language")
                wide = page.evaluate("document.documentElement.scrollWidth")
                check(wide <= width, f"{lang}: the page is {wide}px wide at {width}px")
                page.screenshot(path=str(out / f"{face}-{width}-{lang}-menu.png"))
                check(not problems, "; ".join(problems))
                context.close()
        # 8. With JavaScript, in another time zone: the script's countdowns and local times
        # are in the page's words (the body's data attributes), never Chinese or English ones.
        for lang in ("ja", "ko", "ru", "th"):
            context = browser.new_context(viewport={"width": 1440, "height": 900},
                                          timezone_id="Europe/Berlin")
            page = context.new_page()
            watch(page, base, problems)
            page.goto(f"{base}/?lang={lang}&server=asia", wait_until="load")
            page.wait_for_function("document.querySelectorAll('span.local').length > 0")
            said = (page.locator(".countdown").all_text_contents()
                    + page.locator("span.local").all_text_contents())
            check(said, f"{lang}: no countdown or local time on the page")
            foreign = [s for s in said if any(w in s for w in ("天", "小时", "本地", "local", " d "))]
            check(not foreign, f"{lang}: the script wrote other languages' words: {foreign[:3]}")
            page.screenshot(path=str(out / f"{face}-1440-{lang}-script.png"))
            check(not problems, "; ".join(problems))
            context.close()
        browser.close()
    print(f"browser check ({face}): lists, feed builder, origin, console, layout, the collapsed "
          f"permanent list, the timeline at now, the language menu and the script's words ok; "
          f"screenshots in {out}")


if __name__ == "__main__":
    main()
