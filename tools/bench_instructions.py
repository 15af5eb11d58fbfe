#!/usr/bin/env python3
"""Instructions per request of calendar-serve, counted by valgrind's callgrind: deterministic,
so a change's cost shows on a busy machine where wall-clock figures do not.

    python3 tools/bench_instructions.py [--binary PATH ...] [--requests N] [--target PATH?QUERY ...]

For each binary (default: the release calendar-serve) and target (default: the unfiltered
events, the page and the reminders feed), it runs the server under callgrind twice, sending
N and then 2N requests (default 200) on one keep-alive connection, and prints the difference of
the two totals divided by N: the instructions of one more request, start-up and shutdown
cancelled out. Needs valgrind (apt-get install valgrind).
"""

import argparse
import os
import signal
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

import bench_common

TARGETS = ["/api/v1/events", "/", "/api/v1/events.ics?alarm=PT1H&ending=PT1H"]


def send(port, target, count):
    """`count` GETs of `target` on one connection, each body read whole."""
    with socket.create_connection(("127.0.0.1", port)) as sock:
        reader = sock.makefile("rb")
        request = f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode()
        for _ in range(count):
            sock.sendall(request)
            status = reader.readline()
            if b" 200 " not in status:
                raise SystemExit(f"{target}: {status!r}")
            length = 0
            while (line := reader.readline()) not in (b"\r\n", b""):
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    length = int(value)
            reader.read(length)


def total_instructions(binary, target, count):
    """callgrind's total of a run that serves `count` requests of `target`."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp, "callgrind.out")
        env = dict(os.environ, CALENDAR_API_RATE_LIMIT_MAX="4000000000")
        proc = subprocess.Popen(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
             binary, "--listen", "127.0.0.1:0", "--max-connections-per-client", "1024",
             "--reload-interval", "0"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
        port = None
        for line in proc.stdout:
            if b"listening on http://" in line:
                port = int(line.decode().rsplit(":", 1)[1])
                break
        if port is None:
            raise SystemExit("calendar-serve exited before listening")
        send(port, target, count)
        proc.send_signal(signal.SIGTERM)
        proc.wait()
        for line in out.read_text().splitlines():
            if line.startswith("totals:") or line.startswith("summary:"):
                return int(line.split()[1])
        raise SystemExit("no total in callgrind's output")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", action="append", help=bench_common.BINARY_HELP)
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--target", action="append")
    args = parser.parse_args()
    binaries = args.binary or [bench_common.calendar_serve(None, lambda m: print(m, file=sys.stderr))]
    n = args.requests
    for binary in binaries:
        for target in args.target or TARGETS:
            once = total_instructions(binary, target, n)
            twice = total_instructions(binary, target, 2 * n)
            print(f"{binary}: {target}: {(twice - once) / n:,.0f} instructions per request",
                  flush=True)


if __name__ == "__main__":
    main()
