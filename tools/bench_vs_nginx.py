#!/usr/bin/env python3
"""Benchmark: calendar-serve against nginx serving the same bytes and headers, on loopback, in
one run; optionally a second calendar-serve (the build before a change) in the same rounds.

The figures of docs/benchmarks.md are what this prints. The quiet benchmark is one command:

    python3 tools/bench_vs_nginx.py --before target/bench-before/calendar-serve

    [--rounds R] [--seconds S] [--connections 8,64] [--target PATH ...] [--binary PATH]

It starts the release calendar-serve on the embedded dataset (rate limit out of reach), saves
each target's response (default: the unfiltered events, the page, the reminders feed) as a
file, and starts nginx (Debian's package: apt-get install nginx wrk) serving each file with
calendar-serve's headers (every one but the framing and `Date`; the file's time is its
`Last-Modified`, nginx's own `ETag` is off), keep-alive, an access log to /dev/null, two worker
processes (calendar-serve runs one single-threaded runtime per core, two here). Then for each
target and connection count, R rounds (default 3): `wrk -t1 -cC -dS --latency` against each
server in turn, the order rotated every round. It prints each run (requests/s, p50, p99), then
per target and connection count the median requests/s with the spread (min–max), the median
p50/p99, the ratio calendar-serve / nginx (of the medians, and the median of the per-round
ratios) and with --before the ratio after / before. It prints the load average before every
round and warns when the machine is busy: figures from a busy machine are not the quiet ones.
"""

import argparse
import email.utils
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import bench_common

TARGETS = ["/api/v1/events", "/", "/api/v1/events.ics?alarm=PT1H&ending=PT1H"]

# Framing and per-response fields nginx writes itself.
OWN_HEADERS = {"content-length", "date", "connection", "keep-alive", "transfer-encoding",
               "last-modified", "content-type"}

NGINX_CONF = """
worker_processes 2;
daemon off;
pid {tmp}/nginx.pid;
error_log {tmp}/error.log;
events {{ worker_connections 1024; }}
http {{
    access_log /dev/null;
    client_body_temp_path {tmp}/body;
    proxy_temp_path {tmp}/proxy;
    fastcgi_temp_path {tmp}/fastcgi;
    uwsgi_temp_path {tmp}/uwsgi;
    scgi_temp_path {tmp}/scgi;
    keepalive_requests 1000000;
    etag off;
    server {{
        listen 127.0.0.1:{port};
{locations}
    }}
}}
"""

LOCATION = """        location = {path} {{
            if ($args != "{args}") {{ return 404; }}
            default_type "{content_type}";
{headers}
            root {root};
            try_files /{name} =404;
        }}
"""


def log(message):
    print(f"vs-nginx: {message}", file=sys.stderr, flush=True)


def free_port():
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def nginx_location(tmp, n, target, response):
    """nginx's location serving `response` (calendar-serve's) for `target` from a file."""
    path, _, args = target.partition("?")
    body = response.read()
    file = Path(tmp, f"body{n}")
    file.write_bytes(body)
    os.chmod(file, 0o644)
    modified = response.headers.get("Last-Modified")
    if modified:
        stamp = email.utils.parsedate_to_datetime(modified).timestamp()
        os.utime(file, (stamp, stamp))
    quote = lambda text: '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
    headers = "\n".join(
        f"            add_header {name} {quote(value)};"
        for name, value in response.headers.items() if name.lower() not in OWN_HEADERS)
    # try_files, not alias: `/` would go to the index module.
    return LOCATION.format(path=path, args=args, root=tmp, name=file.name, headers=headers,
                           content_type=response.headers.get("Content-Type")), len(body)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--connections", default="8,64",
                        help="comma-separated connection counts [default: 8,64]")
    parser.add_argument("--target", action="append", help="path?query [default: %s]" % ", ".join(TARGETS))
    parser.add_argument("--binary", help=bench_common.BINARY_HELP)
    parser.add_argument("--before", help="a calendar-serve built before the change, run in the same rounds")
    args = parser.parse_args()
    targets = args.target or TARGETS
    connections = [int(c) for c in args.connections.split(",")]
    binary = bench_common.calendar_serve(args.binary, log)
    servers = {}
    nginx = None
    with tempfile.TemporaryDirectory() as tmp:
        try:
            servers["calendar-serve"] = bench_common.start_calendar_serve(binary)
            if args.before:
                servers["before"] = bench_common.start_calendar_serve(args.before)
            base = f"http://127.0.0.1:{servers['calendar-serve'][1]}"
            # nginx's workers run as an unprivileged user when started as root.
            os.chmod(tmp, 0o755)
            locations = []
            for n, target in enumerate(targets):
                with urllib.request.urlopen(base + target) as response:
                    location, size = nginx_location(tmp, n, target, response)
                locations.append(location)
                log(f"{target}: {size} bytes")
            nginx_port = free_port()
            Path(tmp, "nginx.conf").write_text(
                NGINX_CONF.format(tmp=tmp, port=nginx_port, locations="".join(locations)))
            nginx = subprocess.Popen(["nginx", "-c", f"{tmp}/nginx.conf", "-e", f"{tmp}/error.log"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for _ in range(100):
                try:
                    urllib.request.urlopen(f"http://127.0.0.1:{nginx_port}{targets[0]}").read()
                    break
                except OSError:
                    time.sleep(0.05)
            else:
                raise SystemExit("nginx did not start")
            ports = {"nginx": nginx_port, **{name: port for name, (_, port) in servers.items()}}
            names = list(ports)
            busy_rounds = 0
            summary = []
            for target in targets:
                for conns in connections:
                    runs = {name: [] for name in names}
                    for round_ in range(args.rounds):
                        load, busy = bench_common.load_average()
                        busy_rounds += busy
                        order = names[round_ % len(names):] + names[:round_ % len(names)]
                        for name in order:
                            run = bench_common.wrk_run(ports[name], target, args.seconds, conns)
                            runs[name].append(run)
                            print(f"{target} -c{conns} round {round_ + 1} (load {load:.2f}"
                                  f"{', BUSY' if busy else ''}): {name:14} {run[0]:9.0f}/s "
                                  f"p50 {run[1]:.3f} ms p99 {run[2]:.3f} ms", flush=True)
                    summary.append(summarise(target, conns, runs))
            print()
            for lines in summary:
                print("\n".join(lines))
            load, busy = bench_common.load_average()
            print(f"load average at the end: {load:.2f} (1 min), {os.cpu_count()} cores")
            if busy_rounds or busy:
                print(f"WARNING: the machine was busy (load average above a quarter core) in "
                      f"{busy_rounds} round(s): these are not quiet figures")
        finally:
            for proc, _ in servers.values():
                proc.terminate()
                proc.wait()
            if nginx is not None:
                nginx.terminate()
                nginx.wait()


def summarise(target, conns, runs):
    """The lines of one target and connection count: each server's medians and spread, and the
    ratios."""
    lines = [f"{target} -c{conns}:"]
    medians = {}
    for name, figures in runs.items():
        rates = [r for r, _, _ in figures]
        medians[name] = statistics.median(rates)
        lines.append(f"  {name:14} median {medians[name]:9.0f}/s (spread {min(rates):.0f}–"
                     f"{max(rates):.0f}), p50 {statistics.median(f[1] for f in figures):.3f} ms, "
                     f"p99 {statistics.median(f[2] for f in figures):.3f} ms")
    for name, against in (("calendar-serve", "nginx"), ("calendar-serve", "before")):
        if against not in runs:
            continue
        paired = sorted(s[0] / o[0] for s, o in zip(runs[name], runs[against]))
        p99 = statistics.median(f[2] for f in runs[name]) / statistics.median(f[2] for f in runs[against])
        lines.append(f"  {name} / {against}: {medians[name] / medians[against]:.2f} (medians); "
                     f"per-round {', '.join(f'{r:.2f}' for r in paired)}, median "
                     f"{statistics.median(paired):.2f}; p99 ratio {p99:.2f}")
    return lines


if __name__ == "__main__":
    main()
