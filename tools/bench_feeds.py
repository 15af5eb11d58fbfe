#!/usr/bin/env python3
"""Benchmark: the feeds' throughput against the JSON's, on loopback, in one run.

Issue 21, item 6: the reminders feed (`events.ics?alarm=…&ending=…`) must serve at least half
the JSON rate.

    python3 tools/bench_feeds.py [--rounds R] [--seconds S] [--connections C] [--binary PATH]

It starts the release calendar-serve on the embedded dataset (rate limit and per-client
connection cap out of reach) and, R rounds (default 3), runs `wrk -t1 -cC -dS` against the
JSON, the plain feed, the reminders feed and the Atom feed in turn, then prints the medians and
each feed's ratio to the JSON, with the load average before and after (how busy the machine
was: the ratio is what to compare, not the absolute figures).
"""

import argparse
import os
import statistics
import sys
from pathlib import Path

import bench_common

TARGETS = {
    "json": "/api/v1/events",
    "ics": "/api/v1/events.ics",
    "reminders": "/api/v1/events.ics?alarm=P1D,PT1H&ending=PT2H",
    "atom": "/api/v1/changes.atom",
}


def log(message):
    print(f"feeds: {message}", file=sys.stderr, flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=int, default=5)
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--binary", help=bench_common.BINARY_HELP)
    args = parser.parse_args()
    binary = bench_common.calendar_serve(args.binary, log)
    serve, port = bench_common.start_calendar_serve(binary)
    try:
        load_before = os.getloadavg()
        figures = {name: [] for name in TARGETS}
        for round_ in range(args.rounds):
            for name, target in TARGETS.items():
                rate = bench_common.wrk_rate(port, target, args.seconds, args.connections)
                figures[name].append(rate)
                print(f"round {round_ + 1}: {name:9} {rate:9.0f}/s", flush=True)
        load_after = os.getloadavg()
        json_median = statistics.median(figures["json"])
        print(f"wrk -t1 -c{args.connections} -d{args.seconds}s, {args.rounds} rounds, "
              f"{os.cpu_count()} cores; load average {load_before[0]:.2f} before, {load_after[0]:.2f} after")
        for name in TARGETS:
            median = statistics.median(figures[name])
            print(f"median {name:9} {median:9.0f}/s  ratio to json {median / json_median:.2f}")
    finally:
        serve.terminate()
        serve.wait()


if __name__ == "__main__":
    main()
