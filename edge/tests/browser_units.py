#!/usr/bin/env python3
"""Checks the page's banner history ("卡池历史 / Banner history") in chromium, in both languages.

The page at `/` as a person sees it, in Debian's chromium (Playwright for Python).

    python3 edge/tests/browser_units.py BASE_URL FACE OUT_DIR

BASE_URL serves tests/fixtures/units.json with `--now 2026-04-01T12:00:00+08:00` (one unit's
rerun live, one unit live with no end known, past runs, announced runs). What the section must
show is derived from the API's own `/api/v1/units` at the same moment, never listed by name:
  - one row per unit, in the order of `daysSinceLastRun`, the longest first, a unit live now (0)
    after those and one not run yet last; each row says its `runCount` and its days since (or
    that it is live now, or not run yet), with one bar per run and the now line;
  - each unit's link is the feed of its pools: `featured=` with its Chinese name, and the feed
    holds exactly its runs' events;
  - `?lang=en` tells a unit by its official English name where `nameEn` gives one, else by its
    Chinese name, and its feed link asks for `lang=en`;
  - the same rows without JavaScript; no request leaves the origin, no console error; the page
    is no wider than a 390 px phone;
  - screenshots of the section at 390 and 1440 wide, in both languages, land in OUT_DIR.
"""

import json
import sys
from pathlib import Path
from urllib.parse import quote

from playwright.sync_api import sync_playwright

from browser_check import feed_ids, fetch, watch

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def check(condition, message):
    if not condition:
        sys.exit(f"browser units check failed: {message}")


def expected_order(units):
    """The rule written out again: days since, the longest first; null (not run yet) last."""
    keyed = [(-(u["daysSinceLastRun"] if u["daysSinceLastRun"] is not None else -1), i, u)
             for i, u in enumerate(units)]
    return [u["name"] for _, _, u in sorted(keyed, key=lambda k: (k[0], k[1]))]


def rows(page):
    return page.eval_on_selector_all(
        "#history ol.units li[data-unit]",
        """els => els.map(e => ({unit: e.dataset.unit, kind: e.dataset.kind,
            name: e.querySelector('a.uname').textContent,
            href: e.querySelector('a.uname').getAttribute('href'),
            stat: e.querySelector('.stat').textContent,
            bars: e.querySelectorAll('svg.runs rect').length}))""")


def check_rows(page, base, units, lang):
    shown = rows(page)
    check([r["unit"] for r in shown] == expected_order(units),
          f"{lang}: rows {[r['unit'] for r in shown]} != {expected_order(units)}")
    by_name = {u["name"]: u for u in units}
    for row in shown:
        unit = by_name[row["unit"]]
        check(row["kind"] == unit["kind"], f"{row['unit']}: kind {row['kind']}")
        check(row["bars"] == len(unit["runs"]) + 1, f"{row['unit']}: {row['bars']} bars")
        check(str(unit["runCount"]) in row["stat"], f"{row['unit']}: run count in {row['stat']!r}")
        days = unit["daysSinceLastRun"]
        if days is None:
            said = "尚未开放" if lang == "zh" else "not run yet"
        elif days == 0:
            said = "开放中" if lang == "zh" else "live now"
        else:
            said = str(days)
        check(said in row["stat"], f"{row['unit']}: {said!r} not in {row['stat']!r}")
        name = unit["nameEn"] if lang == "en" and unit["nameEn"] else unit["name"]
        check(row["name"] == name, f"{lang}: {row['unit']} is called {row['name']!r}, not {name!r}")
        feed = f"/api/v1/events.ics?featured={quote(unit['name'], safe='')}"
        if lang == "en":
            feed += "&lang=en"
        check(row["href"] == feed, f"{row['unit']}: link {row['href']} != {feed}")
        runs = {r["eventId"] for r in unit["runs"]}
        check(feed_ids(base + row["href"]) == runs, f"{row['unit']}: its feed is not its runs")


def main():
    base, face, out = sys.argv[1].rstrip("/"), sys.argv[2], Path(sys.argv[3])
    out.mkdir(parents=True, exist_ok=True)
    units = json.loads(fetch(f"{base}/api/v1/units"))["data"]["units"]
    check(len(units) >= 3, "the fixture should have several units")
    check(any(u["nameEn"] for u in units) and any(not u["nameEn"] for u in units),
          "the fixture should have units with and without an English name")
    problems = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        for lang, locale in (("zh", "zh-CN"), ("en", "en-US")):
            for width, height in ((1440, 900), (390, 844)):
                context = browser.new_context(viewport={"width": width, "height": height},
                                              timezone_id="Asia/Shanghai", locale=locale,
                                              device_scale_factor=1)
                page = context.new_page()
                watch(page, base, problems)
                page.goto(f"{base}/?lang={lang}", wait_until="load")
                heading = page.text_content("#history-h")
                check(("卡池历史" if lang == "zh" else "Banner history") in heading,
                      f"{lang}: heading {heading!r}")
                check_rows(page, base, units, lang)
                scroll = page.evaluate("document.documentElement.scrollWidth")
                check(scroll <= width, f"{lang}: the page is {scroll}px wide at {width}px")
                page.locator("#history").screenshot(path=str(out / f"{face}-history-{lang}-{width}.png"))
                context.close()
        context = browser.new_context(java_script_enabled=False, viewport={"width": 1440, "height": 900})
        page = context.new_page()
        watch(page, base, problems)
        page.goto(f"{base}/?lang=zh", wait_until="load")
        check_rows(page, base, units, "zh")
        context.close()
        browser.close()
    check(not problems, "; ".join(problems))
    print(f"browser units check ({face}): rows, order, links, feeds and layout ok; screenshots in {out}")


if __name__ == "__main__":
    main()
