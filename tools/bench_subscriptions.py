"""Public subscriptions under load: N subscriptions on calendar-serve, one version's announcement each, exactly once."""

# `calendar-serve --subscriptions` on a temporary SQLite file, the fixture dataset and an empty
# history; a receiver on loopback (allowed with `--allow-webhook-host`) answering 204 at its own
# path per subscription. It makes N `json` subscriptions through the API (each confirmed by a
# post first), publishes a history with one new version's record as the generator does (a file
# renamed into place), and measures until every subscription's path got its announcement; then
# it waits a few more ticks and fails unless each got exactly one announcement and one
# confirmation. Loopback only; stops by itself (`--timeout`).

import argparse
import json
import os
import resource
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections import Counter
from datetime import datetime, timedelta, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import bench_common

# A throwaway key for the temporary store (the server refuses to start without one).
KEY = "6a0f0c3e5d9b8e7f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7081"
FIXTURE = bench_common.ROOT / "tests" / "fixtures" / "dataset.json"


def log(text):
    print(text, file=sys.stderr, flush=True)


class Receiver(ThreadingHTTPServer):
    """A webhook receiver on a free loopback port: counts each POST by (path, webhook-id) and
    notes when each announcement (an id that is not a `test_` confirmation) arrived."""

    daemon_threads = True

    def __init__(self):
        super().__init__(("127.0.0.1", 0), Handler)
        self.lock = threading.Lock()
        self.posts = Counter()
        self.announced = {}
        self.all_announced = threading.Event()
        self.expected = None

    def record(self, path, webhook_id):
        with self.lock:
            self.posts[(path, webhook_id)] += 1
            if not webhook_id.startswith("test_") and path not in self.announced:
                self.announced[path] = time.monotonic()
                if self.expected is not None and len(self.announced) >= self.expected:
                    self.all_announced.set()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", "0")))
        self.server.record(self.path, self.headers.get("webhook-id", ""))
        self.send_response(204)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *_):
        pass


def post_json(url, body):
    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), method="POST",
        headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()


def version_record(at):
    """A history with one record: version-7 added, found at `at` (after every subscription was
    made, so each is owed it)."""
    stamp = at.strftime("%Y%m%dT%H%M%SZ")
    return {"apiVersion": "1", "changes": [{
        "id": f"{stamp}-version-version-7", "at": at.isoformat(timespec="seconds"),
        "kind": "added", "subject": "version", "key": "version-7", "versionKey": "version-7",
        "category": None, "title": "v7", "fields": [], "before": None,
        "after": {"title": "v7", "start": "2026-12-01T12:00:00+08:00", "end": None,
                  "poolId": None, "endLabel": None},
        "notices": []}]}


def peak_memory_kb(pid):
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--subscriptions", type=int, default=1000, metavar="N",
                        help="subscriptions to make [default: 1000]")
    parser.add_argument("--every", type=int, default=1, metavar="SECS",
                        help="calendar-serve's --subscriptions-every and --reload-interval "
                             "[default: 1; the server's default tick is 60]")
    parser.add_argument("--timeout", type=float, default=300, metavar="SECS",
                        help="give up (exit status 1) when not all are told by then [default: 300]")
    parser.add_argument("--settle", type=float, default=5, metavar="SECS",
                        help="how long to watch for a second post after the last [default: 5]")
    parser.add_argument("--binary", help=bench_common.BINARY_HELP)
    args = parser.parse_args()
    if args.subscriptions < 1:
        parser.error("--subscriptions must be at least 1")
    binary = bench_common.calendar_serve(args.binary, log)
    load_before, busy = bench_common.load_average()
    if busy:
        log(f"warning: the machine is busy (load average {load_before:.2f}): times are slower")

    receiver = Receiver()
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    host = f"127.0.0.1:{receiver.server_address[1]}"
    with tempfile.TemporaryDirectory(prefix="bench-subscriptions-") as scratch:
        dataset = Path(scratch, "events.json")
        dataset.write_bytes(FIXTURE.read_bytes())
        changes = Path(scratch, "changes.json")
        changes.write_text('{"apiVersion":"1","changes":[]}')
        os.environ["CALENDAR_SUBSCRIPTIONS_KEY"] = KEY
        proc, port = bench_common.start_calendar_serve(
            binary, "--dataset", str(dataset), "--changes", str(changes),
            "--reload-interval", str(args.every),
            "--subscriptions", str(Path(scratch, "subscriptions.db")),
            "--subscriptions-every", str(args.every),
            "--subscriptions-per-client", str(args.subscriptions),
            "--max-subscriptions", str(args.subscriptions),
            "--allow-webhook-host", host)
        try:
            api = f"http://127.0.0.1:{port}/api/v1/subscriptions"
            started = time.monotonic()
            for n in range(args.subscriptions):
                status, body = post_json(api, {"kind": "json", "url": f"http://{host}/s/{n}"})
                if status != 201:
                    raise SystemExit(f"subscription {n}: {status} {body[:300]!r}")
            made = time.monotonic() - started
            log(f"{args.subscriptions} subscriptions made (and confirmed) in {made:.2f} s")

            receiver.expected = args.subscriptions
            # Whole seconds, after the last subscription's creation instant.
            found = datetime.now(timezone.utc).replace(microsecond=0) + timedelta(seconds=1)
            history = version_record(found)
            staged = Path(scratch, "changes.json.new")
            staged.write_text(json.dumps(history))
            staged.rename(changes)
            published = time.monotonic()
            if not receiver.all_announced.wait(args.timeout):
                raise SystemExit(f"only {len(receiver.announced)} of {args.subscriptions} told "
                                 f"within {args.timeout:.0f} s")
            time.sleep(args.settle)  # further ticks: a second post would arrive here
            record = "msg_" + history["changes"][0]["id"]
            with receiver.lock:
                posts = dict(receiver.posts)
                times = sorted(receiver.announced.values())
            wrong = []
            for n in range(args.subscriptions):
                path = f"/s/{n}"
                mine = {i: c for (p, i), c in posts.items() if p == path}
                confirmations = sum(c for i, c in mine.items() if i.startswith("test_"))
                if mine.get(record) != 1 or confirmations != 1 or len(mine) != 2:
                    wrong.append(f"{path}: {mine}")
            if wrong:
                raise SystemExit(f"{len(wrong)} subscription(s) not told exactly once:\n"
                                 + "\n".join(wrong[:10]))
            peak = peak_memory_kb(proc.pid)
        finally:
            proc.terminate()
            proc.wait()
    receiver.shutdown()
    load_after, _ = bench_common.load_average()
    first, last = times[0] - published, times[-1] - published
    print(f"{args.subscriptions} subscriptions: made and confirmed in {made:.2f} s "
          f"({args.subscriptions / made:.0f}/s); one version's announcement to each, exactly "
          f"once: first {first:.2f} s, all {last:.2f} s after the history was published "
          f"(reload and tick every {args.every} s)")
    if peak is not None:
        print(f"calendar-serve peak resident memory: {peak / 1024:.1f} MB")
    print(f"load average {load_before:.2f} -> {load_after:.2f} "
          f"({os.cpu_count()} cores); this process's peak {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.1f} MB")


if __name__ == "__main__":
    main()
