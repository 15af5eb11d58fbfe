#!/usr/bin/env python3
"""Benchmark: the built Worker's size, start-up, first and warm request, throughput (wrk).

Its throughput is measured against calendar-serve's. The figures of issue 4 section 4;
docs/benchmarks.md quotes them.

    python3 tools/bench_measure.py [--events N] [--runs R] [--wrk-seconds S] [--shipped-only]
                                   [--lang TAG...]
    python3 tools/bench_measure.py --worker-dir DIR [--worker-dir DIR...] [--runs R] [--lang TAG...]

For the shipped dataset (dist/events.json) and a synthetic one of N events (default 5000, made
with `cargo run --release --example synthetic_dataset`), it builds the Worker the way
tools/serve_worker.py does (cached), then:
  - size: raw and gzip -9 bytes of index.js and index_bg.wasm;
  - start-up: R fresh workerd processes each: time from exec to listening, the first request
    (the isolate's first) and the median of 50 warm ones, for the unfiltered and a filtered API
    query and for the page at `/`, each also with `lang=TAG` for every --lang (default: ja; the
    isolate's first request in a locale beyond zh and en reads its words from the Worker's
    static assets first, edge/src/worker/assets.rs); and the CPU time of all of workerd's threads (from
    /proc/PID/task/*/schedstat) until listening and during the first request, which counts
    V8's background compiles too. The reference, alternated with it: a JavaScript Worker
    without wasm answering the same unfiltered bytes, whose first request is workerd's own;
    the ratio of each first request to the reference's says what the machine's speed does not;
  - throughput: `wrk -t1 -c8` for the unfiltered and one filtered query, workerd then
    calendar-serve (release build), one after the other in the same run.
With --worker-dir, it measures only the start-up of Workers already built (directories holding
index.js and index_bg.wasm, and the API Worker's assets/, e.g. tools/serve_worker.py's cache of two commits' builds), the
directories and the reference alternated in every round, so that two builds compare in one run.
Needs what tools/serve_worker.py needs, plus `wrk` (apt-get install wrk).
"""

import argparse
import gzip
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import bench_common
import serve_worker

ROOT = Path(__file__).resolve().parent.parent

UNFILTERED = "/api/v1/events"
FILTERED = "/api/v1/events?category=operator,limited&from=2026-08-01T00:00:00Z&to=2026-08-31T00:00:00Z"
PAGE = "/"


def get(port, target):
    """One request on a fresh connection, read by Content-Length; returns (status, seconds)."""
    status, seconds, _ = fetch(port, target)
    return status, seconds


def fetch(port, target):
    """One request on a fresh connection, read by Content-Length; returns (status, seconds,
    body)."""
    started = time.perf_counter()
    with socket.create_connection(("127.0.0.1", port)) as conn:
        conn.sendall(f"GET {target} HTTP/1.1\r\nHost: bench\r\n\r\n".encode())
        data = b""
        while b"\r\n\r\n" not in data:
            data += conn.recv(65536)
        head, body = data.split(b"\r\n\r\n", 1)
        length = int(re.search(rb"(?i)content-length: *(\d+)", head).group(1))
        while len(body) < length:
            chunk = conn.recv(65536)
            if not chunk:
                break
            body += chunk
    return int(head.split()[1]), time.perf_counter() - started, body


# The reference: a JavaScript Worker with no wasm that answers every request with the same bytes
# (and the same Content-Type) as the Worker's unfiltered events; its first request is workerd's
# own, the floor any Worker's first request stands on. The wasm module beside it is an empty one
# it never imports (start_workerd's configuration names one).
REFERENCE_JS = """const BODY = %s;
export default {
  async fetch() {
    return new Response(BODY, { headers: { "Content-Type": "application/json; charset=utf-8" } });
  },
};
"""
EMPTY_WASM = b"\0asm\x01\0\0\0"


def reference_dir(build_dir):
    """A directory holding the reference Worker for `build_dir`'s unfiltered answer."""
    proc, port, _, scratch = start_workerd(build_dir)
    try:
        status, _, body = fetch(port, UNFILTERED)
        assert status == 200, status
    finally:
        stop(proc, scratch)
    out = Path(tempfile.mkdtemp(prefix="measure-reference-"))
    (out / "index.js").write_text(REFERENCE_JS % json.dumps(body.decode()))
    (out / "index_bg.wasm").write_bytes(EMPTY_WASM)
    return out


def start_workerd(build_dir):
    """Starts workerd on a free port; returns (process, port, seconds to listening, scratch)."""
    scratch = Path(tempfile.mkdtemp(prefix="measure-"))
    for name in ("index.js", "index_bg.wasm"):
        shutil.copyfile(build_dir / name, scratch / name)
    # The static assets, bound as tools/serve_worker.py binds them (the reference has none).
    assets = None
    if (build_dir / serve_worker.ASSETS_DIR).is_dir():
        assets = scratch / serve_worker.ASSETS_DIR
        shutil.copytree(build_dir / serve_worker.ASSETS_DIR, assets)
    config = scratch / "config.capnp"
    config.write_text(serve_worker.workerd_config("127.0.0.1:0", assets=assets))
    control_read, control_write = os.pipe()
    started = time.perf_counter()
    proc = subprocess.Popen(
        [str(serve_worker.WORKERD), "serve", f"--control-fd={control_write}", str(config)],
        pass_fds=(control_write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(control_write)
    with os.fdopen(control_read) as control:
        for line in control:
            message = json.loads(line)
            if message.get("event") == "listen":
                return proc, message["port"], time.perf_counter() - started, scratch
    raise SystemExit("workerd exited before listening")


def stop(proc, scratch):
    proc.kill()
    proc.wait()
    shutil.rmtree(scratch, ignore_errors=True)


def sizes(build_dir):
    out = {}
    for name in ("index.js", "index_bg.wasm"):
        raw = (build_dir / name).read_bytes()
        out[name] = (len(raw), len(gzip.compress(raw, compresslevel=9)))
    return out


def cpu_seconds(pid):
    """CPU time of all the threads of process `pid` so far (the kernel's nanosecond count)."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            pass  # a thread that ended meanwhile
    return total / 1e9


class Startup:
    """The medians of one start-up measurement, in seconds."""

    def __init__(self):
        self.listen, self.first, self.warm, self.cpu_listen, self.cpu_first = [], [], [], [], []

    def add(self, build_dir, target):
        proc, port, to_listen, scratch = start_workerd(build_dir)
        try:
            before = cpu_seconds(proc.pid)
            status, seconds = get(port, target)
            self.cpu_first.append(cpu_seconds(proc.pid) - before)
            assert status == 200, status
            self.cpu_listen.append(before)
            self.listen.append(to_listen)
            self.first.append(seconds)
            self.warm.append(statistics.median(get(port, target)[1] for _ in range(50)))
        finally:
            stop(proc, scratch)

    def line(self, name):
        m = {k: statistics.median(v) * 1000 for k, v in vars(self).items()}
        return (f"start-up ({name}, median of {len(self.first)}): listening after "
                f"{m['listen']:.1f} ms ({m['cpu_listen']:.1f} ms CPU); first request "
                f"{m['first']:.2f} ms ({m['cpu_first']:.2f} ms CPU); warm request {m['warm']:.2f} ms; "
                f"first/warm {m['first'] / m['warm']:.1f}x")


PATHS = (("unfiltered", UNFILTERED), ("filtered", FILTERED), ("page", PAGE))


def targets(langs):
    """Every path, then every path with `lang=TAG` for each of `langs`."""
    out = list(PATHS)
    for tag in langs:
        for name, path in PATHS:
            out.append((f"{name} {tag}", f"{path}{'&' if '?' in path else '?'}lang={tag}"))
    return out


def compare_builds(dirs, runs, langs):
    """Start-up only, of each built Worker in `dirs` and of the reference (a JavaScript Worker
    answering the first one's unfiltered bytes), alternated run by run, on every path of
    `targets(langs)`."""
    TARGETS = targets(langs)
    reference = reference_dir(dirs[0])
    try:
        builds = [*dirs, reference]
        results = {(d, name): Startup() for d in builds for name, _ in TARGETS}
        for _ in range(runs):
            for name, target in TARGETS:
                # The reference answers every path alike: measured once per round.
                for d in builds if name == "unfiltered" else dirs:
                    results[(d, name)].add(d, target)
        for d in dirs:
            print(f"\n## {d}")
            for name, _ in TARGETS:
                print(results[(d, name)].line(name))
        first = statistics.median(results[(reference, "unfiltered")].first)
        print(f"\n## reference: a JavaScript Worker answering {dirs[0]}'s unfiltered bytes")
        print(results[(reference, "unfiltered")].line("any path"))
        for d in dirs:
            ratios = ", ".join(
                f"{name} {statistics.median(results[(d, name)].first) / first:.2f}x"
                for name, _ in TARGETS)
            print(f"first request / the reference's: {d}: {ratios}")
    finally:
        shutil.rmtree(reference, ignore_errors=True)


def wrk(port, target, seconds):
    out = subprocess.run(
        ["wrk", "-t1", "-c8", f"-d{seconds}s", "--latency", f"http://127.0.0.1:{port}{target}"],
        capture_output=True, text=True, check=True).stdout
    if "Non-2xx" in out:
        raise SystemExit(f"wrk saw non-2xx responses:\n{out}")
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    p50 = re.search(r"^\s+50%\s+(\S+)", out, re.M).group(1)
    p99 = re.search(r"^\s+99%\s+(\S+)", out, re.M).group(1)
    return rps, p50, p99


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=5000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--wrk-seconds", type=int, default=10)
    parser.add_argument("--shipped-only", action="store_true",
                        help="measure the shipped dataset only (no synthetic build)")
    parser.add_argument("--worker-dir", action="append", type=Path, default=[],
                        help="only the start-up of this built Worker (repeat to compare builds)")
    parser.add_argument("--lang", action="append", default=None, metavar="TAG",
                        help="also every path with lang=TAG (repeatable; default: ja; "
                             "--lang none for none)")
    args = parser.parse_args()
    langs = [t for t in (args.lang or ["ja"]) if t != "none"]
    # Throughput is measured without the rate limiter getting in the way (both faces).
    os.environ["CALENDAR_API_RATE_LIMIT_MAX"] = "4294967295"
    if args.worker_dir:
        return compare_builds(args.worker_dir, args.runs, langs)

    scratch = Path(tempfile.mkdtemp(prefix="measure-data-"))
    synthetic = scratch / f"events-{args.events}.json"
    with open(synthetic, "w") as out:
        subprocess.run(["cargo", "run", "-q", "--release", "--example", "synthetic_dataset",
                        "--", str(args.events)], stdout=out, check=True, cwd=ROOT)
    native_binary = bench_common.calendar_serve(None, lambda m: print(f"measure: {m}", file=sys.stderr))
    datasets = [("shipped", ROOT / "dist" / "events.json"), (f"{args.events} events", synthetic)]
    if args.shipped_only:
        datasets = datasets[:1]

    for label, dataset in datasets:
        changes = dataset.resolve().with_name("changes.json")
        build_dir = serve_worker.build(dataset.resolve(), changes if changes.is_file() else None)
        print(f"\n## {label} ({dataset.stat().st_size:,} bytes of JSON)")
        total_raw = total_gz = 0
        for name, (raw, gz) in sizes(build_dir).items():
            print(f"size {name:14} {raw:>10,} B raw {gz:>10,} B gzip")
            total_raw += raw
            total_gz += gz
        print(f"size {'total':14} {total_raw:>10,} B raw {total_gz:>10,} B gzip")
        compare_builds([build_dir], args.runs, langs)
        proc, port, _, tmp = start_workerd(build_dir)
        native, native_port = bench_common.start_calendar_serve(native_binary, "--dataset", str(dataset))
        try:
            for name, target in (("unfiltered", UNFILTERED), ("filtered", FILTERED)):
                for face, p in (("workerd", port), ("calendar-serve", native_port)):
                    rps, p50, p99 = wrk(p, target, args.wrk_seconds)
                    print(f"wrk -t1 -c8 {name:10} {face:14} {rps:>9,.0f} req/s  "
                          f"p50 {p50:>8}  p99 {p99:>8}")
        finally:
            stop(proc, tmp)
            native.kill()
            native.wait()
    shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
