#!/usr/bin/env python3
"""Benchmark: calendar-serve against nginx serving the same bytes and headers, on loopback, in
one run; optionally a second calendar-serve (the build before a change) in the same rounds.

The figures of docs/benchmarks.md are what this prints. The quiet benchmark is one command:

    python3 tools/bench_vs_nginx.py --before target/bench-before/calendar-serve

    [--rounds R] [--seconds S] [--connections 8,64] [--target PATH?QUERY ...] [--binary PATH]

It starts the release calendar-serve on the embedded dataset (rate limit out of reach), saves
each target's response (default: the unfiltered events, the page, the reminders feed) as a
file, and starts nginx (Debian's package: apt-get install nginx wrk) configured as Debian's
/etc/nginx/nginx.conf configures it where that bears on serving a file (one worker per core,
768 connections each, `sendfile on`, `tcp_nopush on`, keep-alive at nginx's defaults, gzip for
clients that ask), serving each file with calendar-serve's headers (every one but the framing
and `Date`; the file's time is its `Last-Modified`, nginx's own `ETag` is off) and an access
log to /dev/null. calendar-serve runs one single-threaded runtime per core too, and makes the
files it sends its kept bodies from in the same directory as nginx's (`--body-files`), so both
send from the page cache of one filesystem.

Before it measures, it asks every server for every target and refuses to measure (an error,
exit status 1) unless nginx answers the same status, the same body bytes and the same headers
as calendar-serve but `Server` and `Accept-Ranges`, nginx's own (a build from --before may
differ: that is only reported); after the rounds it warns if calendar-serve's answers changed
meanwhile (the page renders at each minute). Then for each target and connection count, R
rounds (default 3): `wrk -t1 -cC -dS --latency` against each server in turn, the order rotated
every round. It prints each run (requests/s, p50, p99, the server's CPU time per request) with
the load average before its round, then per target and connection count the load average
before its first round and after its last, each server's median requests/s with the spread
(min–max), median p50/p99 and CPU per request, and the ratio calendar-serve / nginx beside both
absolute rates, both p99s and both CPU times per request (of the medians, and the median of the
per-round ratios); with --before also after / before. The CPU time is every thread's of the
server's processes (nginx's master and workers), from /proc: other work on the machine
disturbs it far less than the rates. It warns when the machine
is busy: figures from a busy machine are not the quiet ones, and a slow reference shows in
nginx's absolute rate.
"""

import argparse
import email.utils
import http.client
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import bench_common

TARGETS = ["/api/v1/events", "/", "/api/v1/events.ics?alarm=PT1H&ending=PT1H"]

# Framing and `Date`, which each server writes its own way; every other header must be the same.
FRAMING = {"content-length", "date", "connection", "keep-alive", "transfer-encoding"}

# The headers nginx writes itself, from the file and the location: no add_header for them.
OWN_HEADERS = FRAMING | {"last-modified", "content-type"}

# The headers nginx adds of its own to a file it serves, as Debian ships it: the one difference
# the check allows.
NGINX_EXTRA = {"server", "accept-ranges"}

# Debian's /etc/nginx/nginx.conf (bookworm, nginx 1.22) where it bears on serving a file:
# `worker_processes auto` (one per core), `worker_connections 768`, `sendfile on`,
# `tcp_nopush on`, `gzip on` (text/html, only to a client that asks: wrk and the check do not),
# and no keepalive_timeout or keepalive_requests, so nginx's defaults (75 s, 1,000 requests a
# connection). Not kept: its user (a root start runs the workers as nginx's default user), its
# log files (here /dev/null), mime.types and TLS (each location sets calendar-serve's
# Content-Type; loopback is plain HTTP).
NGINX_CONF = """
worker_processes auto;
daemon off;
pid {tmp}/nginx.pid;
error_log {tmp}/error.log;
events {{ worker_connections 768; }}
http {{
    sendfile on;
    tcp_nopush on;
    gzip on;
    access_log /dev/null;
    client_body_temp_path {tmp}/body;
    proxy_temp_path {tmp}/proxy;
    fastcgi_temp_path {tmp}/fastcgi;
    uwsgi_temp_path {tmp}/uwsgi;
    scgi_temp_path {tmp}/scgi;
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


def answer(port, target):
    """GET http://127.0.0.1:PORT/TARGET, without asking for compression: (status, headers but
    the framing, as (name, value) pairs in the server's order, body)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.request("GET", target)
        response = conn.getresponse()
        body = response.read()
        headers = [(name, value) for name, value in response.getheaders()
                   if name.lower() not in FRAMING]
        return response.status, headers, body
    finally:
        conn.close()


def differences(expected, got, extra=frozenset()):
    """How answer `got` differs from `expected` in status, body bytes and headers (but those
    named in `extra`, lowercase, when `expected` has none of them): one phrase each, none when
    they are the same."""
    (status, headers, body), (got_status, got_headers, got_body) = expected, got
    found = []
    if got_status != status:
        found.append(f"status {got_status} instead of {status}")
    if got_body != body:
        at = next((i for i, (a, b) in enumerate(zip(body, got_body)) if a != b),
                  min(len(body), len(got_body)))
        found.append(f"another body ({len(got_body)} bytes, {len(body)} expected; first "
                     f"difference at byte {at})")
    values = lambda pairs: {name.lower(): sorted(v for n, v in pairs if n.lower() == name.lower())
                            for name, _ in pairs}
    want, have = values(headers), values(got_headers)
    for name in sorted(want.keys() | have.keys()):
        if want.get(name) != have.get(name) and not (name in extra and name not in want):
            found.append(f"header {name}: {have.get(name) or 'none'} instead of "
                         f"{want.get(name) or 'none'}")
    return found


def check_same(ports, targets, saved):
    """Refuses to measure (SystemExit, status 1) unless, for every target, calendar-serve still
    answers what was saved for nginx and nginx answers exactly that: status, body bytes and
    every header but the framing (nginx may add NGINX_EXTRA). A build from --before may answer
    otherwise: only reported."""
    problems = []
    changed = False
    for target in targets:
        for name in ("calendar-serve", "nginx"):
            found = differences(saved[target], answer(ports[name], target),
                                NGINX_EXTRA if name == "nginx" else frozenset())
            changed |= name == "calendar-serve" and bool(found)
            problems += [f"{target}: {name} answers {f}" for f in found]
        if "before" in ports:
            for found in differences(saved[target], answer(ports["before"], target)):
                log(f"note: {target}: the build before answers {found}")
    if changed:
        problems.append("calendar-serve's answer changed since it was saved for nginx (a new "
                        "minute?): run again")
    if problems:
        raise SystemExit("vs-nginx: not measuring: nginx and calendar-serve do not serve the "
                         "same answers:\n  " + "\n  ".join(problems))
    log(f"nginx and calendar-serve answer the same status, body and headers on "
        f"{len(targets)} target(s)")


def nginx_location(tmp, n, target, saved):
    """nginx's location serving `saved` (calendar-serve's answer) for `target` from a file."""
    path, _, args = target.partition("?")
    _, headers, body = saved
    file = Path(tmp, f"body{n}")
    file.write_bytes(body)
    os.chmod(file, 0o644)
    header = lambda name: next((v for k, v in headers if k.lower() == name), None)
    modified = header("last-modified")
    if modified:
        stamp = email.utils.parsedate_to_datetime(modified).timestamp()
        os.utime(file, (stamp, stamp))
    quote = lambda text: '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
    adds = "\n".join(f"            add_header {name} {quote(value)};"
                     for name, value in headers if name.lower() not in OWN_HEADERS)
    # try_files, not alias: `/` would go to the index module.
    return LOCATION.format(path=path, args=args, root=tmp, name=file.name, headers=adds,
                           content_type=header("content-type"))


def nginx_version():
    """`nginx -v`'s version, e.g. `nginx/1.22.1`."""
    out = subprocess.run(["nginx", "-v"], capture_output=True, text=True)
    return (out.stderr or out.stdout).strip().rsplit(" ", 1)[-1]


def start_nginx(tmp, port, locations, first_target):
    """nginx on 127.0.0.1:PORT with NGINX_CONF, once it answers `first_target`."""
    Path(tmp, "nginx.conf").write_text(
        NGINX_CONF.format(tmp=tmp, port=port, locations="".join(locations)))
    nginx = subprocess.Popen(["nginx", "-c", f"{tmp}/nginx.conf", "-e", f"{tmp}/error.log"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        if nginx.poll() is not None:
            break
        try:
            answer(port, first_target)
            return nginx
        except OSError:
            time.sleep(0.05)
    nginx.terminate()
    nginx.wait()
    error_log = Path(tmp, "error.log")
    raise SystemExit("vs-nginx: nginx did not start:\n"
                     + (error_log.read_text() if error_log.exists() else "(no error log)"))


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
            # Both send their bodies from files of the same filesystem: nginx's, and
            # calendar-serve's made beside them (--body-files; a build from --before may not
            # have the flag, and sends from memory files).
            servers["calendar-serve"] = bench_common.start_calendar_serve(
                binary, "--body-files", tmp)
            if args.before:
                servers["before"] = bench_common.start_calendar_serve(args.before)
            # nginx's workers run as an unprivileged user when started as root.
            os.chmod(tmp, 0o755)
            saved = {target: answer(servers["calendar-serve"][1], target) for target in targets}
            locations = [nginx_location(tmp, n, target, saved[target])
                         for n, target in enumerate(targets)]
            for target in targets:
                log(f"{target}: {len(saved[target][2])} bytes")
            nginx_port = free_port()
            nginx = start_nginx(tmp, nginx_port, locations, targets[0])
            ports = {"nginx": nginx_port, **{name: port for name, (_, port) in servers.items()}}
            check_same(ports, targets, saved)
            print(f"nginx: {nginx_version()}, worker_processes auto ({os.cpu_count()} cores), "
                  f"sendfile on, tcp_nopush on, keep-alive at nginx's defaults (as Debian's "
                  f"nginx.conf)", flush=True)
            names = list(ports)
            pids = {"nginx": [nginx.pid, *children(nginx.pid)],
                    **{name: [proc.pid] for name, (proc, _) in servers.items()}}
            busy_rounds = 0
            summary = []
            first_load, _ = bench_common.load_average()
            print(f"load average before the first round: {first_load:.2f} (1 min)", flush=True)
            for target in targets:
                for conns in connections:
                    runs = {name: [] for name in names}
                    loads = []
                    for round_ in range(args.rounds):
                        load, busy = bench_common.load_average()
                        loads.append(load)
                        busy_rounds += busy
                        order = names[round_ % len(names):] + names[:round_ % len(names)]
                        for name in order:
                            used = cpu_seconds(pids[name])
                            run = bench_common.wrk_run(ports[name], target, args.seconds, conns)
                            used = cpu_seconds(pids[name]) - used
                            run = (*run, used / max(run[0] * args.seconds, 1) * 1e6)
                            runs[name].append(run)
                            print(f"{target} -c{conns} round {round_ + 1} (load {load:.2f}"
                                  f"{', BUSY' if busy else ''}): {name:14} {run[0]:9.0f}/s "
                                  f"p50 {run[1]:.3f} ms p99 {run[2]:.3f} ms, CPU "
                                  f"{run[3]:.1f} µs/request", flush=True)
                    after, _ = bench_common.load_average()
                    summary.append(summarise(target, conns, runs, loads[0], after))
            print()
            for lines in summary:
                print("\n".join(lines))
            load, busy = bench_common.load_average()
            print(f"load average: {first_load:.2f} before the first round, {load:.2f} after the "
                  f"last (1 min), {os.cpu_count()} cores")
            if busy_rounds or busy:
                print(f"WARNING: the machine was busy (load average above a quarter core) in "
                      f"{busy_rounds} round(s): these are not quiet figures")
            for target in targets:
                found = differences(saved[target], answer(servers["calendar-serve"][1], target))
                if found:
                    print(f"WARNING: calendar-serve's answer for {target} changed during the "
                          f"rounds (now {'; '.join(found)}); nginx served the one from before them")
        finally:
            for proc, _ in servers.values():
                proc.terminate()
                proc.wait()
            if nginx is not None:
                nginx.terminate()
                nginx.wait()


def summarise(target, conns, runs, load_before, load_after):
    """The lines of one target and connection count: the load average before its first round
    and after its last, each server's medians and spread, and the ratios beside the absolute
    rates and p99s they divide."""
    lines = [f"{target} -c{conns} (load average {load_before:.2f} before, {load_after:.2f} after):"]
    rate, p99 = {}, {}
    cpu = {}
    for name, figures in runs.items():
        rates = [f[0] for f in figures]
        rate[name] = statistics.median(rates)
        p99[name] = statistics.median(f[2] for f in figures)
        cpu[name] = statistics.median(f[3] for f in figures)
        lines.append(f"  {name:14} median {rate[name]:9.0f}/s (spread {min(rates):.0f}–"
                     f"{max(rates):.0f}), p50 {statistics.median(f[1] for f in figures):.3f} ms, "
                     f"p99 {p99[name]:.3f} ms, CPU {cpu[name]:.1f} µs/request")
    for name, against in (("calendar-serve", "nginx"), ("calendar-serve", "before")):
        if against not in runs:
            continue
        paired = sorted(s[0] / o[0] for s, o in zip(runs[name], runs[against]))
        lines.append(f"  {name} / {against}: {rate[name] / rate[against]:.2f} ({rate[name]:.0f} / "
                     f"{rate[against]:.0f} requests/s, medians); per-round "
                     f"{', '.join(f'{r:.2f}' for r in paired)}, median {statistics.median(paired):.2f}; "
                     f"p99 {p99[name]:.3f} / {p99[against]:.3f} ms = {p99[name] / p99[against]:.2f}; "
                     f"CPU per request {cpu[name]:.1f} / {cpu[against]:.1f} µs = "
                     f"{cpu[name] / cpu[against]:.2f}")
    return lines


def children(pid):
    """The processes `pid` started (nginx's workers)."""
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        found += [int(c) for c in Path(task, "children").read_text().split()]
    return found


def cpu_seconds(pids):
    """The CPU time the processes `pids` have run so far, every thread's, in seconds (the
    scheduler's nanoseconds, /proc/PID/task/TID/schedstat): divided by the requests of a run,
    the server's own cost of a request, which other work on the machine disturbs far less than
    its rate."""
    total = 0
    for pid in pids:
        for task in Path(f"/proc/{pid}/task").iterdir():
            try:
                total += int(Path(task, "schedstat").read_text().split()[0])
            except (OSError, ValueError, IndexError):
                pass  # a thread that ended meanwhile
    return total / 1e9


if __name__ == "__main__":
    main()
