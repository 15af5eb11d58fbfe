#!/usr/bin/env python3
"""Checks what the page says is certain and what is not, in chromium, in Chinese and in English.

The page at `/` as a person sees it, in Debian's chromium (Playwright for Python).

    python3 edge/tests/browser_certainty.py BASE_URL FACE OUT_DIR

BASE_URL serves tests/fixtures/uncertain.json with `--now 2026-11-24T20:00:00+08:00` (the day
version 7's data was found stating guesses as facts). The expected states are derived here from
the API's own JSON with the rules written out again (an independent reading of
src/certainty.rs), never listed by id:
  - every event item carries `data-event-id` and `data-certainty`, and the certainty follows from
    its `sourceMeta` and `end` at the pinned time;
  - nothing under "upcoming" starts before now; an API-upcoming event whose start passed is under
    "start not announced"; an API-live event whose estimated end passed is under "may have ended";
  - a time whose hour is unconfirmed is shown as its date with 时间未定, never its clock
    time; an estimated time says 暂定;
  - a version with an incomplete activity list says so;
  - `?lang=en` and `Accept-Language: en` give the English page with official English titles;
  - screenshots of both languages land in OUT_DIR.
"""

import json
import sys
import urllib.request
from datetime import datetime, timedelta, timezone
from pathlib import Path

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
NOW = datetime.fromisoformat("2026-11-24T20:00:00+08:00")
SHANGHAI = timezone(timedelta(hours=8))


def check(condition, message):
    if not condition:
        sys.exit(f"browser certainty check failed: {message}")


def api(base):
    with urllib.request.urlopen(f"{base}/api/v1/events", timeout=30) as response:
        return json.loads(response.read().decode())["data"]


def at(text):
    return datetime.fromisoformat(text) if text else None


def certainty(e):
    meta = e["sourceMeta"]
    estimated_end = at(meta["estimatedEnd"])
    if e["end"] is None and not e["permanent"] and estimated_end and estimated_end <= NOW:
        return "may-have-ended"
    if meta["estimated"] or estimated_end or e["startUnknown"]:
        return "estimated"
    # An official end that is only an upper bound: its label bounds it 最晚至 that end's date,
    # on the page's clock (Asia/Shanghai on the default server).
    end = at(e["end"])
    if end and f"最晚至 {end.astimezone(SHANGHAI).date().isoformat()}" in (e["endLabel"] or ""):
        return "at-the-latest"
    if meta["hourUnconfirmed"]:
        return "unconfirmed-hour"
    return "confirmed"


def items(page):
    return page.eval_on_selector_all(
        "li[data-event-id]",
        "els => els.map(e => ({id: e.dataset.eventId, certainty: e.dataset.certainty,"
        " list: e.closest('ul').dataset.list, text: e.textContent}))")


def main():
    base, face, out = sys.argv[1].rstrip("/"), sys.argv[2], Path(sys.argv[3])
    out.mkdir(parents=True, exist_ok=True)
    data = api(base)
    events = {e["id"]: e for e in data["events"]}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        context = browser.new_context(viewport={"width": 1440, "height": 900},
                                      timezone_id="Asia/Shanghai", locale="zh-CN")
        page = context.new_page()
        page.goto(base + "/", wait_until="load")
        shown = items(page)
        check(shown, "no event items")
        states = set()
        for item in shown:
            e = events[item["id"]]
            expected = certainty(e)
            states.add(expected)
            check(item["certainty"] == expected,
                  f"{item['id']}: data-certainty {item['certainty']}, the rule says {expected}")
            if item["list"] == "upcoming":
                check(at(e["start"]) > NOW, f"{item['id']} is upcoming with a start in the past")
            if item["list"] == "live":
                check(expected != "may-have-ended", f"{item['id']} may have ended but is live")
            if expected == "may-have-ended":
                check(item["list"] == "may-have-ended", f"{item['id']} is under {item['list']}")
                check("可能已结束" in item["text"], f"{item['id']}: {item['text']}")
            if e["status"] == "upcoming" and at(e["start"]) <= NOW:
                check(item["list"] == "start-not-announced", f"{item['id']} is under {item['list']}")
            end_hour_unknown = "end" in e["sourceMeta"]["hourUnconfirmed"] and e["end"]
            if end_hour_unknown:
                clock = at(e["end"]).strftime("%H:%M")
                check("时间未定" in item["text"] and clock not in item["text"],
                      f"{item['id']}: an unconfirmed end hour is shown as a time: {item['text']}")
            if e["sourceMeta"]["estimatedEnd"] and item["list"] != "start-not-announced":
                check("暂定" in item["text"], f"{item['id']}: estimated end not marked: {item['text']}")
        check({"confirmed", "unconfirmed-hour", "estimated", "may-have-ended"} <= states,
              f"the fixture should show every state; shown {sorted(states)}")
        active = next(v for v in data["versions"] if v["versionKey"] == data["activeVersionKey"])
        version_text = page.text_content("#version")
        if not active["activitiesComplete"]:
            check(page.locator(".incomplete").count() == 1, "no incomplete-list note")
            check("没有已收录" in page.text_content("#live"), "the empty limited list claims nothing runs")
        if "endsAt" in active["sourceMeta"].get("hourUnconfirmed", []):
            check("时间未定" in version_text and at(active["endsAt"]).strftime("%H:%M") not in
                  version_text.split("–", 1)[1], f"version end shown as a time: {version_text}")
        page.screenshot(path=str(out / f"{face}-certainty-zh.png"), full_page=True)
        context.close()

        for how, url, headers in (("query", base + "/?lang=en", {}),
                                  ("header", base + "/", {"Accept-Language": "en-GB,en;q=0.9"})):
            context = browser.new_context(viewport={"width": 1440, "height": 900},
                                          timezone_id="Asia/Shanghai", extra_http_headers=headers)
            page = context.new_page()
            page.goto(url, wait_until="load")
            check(page.get_attribute("html", "lang") == "en", f"lang=en by {how}: html lang")
            body = page.text_content("body")
            check("Live now" in body and "当前版本" not in body, f"by {how}: not the English page")
            check("time TBC" in body, f"by {how}: no 'time TBC'")
            check("may have ended" in body, f"by {how}: no 'may have ended'")
            for e in events.values():
                if e["titleEn"] and page.locator(f"li[data-event-id='{e['id']}']").count():
                    text = page.text_content(f"li[data-event-id='{e['id']}']")
                    check(e["titleEn"] in text, f"{e['id']}: English title missing: {text}")
            if how == "query":
                page.screenshot(path=str(out / f"{face}-certainty-en.png"), full_page=True)
            context.close()
        browser.close()
    print(f"browser certainty check ({face}): states, lists, hours, incomplete list, English ok; "
          f"screenshots in {out}")


if __name__ == "__main__":
    main()
