#!/usr/bin/env python3
"""Benchmark: abuse figures of calendar-serve on loopback (floods, slow headers, no descriptors).

Issue 10, section 5. Every phase sends traffic only to 127.0.0.1, is bounded in count and time,
and stops by itself.

    python3 tools/bench_load.py [--clients N] [--slow N] [--binary PATH]

Phases, each against a fresh release calendar-serve on the embedded dataset:
  1. flood: N distinct clients (default 200,000; IPv4 and IPv6 /64 keys through
     --client-ip-header X-Forwarded-For), sent by wrk with a Lua script, while one tracked
     keep-alive client sends requests back to back: the server's peak resident memory (VmHWM)
     and the tracked client's p50/p99 latency, against the same client's on an idle server;
  2. slow headers: --slow connections (default 1,000) that send half a request head and stall,
     while a normal client makes 200 requests on fresh connections: its p99 and failures, and
     how many stalled connections the header timeout closed (each is answered `408` first, then
     closed);
  3. descriptors exhausted: the server under `ulimit -n 64` with 300 connections held open:
     its CPU use over 5 s, the accept-failure lines it logged, and whether it serves again once
     the connections close.
Needs wrk (apt-get install wrk). Builds calendar-serve with `cargo build --release` unless
--binary is given.
"""

import argparse
import os
import resource
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import bench_common

PATH = "/api/v1/events?version=1"

# Each request comes from a new client: even numbers as 10.x.y.z, odd ones as an IPv6 /64 of
# their own, behind one proxy address (the key is the rightmost address). OFFSET shifts the
# numbers between wrk rounds.
FLOOD_LUA = r"""
local counter = 0
local id = 0
setup = function(thread)
  thread:set("id", id)
  id = id + 1
end
request = function()
  counter = counter + 1
  local n = OFFSET + id * 5000000 + counter
  local ip
  if n % 2 == 0 then
    ip = string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
  else
    ip = string.format("2001:db8:%x:%x::1", math.floor(n / 65536) % 65536, n % 65536)
  end
  return wrk.format("GET", "PATH", { ["X-Forwarded-For"] = "198.51.100.1, " .. ip })
end
"""


def log(message):
    print(f"load: {message}", file=sys.stderr, flush=True)


def raise_nofile(n):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(n, hard), hard))


class Server:
    def __init__(self, binary, args=(), env=None, nofile=None):
        environment = dict(os.environ, CALENDAR_API_RATE_LIMIT_MAX="4000000000")
        environment.update(env or {})
        self.stderr = tempfile.TemporaryFile()
        preexec = (lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (nofile, nofile))) if nofile else None
        self.proc = subprocess.Popen(
            [binary, "--listen", "127.0.0.1:0", *args], stdout=subprocess.PIPE,
            stderr=self.stderr, env=environment, preexec_fn=preexec)
        line = self.proc.stdout.readline().decode()
        self.port = int(line.rsplit(":", 1)[1])

    def status(self, field):
        for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1])
        return None

    def cpu_seconds(self):
        fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def log_text(self):
        self.stderr.seek(0)
        return self.stderr.read().decode(errors="replace")

    def stop(self):
        self.proc.terminate()
        try:
            return self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return self.proc.wait()


def read_response(sock_file):
    status = int(sock_file.readline().split()[1])
    length = 0
    while True:
        line = sock_file.readline()
        if line in (b"\r\n", b""):
            break
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    sock_file.read(length)
    return status


def wait_closed(sock, deadline):
    """Reads `sock` until the server closes it or `deadline` (time.monotonic()) passes.

    Returns (closed, status): closed is whether the server closed the connection (end of stream
    or reset) in time, status that of the response it sent first, if any (the header timeout
    answers `408` and then closes).
    """
    head = b""
    while True:
        sock.settimeout(max(0.001, deadline - time.monotonic()))
        try:
            chunk = sock.recv(4096)
        except ConnectionResetError:
            closed = True
            break
        except OSError:  # the deadline passed
            closed = False
            break
        if not chunk:
            closed = True
            break
        head = (head + chunk)[:64]
    parts = head.split(b" ", 2)
    status = int(parts[1]) if len(parts) > 1 and head.startswith(b"HTTP/") and parts[1].isdigit() else None
    return closed, status


def tracked_client(port, stop, latencies, client="192.0.2.77", limit=None):
    """One keep-alive connection sending requests back to back."""
    with socket.create_connection(("127.0.0.1", port)) as conn:
        conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        conn.settimeout(30)
        f = conn.makefile("rb")
        request = (f"GET {PATH} HTTP/1.1\r\nHost: load\r\nX-Forwarded-For: {client}\r\n\r\n").encode()
        while not stop.is_set() and (limit is None or len(latencies) < limit):
            started = time.perf_counter()
            conn.sendall(request)
            status = read_response(f)
            latencies.append((time.perf_counter() - started, status))


def percentiles(latencies):
    ms = sorted(l * 1000 for l, _ in latencies)
    if not ms:
        return "no requests"
    p = lambda q: ms[min(len(ms) - 1, int(q * len(ms)))]
    return f"n={len(ms)} p50={p(0.5):.3f} ms p99={p(0.99):.3f} ms max={ms[-1]:.3f} ms"


def flood(binary, clients):
    server = Server(binary, ["--client-ip-header", "X-Forwarded-For"])
    try:
        base = []
        tracked_client(server.port, threading.Event(), base, limit=2000)
        rss_idle = server.status("VmRSS")
        with tempfile.TemporaryDirectory() as tmp:
            script = Path(tmp) / "flood.lua"
            stop = threading.Event()
            during = []
            tracker = threading.Thread(target=tracked_client, args=(server.port, stop, during))
            tracker.start()
            # wrk stops after its duration; rerun until enough distinct clients were sent.
            sent = 0
            rounds = 0
            while sent < clients and rounds < 20:
                script.write_text(FLOOD_LUA.replace("PATH", PATH).replace("OFFSET", str(sent)))
                out = subprocess.run(
                    ["wrk", "-t2", "-c16", "-d5s", "-s", str(script),
                     f"http://127.0.0.1:{server.port}/"],
                    capture_output=True, text=True, timeout=60).stdout
                done = [l for l in out.splitlines() if "requests in" in l]
                sent += int(done[0].split()[0]) if done else 0
                rounds += 1
            stop.set()
            tracker.join()
        peak = server.status("VmHWM")
        rss = server.status("VmRSS")
        statuses = {s for _, s in during}
        print(f"flood: {sent} requests from distinct clients (at least {clients} asked) in {rounds} wrk rounds")
        print(f"  resident memory: idle {rss_idle / 1024:.1f} MB, after {rss / 1024:.1f} MB, peak {peak / 1024:.1f} MB")
        print(f"  tracked keep-alive client, idle server: {percentiles(base)}")
        print(f"  tracked keep-alive client, during the flood: {percentiles(during)} statuses {sorted(statuses)}")
    finally:
        server.stop()


def slow_headers(binary, slow):
    raise_nofile(slow + 512)
    # Every connection comes from 127.0.0.1: the per-client cap is lifted to the global one.
    server = Server(binary, ["--max-connections", str(slow + 200),
                             "--max-connections-per-client", str(slow + 200)], nofile=slow + 512)
    try:
        stalled = []
        for _ in range(slow):
            s = socket.create_connection(("127.0.0.1", server.port))
            s.sendall(b"GET /api/v1/events HTTP/1.1\r\nHost: load\r\nX-Slow: ")
            stalled.append(s)
        rss = server.status("VmRSS")
        latencies, failures = [], 0
        for _ in range(200):
            started = time.perf_counter()
            try:
                with socket.create_connection(("127.0.0.1", server.port), timeout=10) as conn:
                    conn.sendall(f"GET {PATH} HTTP/1.1\r\nHost: load\r\nConnection: close\r\n\r\n".encode())
                    status = read_response(conn.makefile("rb"))
                latencies.append((time.perf_counter() - started, status))
                failures += status != 200
            except OSError:
                failures += 1
        opened = time.monotonic()
        closed, answered, other = 0, 0, set()
        for s in stalled:
            # 20 s from here for them all, at least 0.1 s each; one still open then is not closed.
            done, status = wait_closed(s, max(opened + 20, time.monotonic() + 0.1))
            s.close()
            closed += done
            answered += done and status == 408
            if status not in (None, 408):
                other.add(status)
        print(f"slow headers: {slow} stalled connections; resident memory with them {rss / 1024:.1f} MB")
        print(f"  normal client on fresh connections meanwhile: {percentiles(latencies)}, {failures} failed")
        print(f"  stalled connections closed by the header timeout within 20 s: {closed} of {slow}, "
              f"{answered} of them answered 408 first"
              + (f"; other statuses {sorted(other)}" if other else ""))
    finally:
        server.stop()


def exhausted(binary):
    server = Server(binary, ["--max-connections", "1000", "--max-connections-per-client", "1000"],
                    nofile=64)
    try:
        held = [socket.create_connection(("127.0.0.1", server.port)) for _ in range(300)]
        time.sleep(0.5)
        before = server.cpu_seconds()
        time.sleep(5)
        used = server.cpu_seconds() - before
        for s in held:
            s.close()
        served = False
        deadline = time.monotonic() + 10
        while not served and time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", server.port), timeout=5) as conn:
                    conn.sendall(f"GET {PATH} HTTP/1.1\r\nHost: load\r\nConnection: close\r\n\r\n".encode())
                    served = read_response(conn.makefile("rb")) == 200
            except OSError:
                time.sleep(0.2)
        lines = sum("accept failed" in l for l in server.log_text().splitlines())
        print(f"descriptors exhausted (ulimit -n 64, 300 connections held): CPU {used:.2f} s over 5 s, "
              f"{lines} accept-failure log lines, serves again afterwards: {served}")
    finally:
        server.stop()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=200_000)
    parser.add_argument("--slow", type=int, default=1_000)
    parser.add_argument("--binary", help=bench_common.BINARY_HELP)
    args = parser.parse_args()
    binary = bench_common.calendar_serve(args.binary, log)
    flood(binary, args.clients)
    slow_headers(binary, args.slow)
    exhausted(binary)


if __name__ == "__main__":
    main()
