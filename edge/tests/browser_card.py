#!/usr/bin/env python3
"""Checks that the countdown card shows the whole time left at its documented 320x120, in a real
browser (Debian's chromium, driven by Playwright as in browser_embed.py).

    python3 edge/tests/browser_card.py BASE_URL FACE OUT_DIR

BASE_URL is a server started with tests/fixtures/uncertain.json and
`--now 2026-11-10T12:00:00+08:00`: then the card's lines carry the longest forms of the time
left, "starts ~Nov 20 (estimated)" in English, 「11月26日 结束，时间未定」 in Chinese and
「11月26日に終了、時刻未定」 in Japanese (a two-digit month and day, an unconfirmed hour), beside
long titles (in Japanese, names not official in it, marked). For each language and each
choice of lines, framed at 320x120 by a page of another origin: every element of the card lies
inside its parent's box (but what a name or title ending in an ellipsis clips) and inside
the card; no element's content overflows its box, except a name or title that gives up room and
ends in an ellipsis (never the time left, nor anything holding it); the time left reads whole.
Screenshots of each in OUT_DIR, failing with a message on the first check that does not hold.
"""

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

from browser_check import watch
from browser_embed import ARGS, CHROMIUM, check, host_page

WIDTH, HEIGHT = 320, 120

# (language, query of the card, a time left it must show whole)
CASES = [
    ("en", "category=arsenal", "starts ~Nov 20 (estimated)"),
    ("en", "", "ends Nov 26, time TBC"),
    ("zh", "", "11月26日 结束，时间未定"),
    ("zh", "category=arsenal", "暂定 11月20日 开始"),
    ("ja", "", "11月26日に終了、時刻未定"),
    ("ja", "category=arsenal", "11月20日頃に開始（予定）"),
]

# Every element of the card, measured: its box, its parent's, whether its content overflows
# it, whether it ends in an ellipsis, whether it is or holds a time left, and whether an
# ancestor that ends in an ellipsis clips it.
MEASURE = """() => [...document.body.querySelectorAll('*')]
  .filter(e => !['SCRIPT', 'NOSCRIPT', 'LINK', 'META', 'TITLE'].includes(e.tagName))
  .map(e => {
    const r = e.getBoundingClientRect(), p = e.parentElement.getBoundingClientRect();
    const style = getComputedStyle(e);
    return {
      name: e.tagName.toLowerCase() + (e.className ? '.' + e.className : ''),
      text: e.textContent.trim().slice(0, 60),
      box: [r.left, r.top, r.right, r.bottom],
      parent: [p.left, p.top, p.right, p.bottom],
      overflows: style.display !== 'inline' &&
        (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1),
      ellipsis: style.textOverflow === 'ellipsis',
      time: e.matches('.when') || e.querySelector('.when') !== null,
      clipped: (() => {
        for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
          if (getComputedStyle(a).textOverflow === 'ellipsis') return true;
        }
        return false;
      })(),
    };
  })"""

EPSILON = 0.5


def inside(box, outer):
    return (box[0] >= outer[0] - EPSILON and box[1] >= outer[1] - EPSILON
            and box[2] <= outer[2] + EPSILON and box[3] <= outer[3] + EPSILON)


def main():
    base, face, out = sys.argv[1].rstrip("/"), sys.argv[2], Path(sys.argv[3])
    out.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        problems = []
        for lang, query, longest in CASES:
            # Framed at 320x120 by a page of another origin, as docs/api.md shows it.
            src = f"{base}/embed/countdown?lang={lang}" + (f"&{query}" if query else "")
            host, origin = host_page(
                f'<!DOCTYPE html><html><body style="margin:0"><iframe src="{src}" '
                f'width="{WIDTH}" height="{HEIGHT}" style="border:0;display:block" '
                f'title="countdown"></iframe></body></html>')
            context = browser.new_context(viewport={"width": WIDTH, "height": HEIGHT})
            page = context.new_page()
            watch(page, base, problems, also=[origin])
            page.goto(origin + "/", wait_until="load")
            frame = page.frames[1]
            where = f"{lang} {query or 'all'}"
            lines = frame.locator("li[data-id]")
            lines.first.wait_for(timeout=10000)
            check(lines.count() == 3, f"{where}: {lines.count()} lines, not 3")
            whens = [w.strip() for w in frame.locator("li .when").all_text_contents()]
            check(longest in whens, f"{where}: no line tells {longest!r}: {whens}")
            name = f"{face}-card-{lang}-{query.replace('=', '-') or 'all'}-{WIDTH}x{HEIGHT}.png"
            page.screenshot(path=str(out / name))
            card = [0, 0, WIDTH, HEIGHT]
            for e in frame.evaluate(MEASURE):
                what = f"{where}: {e['name']} {e['text']!r}"
                if e["clipped"]:
                    # Part of a name or title that ends in an ellipsis (an untranslated name's
                    # mark): that ancestor clips it, and is itself checked.
                    continue
                check(inside(e["box"], card), f"{what} leaves the card: {e['box']}")
                check(inside(e["box"], e["parent"]),
                      f"{what} leaves its parent: {e['box']} in {e['parent']}")
                if e["overflows"]:
                    check(e["ellipsis"] and not e["time"],
                          f"{what} overflows its box (ellipsis {e['ellipsis']})")
            # The time left of every line is shown whole: its box holds all of its text.
            for when in frame.locator("li .when").all():
                whole = when.evaluate("e => e.scrollWidth <= e.clientWidth && "
                                      "e.getBoundingClientRect().width > 0")
                check(whole, f"{where}: {when.text_content()!r} is cut")
            check(not problems, "; ".join(problems))
            context.close()
            host.shutdown()
        browser.close()
    print(f"card browser check ({face}): the whole time left at {WIDTH}x{HEIGHT}, nothing "
          f"overflowing, in Chinese, English and Japanese; screenshots in {out}")


if __name__ == "__main__":
    main()
