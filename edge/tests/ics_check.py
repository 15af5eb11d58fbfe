#!/usr/bin/env python3
"""Checks the feeds of a running server with Python's icalendar against the JSON of each query.

It reads them with `icalendar` (PyPI), a second, independent iCalendar parser beside the Rust
tests', and compares every event with the JSON of the same query.

    python3 edge/tests/ics_check.py http://127.0.0.1:8787

Needs `icalendar` (pinned in `.ci/requirements.txt`; `.ci/python-checks.sh` runs it in its
venv); not part of `cargo test`.
"""

import datetime as dt
import itertools
import json
import sys
import urllib.error
import urllib.request
from pathlib import Path

import icalendar

SHANGHAI = dt.timezone(dt.timedelta(hours=8))
CATEGORIES = ["operator", "arsenal", "permanent", "limited", "update"]


def catalog_word(message, locale="zh"):
    """A plain message of `locales/<locale>.ftl` (the default feed speaks Chinese)."""
    ftl = Path(__file__).resolve().parents[2] / "locales" / f"{locale}.ftl"
    for line in ftl.read_text(encoding="utf-8").splitlines():
        if line.startswith(f"{message} = "):
            return line.split(" = ", 1)[1]
    raise SystemExit(f"{message} not in {ftl}")


END_ESTIMATED = catalog_word("ics-summary-end-estimated")
OPEN_ENDED = catalog_word("ics-summary-open-ended")


def get(url):
    with urllib.request.urlopen(url) as response:
        return response.status, response.headers, response.read()


def parse_time(text):
    return dt.datetime.fromisoformat(text.replace("Z", "+00:00")).replace(microsecond=0)


def check(base, query):
    _, _, body = get(f"{base}/api/v1/events?{query}")
    data = json.loads(body)["data"]
    events = data["events"]
    versions = {v["versionKey"]: v for v in data["versions"]}
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
        elif event["end"] is None and estimated_span(event, versions):
            first, last = estimated_span(event, versions)
            assert got_start == first and got_end == last + dt.timedelta(days=1), context
            assert str(vevent["SUMMARY"]).endswith(END_ESTIMATED), context
        elif event["end"] is None:
            day = start.astimezone(SHANGHAI).date()
            assert got_start == day and got_end == day + dt.timedelta(days=1), context
            assert str(vevent["SUMMARY"]).endswith(OPEN_ENDED), context
        else:
            assert got_start == start and got_end == parse_time(event["end"]), context
        assert str(vevent["SUMMARY"]).startswith(event["title"]), context
        assert vevent.get("CATEGORIES").cats == [event["category"]], context
    return len(events)


def estimated_span(event, versions):
    """The first and last day of an open-ended event shown to its estimated end (else, its start
    announced, to its version's end), or None."""
    estimate = (event.get("sourceMeta") or {}).get("estimatedEnd")
    if not estimate and not event["startUnknown"]:
        estimate = versions[event["versionKey"]]["endsAt"]
    if event["permanent"] or not estimate:
        return None
    first = parse_time(event["start"]).astimezone(SHANGHAI).date()
    last = parse_time(estimate).astimezone(SHANGHAI).date()
    return (first, last) if last >= first else None


def words(secs):
    """A lead as the English feed writes it in a marker's summary."""
    parts = []
    for size, unit in [(86400, "day"), (3600, "hour"), (60, "minute"), (1, "second")]:
        n, secs = divmod(secs, size)
        if n:
            parts.append(f"{n} {unit}{'' if n == 1 else 's'}")
    return " ".join(parts)


def check_reminders(base, query, alarms, ending):
    """The feed of `query` with `alarm`/`ending` against the JSON of `query`: each event's
    VALARMs (trigger, RELATED=END, absolute triggers of open-ended events) and each marker
    (time, UID, summary), restated from the documented rules. `alarms` and `ending` are
    (parameter value, seconds...) as the request means them."""
    alarm_text, alarm_secs = alarms
    ending_text, ending_lead = ending
    # In English, whose leads `words` writes; the feed and the JSON alike.
    query = "&".join(p for p in [query, "lang=en"] if p)
    params = "&".join(p for p in [query, alarm_text, ending_text] if p)
    _, _, body = get(f"{base}/api/v1/events?{query}")
    events = json.loads(body)["data"]["events"]
    _, _, body = get(f"{base}/api/v1/events.ics?{params}")
    calendar = icalendar.Calendar.from_ical(body)
    assert not calendar.errors, (params, calendar.errors)
    vevents = iter(calendar.walk("VEVENT"))
    checked = 0
    for event in events:
        context = (params, event["id"])
        vevent = next(vevents)
        assert str(vevent["UID"]) == f"{event['id']}@endfield-calendar", context
        start = parse_time(event["start"])
        end = parse_time(event["end"]) if event["end"] else None
        timed = not event["milestone"] and end is not None and end > start
        open_ended = not event["milestone"] and end is None
        expected = []
        for secs in alarm_secs:
            lead = dt.timedelta(seconds=secs)
            if not event["startUnknown"]:
                expected.append((start - lead, None) if open_ended else (-lead, None))
            if timed:
                expected.append((-lead, "END"))
        got = []
        for alarm in vevent.walk("VALARM"):
            assert str(alarm["ACTION"]) == "DISPLAY", context
            got.append((alarm.decoded("TRIGGER"), alarm["TRIGGER"].params.get("RELATED")))
        assert got == expected, (context, got, expected)
        checked += len(got)
        if ending_lead is None or not timed:
            continue
        secs, canonical = ending_lead
        marker = next(vevents)
        assert str(marker["UID"]) == f"{event['id']}.ending-{canonical}@endfield-calendar", context
        assert marker.decoded("DTSTART") == end - dt.timedelta(seconds=secs), context
        assert "DTEND" not in marker, context
        assert str(marker["SUMMARY"]) == f"{event['title']} ends in {words(secs)}", context
        assert str(marker["RELATED-TO"]) == f"{event['id']}@endfield-calendar", context
        assert [a.decoded("TRIGGER") for a in marker.walk("VALARM")] == [dt.timedelta(0)], context
        checked += 1
    assert next(vevents, None) is None, params
    return checked


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
    checked = 0
    feeds = 0
    for query in ["", "category=operator,arsenal", "version=version-5"]:
        for alarms in [("", []), ("alarm=P1D", [86400]), ("alarm=PT1H,P1D,PT1H", [86400, 3600]),
                       ("alarm=P7D,P2DT12H,PT1S", [604800, 216000, 1])]:
            for ending in [("", None), ("ending=P1D", (86400, "P1D")),
                           ("ending=PT90M", (5400, "PT1H30M")), ("ending=P1W", (604800, "P7D"))]:
                checked += check_reminders(base, query, alarms, ending)
                feeds += 1
    assert checked > 500, checked
    print(f"ics_check: {feeds} feeds with reminders, {checked} alarms and markers exact")


if __name__ == "__main__":
    main()
