"""What the benchmark tools share: the release calendar-serve they measure, how they start it, wrk."""

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BINARY_HELP = "calendar-serve to run [default: build the release one]"


def calendar_serve(binary, log):
    """`binary` if given, else the release calendar-serve, built first (under $CARGO_TARGET_DIR,
    else target/, as cargo puts it)."""
    if binary is not None:
        return binary
    log("cargo build --release -p calendar-edge")
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "calendar-edge"], cwd=ROOT, check=True)
    return str(Path(ROOT, os.environ.get("CARGO_TARGET_DIR", "target"), "release", "calendar-serve"))


def start_calendar_serve(binary, *flags):
    """Starts `binary` on a free loopback port with the rate limit out of reach and no cap on one
    client's connections (wrk's all come from one address); returns (process, port)."""
    env = dict(os.environ, CALENDAR_API_RATE_LIMIT_MAX="4000000000")
    proc = subprocess.Popen(
        [binary, "--listen", "127.0.0.1:0", "--max-connections-per-client", "1024", *flags],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    for line in proc.stdout:
        if b"listening on http://" in line:
            return proc, int(line.decode().rsplit(":", 1)[1])
    raise SystemExit("calendar-serve exited before listening")


def wrk_rate(port, target, seconds, connections):
    """Requests per second of `wrk -t1` on http://127.0.0.1:PORT/TARGET; an error on any
    non-2xx answer."""
    out = subprocess.run(
        ["wrk", "-t1", f"-c{connections}", f"-d{seconds}s", f"http://127.0.0.1:{port}{target}"],
        capture_output=True, text=True, check=True).stdout
    if "Non-2xx" in out:
        raise SystemExit(f"non-2xx responses from {target}:\n{out}")
    line = next(l for l in out.splitlines() if l.startswith("Requests/sec:"))
    return float(line.split()[1])


def wrk_run(port, target, seconds, connections):
    """`wrk -t1 --latency` on http://127.0.0.1:PORT/TARGET: (requests per second, p50 ms,
    p99 ms); an error on any non-2xx answer."""
    out = subprocess.run(
        ["wrk", "-t1", f"-c{connections}", f"-d{seconds}s", "--latency",
         f"http://127.0.0.1:{port}{target}"],
        capture_output=True, text=True, check=True).stdout
    if "Non-2xx" in out:
        raise SystemExit(f"non-2xx responses from {target}:\n{out}")
    rate = float(next(l for l in out.splitlines() if l.startswith("Requests/sec:")).split()[1])
    latency = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] in ("50%", "99%"):
            latency[parts[0]] = milliseconds(parts[1])
    return rate, latency.get("50%", float("nan")), latency.get("99%", float("nan"))


def milliseconds(text):
    """wrk's `123.45us` / `1.23ms` / `1.00s` in milliseconds."""
    for unit, factor in (("us", 0.001), ("ms", 1.0), ("s", 1000.0)):
        if text.endswith(unit):
            return float(text[: -len(unit)]) * factor
    return float(text)


def load_average():
    """The 1-minute load average, and whether the machine is busy for a benchmark: more than a
    quarter of a core's worth of other work."""
    one = os.getloadavg()[0]
    return one, one > 0.25 * (os.cpu_count() or 1)
