#!/usr/bin/env python3
"""calendar-serve's resident memory after every face in all 14 languages, against two languages.

    python3 tools/bench_memory.py [--binary PATH] [--dataset FILE] [--repeat N] [--limit RATIO]

Issue 48: calendar-serve renders a language's answers only when it is asked for them, so its
resident memory after every page, feed, card, badge, change list, units list and MCP call in
the 14 locales on the three servers stays within RATIO (default 1.5) of its memory after the
same requests in two languages (zh and en). Each side runs in a fresh process, on the same
dataset, and asks every request N times (default 2, so the second round finds whatever the
first one kept). The figure is VmRSS from /proc after the last answer (and VmHWM, the peak);
the exit status is 1 when the ratio of VmRSS is over RATIO, or when any request is not a 200.
"""

import argparse
import json
import os
import sys
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_common  # noqa: E402

PAIR = ["zh", "en"]
LOCALES = ["zh", "zh-TW", "en", "ja", "ko", "de", "fr", "es", "pt-BR", "ru", "it", "id", "th", "vi"]
SERVERS = ["cn", "asia", "americas-europe"]

# Every GET face a person or a feed reader sees, with its query (lang and server appended).
GETS = [
    "/",
    "/api/v1/events",
    "/api/v1/events?status=live",
    "/api/v1/events.ics",
    "/api/v1/events.ics?alarm=P1D,PT1H&ending=P1D",
    "/api/v1/changes",
    "/api/v1/changes.atom",
    "/api/v1/units",
    "/embed/countdown",
    "/api/v1/badge.svg",
]
TOOLS = [("list_events", {}), ("recent_changes", {}), ("list_units", {})]


def log(message):
    print(f"bench_memory: {message}", file=sys.stderr, flush=True)


def memory(pid):
    """(VmRSS, VmHWM) of `pid` in KiB."""
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, value = line.partition(":")
        if name in ("VmRSS", "VmHWM"):
            fields[name] = int(value.split()[0])
    return fields["VmRSS"], fields["VmHWM"]


def ask(port, method, target, body=None):
    request = urllib.request.Request(f"http://127.0.0.1:{port}{target}", data=body, method=method)
    if body is not None:
        request.add_header("Content-Type", "application/json")
        request.add_header("Accept", "application/json, text/event-stream")
    with urllib.request.urlopen(request, timeout=30) as response:
        response.read()
        return response.status


def requests(locales):
    """Every request of one side: each face in each locale on each server."""
    for lang in locales:
        for server in SERVERS:
            for path in GETS:
                joiner = "&" if "?" in path else "?"
                yield "GET", f"{path}{joiner}lang={lang}&server={server}", None
            for name, arguments in TOOLS:
                call = {"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                        "params": {"name": name,
                                   "arguments": dict(arguments, lang=lang, server=server)}}
                yield "POST", "/mcp", json.dumps(call).encode()


def measure(binary, dataset, locales, repeat):
    """Starts a fresh calendar-serve, asks every request of `locales` `repeat` times; returns
    (VmRSS at start, VmRSS after, VmHWM after, requests asked)."""
    flags = ["--dataset", dataset] if dataset else []
    proc, port = bench_common.start_calendar_serve(binary, *flags)
    try:
        # One answer first, so both sides start from a served process.
        ask(port, "GET", "/api/v1/events")
        start, _ = memory(proc.pid)
        count = 0
        for _ in range(repeat):
            for method, target, body in requests(locales):
                status = ask(port, method, target, body)
                if status != 200:
                    raise SystemExit(f"{method} {target} answered {status}")
                count += 1
        rss, hwm = memory(proc.pid)
        return start, rss, hwm, count
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", help=bench_common.BINARY_HELP)
    parser.add_argument("--dataset", help="dataset to serve [default: the embedded one]")
    parser.add_argument("--repeat", type=int, default=2, help="rounds of every request [2]")
    parser.add_argument("--limit", type=float, default=1.5,
                        help="largest ratio of VmRSS, 14 languages over 2, that passes [1.5]")
    args = parser.parse_args()
    binary = bench_common.calendar_serve(args.binary, log)
    load, busy = bench_common.load_average()
    log(f"load average {load:.2f} before{' (busy machine)' if busy else ''}")
    pair = measure(binary, args.dataset, PAIR, args.repeat)
    every = measure(binary, args.dataset, LOCALES, args.repeat)
    ratio = every[1] / pair[1]
    print("| Languages | Requests | VmRSS at start | VmRSS after | VmHWM after |")
    print("|---|---|---|---|---|")
    for name, (start, rss, hwm, count) in (("zh, en", pair), ("all 14", every)):
        print(f"| {name} | {count} | {start / 1024:.1f} MiB | {rss / 1024:.1f} MiB | {hwm / 1024:.1f} MiB |")
    load_after, busy_after = bench_common.load_average()
    print(f"\nVmRSS after, 14 languages over 2: {ratio:.2f}x (limit {args.limit}x); "
          f"load average {load:.2f} before, {load_after:.2f} after"
          f"{' (busy machine)' if busy or busy_after else ''}")
    if ratio > args.limit:
        log(f"over the limit: {ratio:.2f}x > {args.limit}x")
        sys.exit(1)


if __name__ == "__main__":
    main()
