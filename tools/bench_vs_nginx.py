#!/usr/bin/env python3
"""Benchmark: calendar-serve against nginx serving the same bytes, on loopback, in one run.

Issue 10, section 5. The throughput figure of docs/benchmarks.md is the ratio this prints.

    python3 tools/bench_vs_nginx.py [--rounds R] [--seconds S] [--connections C] [--binary PATH]

It starts the release calendar-serve on the embedded dataset (rate limit out of reach), saves
its unfiltered response as a file, and starts nginx (Debian's package: apt-get install nginx
wrk) serving that file with the same headers' worth of work: one location, keep-alive, an
access log (to /dev/null, as calendar-serve's stderr is). Then, R rounds (default 3), it runs
`wrk -t1 -cC -dS` against each in turn (nginx first in odd rounds, calendar-serve first in even
ones) and prints each figure, the medians and the ratio calendar-serve / nginx, and the
median of the per-round ratios (steadier on a busy machine). Both servers
get two worker threads (nginx `worker_processes 2`; calendar-serve's tokio runtime has one per
core).
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import bench_common

PATH = "/api/v1/events"

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
    server {{
        listen 127.0.0.1:{port};
        location = {path} {{
            default_type "application/json; charset=utf-8";
            add_header Cache-Control "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
            add_header Access-Control-Allow-Origin "*";
            alias {tmp}/events.json;
        }}
    }}
}}
"""


def log(message):
    print(f"vs-nginx: {message}", file=sys.stderr, flush=True)


def free_port():
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--binary", help=bench_common.BINARY_HELP)
    args = parser.parse_args()
    binary = bench_common.calendar_serve(args.binary, log)
    with tempfile.TemporaryDirectory() as tmp:
        serve, serve_port = bench_common.start_calendar_serve(binary)
        nginx = None
        try:
            body = urllib.request.urlopen(f"http://127.0.0.1:{serve_port}{PATH}").read()
            Path(tmp, "events.json").write_bytes(body)
            # nginx's workers run as an unprivileged user when started as root.
            os.chmod(tmp, 0o755)
            os.chmod(Path(tmp, "events.json"), 0o644)
            nginx_port = free_port()
            Path(tmp, "nginx.conf").write_text(
                NGINX_CONF.format(tmp=tmp, port=nginx_port, path=PATH))
            nginx = subprocess.Popen(["nginx", "-c", f"{tmp}/nginx.conf", "-e", f"{tmp}/error.log"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for _ in range(100):
                try:
                    served = urllib.request.urlopen(f"http://127.0.0.1:{nginx_port}{PATH}").read()
                    break
                except OSError:
                    time.sleep(0.05)
            else:
                raise SystemExit("nginx did not start")
            assert len(served) == len(body), (len(served), len(body))
            log(f"body {len(body)} bytes; wrk -t1 -c{args.connections} -d{args.seconds}s, {args.rounds} rounds")
            figures = {"nginx": [], "calendar-serve": []}
            ports = {"nginx": nginx_port, "calendar-serve": serve_port}
            for round_ in range(args.rounds):
                order = ["nginx", "calendar-serve"] if round_ % 2 == 0 else ["calendar-serve", "nginx"]
                for name in order:
                    rate = bench_common.wrk_rate(ports[name], PATH, args.seconds, args.connections)
                    figures[name].append(rate)
                    print(f"round {round_ + 1}: {name:15} {rate:10.0f} requests/s", flush=True)
            nginx_median = statistics.median(figures["nginx"])
            serve_median = statistics.median(figures["calendar-serve"])
            # Each round's two runs are back to back: their ratio cancels slow drifts in the
            # machine's load, which the medians of the absolute figures do not.
            paired = sorted(s / n for s, n in zip(figures["calendar-serve"], figures["nginx"]))
            print(f"median: nginx {nginx_median:.0f}/s, calendar-serve {serve_median:.0f}/s; "
                  f"ratio calendar-serve / nginx = {serve_median / nginx_median:.2f}")
            print(f"per-round ratios {', '.join(f'{r:.2f}' for r in paired)}; "
                  f"median {statistics.median(paired):.2f}")
        finally:
            serve.terminate()
            serve.wait()
            if nginx is not None:
                nginx.terminate()
                nginx.wait()


if __name__ == "__main__":
    main()
