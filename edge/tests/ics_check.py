#!/usr/bin/env python3
"""Reads the feeds of a running server with Python's `icalendar` (PyPI), a second, independent
iCalendar parser beside the Rust tests', and compares every event with the JSON of the same query.

    python3 edge/tests/ics_check.py http://127.0.0.1:8787

Needs `icalendar` (pinned in `.ci/run`); not part of `cargo test`.
"""

import datetime as dt
import itertools
import json
import sys
import urllib.error
import urllib.request

import icalendar

SHANGHAI = dt.timezone(dt.timedelta(hours=8))
CATEGORIES = ["operator", "arsenal", "permanent", "limited", "update"]


def get(url):
    with urllib.request.urlopen(url) as response:
        return response.status, response.headers, response.read()


def parse_time(text):
    return dt.datetime.fromisoformat(text.replace("Z", "+00:00")).replace(microsecond=0)


def check(base, query):
    _, _, body = get(f"{base}/api/v1/events?{query}")
    events = json.loads(body)["data"]["events"]
    status, headers, body = get(f"{base}/api/v1/events.ics?{query}")
    assert status == 200 and headers["Content-Type"] == "text/calendar; charset=utf-8", query
    calendar = icalendar.Calendar.from_ical(body)
    assert not calendar.errors, (query, calendar.errors)
    for line in body.split(b"\r\n"):
        assert len(line) <= 75, (query, line)
        line.decode("utf-8")
    vevents = calendar.walk("VEVENT")
    assert len(vevents) == len(events), (query, len(vevents), len(events))
    for event, vevent in zip(events, vevents):
        context = (query, event["id"])
        assert not vevent.errors, (context, vevent.errors)
        assert str(vevent["UID"]) == f"{event['id']}@endfield-calendar", context
        start = parse_time(event["start"])
        got_start = vevent.decoded("DTSTART")
        got_end = vevent.decoded("DTEND") if "DTEND" in vevent else None
        if event["milestone"]:
            assert got_start == start and got_end is None, context
        elif event["end"] is None:
            day = start.astimezone(SHANGHAI).date()
            assert got_start == day and got_end == day + dt.timedelta(days=1), context
            assert str(vevent["SUMMARY"]).endswith("(open-ended)"), context
        else:
            assert got_start == start and got_end == parse_time(event["end"]), context
        assert str(vevent["SUMMARY"]).startswith(event["title"]), context
        assert vevent.get("CATEGORIES").cats == [event["category"]], context
    return len(events)


def main():
    base = sys.argv[1].rstrip("/")
    total = 0
    queries = 0
    masks = [""] + [
        ",".join(c for c, bit in zip(CATEGORIES, bits) if bit)
        for bits in itertools.product([0, 1], repeat=5)
        if any(bits)
    ]
    for version in ["all", "version-1", "version-5", "version-6"]:
        for categories in masks:
            for status in ["all", "upcoming", "live", "ended"]:
                query = f"version={version}&status={status}"
                if categories:
                    query += f"&category={categories}"
                total += check(base, query)
                queries += 1
    for window in [
        "from=2026-08-01T00:00:00%2B08:00&to=2026-08-31T00:00:00%2B08:00",
        "from=2026-08-26T04:00:00%2B08:00&to=2026-08-26T04:00:01%2B08:00",
        "to=2026-08-01T00:00:00Z",
    ]:
        total += check(base, window)
        queries += 1
    print(f"ics_check: {queries} feeds, {total} events, all equal to the JSON")


if __name__ == "__main__":
    main()
