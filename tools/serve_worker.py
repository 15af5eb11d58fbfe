#!/usr/bin/env python3
"""Serves the real Cloudflare Worker (the wasm build of `edge`) from workerd on this machine.

    python3 tools/serve_worker.py --listen ADDR [--dataset FILE] [--changes FILE] [--now RFC3339]
                                  [--notify FILE]
                                  [--subscriptions DIR [--allow-webhook-host HOST[:PORT]]...
                                   [--subscriptions-per-client N] [--max-subscriptions N]
                                   [--subscriptions-every SECS]]

The same flags as `calendar-serve`. It builds the Worker with FILE embedded (default:
dist/events.json) unless an identical build is cached under target/serve-worker/, starts workerd
on ADDR only (port 0 picks a free port), prints `serve-worker: listening on http://ADDR` once
workerd accepts connections, passes CALENDAR_API_RATE_LIMIT_WINDOW_MS and
CALENDAR_API_RATE_LIMIT_MAX (and _CLIENTS, CALENDAR_PUBLIC_ORIGIN and CALENDAR_NOTIFY_FORM) from its environment to the Worker's vars, and stops workerd when it
is stopped (SIGTERM, SIGINT, or its parent ending, even killed: workerd never outlives it). It installs nothing; it says what is missing. `--now` (for tests,
like calendar-serve's) sets the Worker's var CALENDAR_TEST_CLOCK_OFFSET_MS so that its clock
starts at that moment (and so does the scheduled time its Cron Trigger sees). `--notify FILE`
(for tests) serves the notifier Worker (notifier/, built with `edge/worker-tools build --notifier`)
instead of the API Worker, and runs its reminders to FILE's targets (NOTIFY below). The history of
changes embedded is --changes, else changes.json beside the dataset (the rule of calendar::dist), else an empty one.
The API Worker's static assets (the build's assets/: the locales' files beyond zh and en,
openapi.json) are served to it under wrangler.toml's [assets] binding by a workerd disk service,
as Cloudflare serves them to the deployed Worker; CALENDAR_TEST_WITHOUT_ASSETS=1 (for tests)
leaves the binding out, as a deploy without its assets would be.
CALENDAR_TEST_COMPATIBILITY_FLAGS (for tests; comma-separated) adds compatibility flags to the
Worker's own (none): `disallow_importable_env` gives it an empty `env` at its start.

`--subscriptions DIR` (for tests) serves the notifier Worker with its public subscriptions under
wrangler's local D1 and Queues (miniflare, no account), and its chat endpoints with the chat
variables of its environment (CALENDAR_DISCORD_*, CALENDAR_TELEGRAM_*, CALENDAR_ONEBOT_*):
SUBSCRIPTIONS below.

Tools it needs: the pinned ones of edge/worker-tools (`edge/worker-tools install`, which also
provides .nvmrc's Node and runs `npm ci`; `edge/worker-tools check` names what is missing). It builds with
`edge/worker-tools build`, which sets the tool variables worker-build needs, and takes the
compatibility date from wrangler.toml.

Unlike Cloudflare's edge, workerd ignores a client's `Connection: close` and keeps the connection
open until its 5-second idle timeout: a client must read a response by its framing
(Content-Length or chunked), not wait for the connection to close.
"""

import argparse
import datetime
import ctypes
import fcntl
import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORKER_TOOLS = ROOT / "edge" / "worker-tools"
WORKERD = ROOT / "node_modules" / "@cloudflare" / "workerd-linux-64" / "bin" / "workerd"
CACHE = ROOT / "target" / "serve-worker"
PR_SET_PDEATHSIG = 1  # <linux/prctl.h>


def die_with_parent(signum):
    """Asks Linux to send this process `signum` when its parent ends, even by SIGKILL: a test
    killed mid-run leaves no workerd behind holding its output open. Elsewhere: a no-op."""
    if sys.platform.startswith("linux"):
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signum, 0, 0, 0)
VARS = (
    "CALENDAR_API_RATE_LIMIT_WINDOW_MS",
    "CALENDAR_API_RATE_LIMIT_MAX",
    "CALENDAR_API_RATE_LIMIT_CLIENTS",
    "CALENDAR_PUBLIC_ORIGIN",
    "CALENDAR_NOTIFY_FORM",
)
# The chat endpoints' variables and secrets (src/chat/vars.rs, their one home), passed from this
# environment to the notifier Worker of --subscriptions, the only one with chat endpoints.
CHAT_VARS = (
    "CALENDAR_DISCORD_PUBLIC_KEY",
    "CALENDAR_DISCORD_APPLICATION_ID",
    "CALENDAR_DISCORD_BOT_TOKEN",
    "CALENDAR_DISCORD_API_BASE",
    "CALENDAR_TELEGRAM_BOT_TOKEN",
    "CALENDAR_TELEGRAM_SECRET",
    "CALENDAR_TELEGRAM_API_BASE",
    "CALENDAR_ONEBOT_SECRET",
    "CALENDAR_ONEBOT_API",
    "CALENDAR_ONEBOT_TOKEN",
)
# Set only by `--now`: milliseconds the Worker adds to its clock (edge/src/lib.rs's CLOCK_VAR).
CLOCK_VAR = "CALENDAR_TEST_CLOCK_OFFSET_MS"
# Compatibility flags a test adds to the Worker (test_compatibility_flags).
TEST_FLAGS_VAR = "CALENDAR_TEST_COMPATIBILITY_FLAGS"
# Everything the wasm build reads, besides the dataset.
BUILD_INPUTS = (
    "Cargo.toml", "build.rs", ".cargo/config.toml", "Cargo.lock", "package-lock.json",
    "openapi.json", "src",
    "locales",
    "edge/Cargo.toml", "edge/build.rs", "edge/src", "edge/worker-tools", ".ci/toolchain.sh",
    "notifier/Cargo.toml", "notifier/src",
)


def log(message):
    print(f"serve-worker: {message}", file=sys.stderr, flush=True)


def fail(message):
    log(f"error: {message}")
    sys.exit(1)


def parse_args():
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--listen", default="127.0.0.1:8787", metavar="ADDR",
                        help="address to listen on; port 0 picks a free port")
    parser.add_argument("--dataset", type=Path, metavar="FILE",
                        help="dataset to embed [default: dist/events.json]")
    parser.add_argument("--changes", type=Path, metavar="FILE",
                        help="history of changes to embed [default: changes.json beside the "
                             "dataset, if there is one]")
    parser.add_argument("--now", metavar="RFC3339",
                        help="for tests: start the clock at this moment (it runs on from there)")
    parser.add_argument("--notify", type=Path, metavar="FILE",
                        help="for tests: serve the notifier Worker, its reminders to this "
                             "targets file (see NOTIFY below)")
    parser.add_argument("--subscriptions", type=Path, metavar="DIR",
                        help="for tests: serve the notifier Worker's subscriptions, their D1 "
                             "database kept in DIR (see SUBSCRIPTIONS below)")
    parser.add_argument("--allow-webhook-host", action="append", default=[],
                        metavar="HOST[:PORT]",
                        help="with --subscriptions: a host posted to whatever it resolves to "
                             "(CALENDAR_ALLOW_WEBHOOK_HOSTS); repeatable")
    parser.add_argument("--subscriptions-per-client", type=int, metavar="N",
                        help="with --subscriptions: CALENDAR_SUBSCRIPTIONS_PER_CLIENT")
    parser.add_argument("--max-subscriptions", type=int, metavar="N",
                        help="with --subscriptions: CALENDAR_MAX_SUBSCRIPTIONS")
    parser.add_argument("--subscriptions-every", type=float, default=60, metavar="SECS",
                        help="with --subscriptions: fire the Cron Trigger every SECS seconds "
                             "[default: 60]")
    return parser.parse_args()


def compatibility_date():
    """The Worker's compatibility date: wrangler.toml is its one home."""
    with open(ROOT / "wrangler.toml", "rb") as config:
        return tomllib.load(config)["compatibility_date"]


def check_tools():
    """Exits naming every missing tool (edge/worker-tools check says which); installs nothing."""
    if not os.access(WORKERD, os.X_OK):
        fail(f"{WORKERD.relative_to(ROOT)} is missing: run `edge/worker-tools install` in {ROOT}")
    if subprocess.run([str(WORKER_TOOLS), "check"], stdout=sys.stderr).returncode != 0:
        fail("the Worker's tools are missing (above)")


def inputs_digest(dataset_bytes):
    """A digest of the dataset and every source file the wasm build reads."""
    digest = hashlib.sha256(dataset_bytes)
    for name in BUILD_INPUTS:
        path = ROOT / name
        files = sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir() else [path]
        for file in files:
            digest.update(str(file.relative_to(ROOT)).encode() + b"\0")
            digest.update(file.read_bytes() + b"\0")
    return digest.hexdigest()


def build(dataset, changes, notifier=False):
    """Builds the API Worker (the notifier Worker when `notifier`) with `dataset` and `changes`
    (or none) embedded, unless an identical build is cached; returns the directory holding
    index.js and index_bg.wasm (and the API Worker's static assets, ASSETS_DIR)."""
    try:
        data = dataset.read_bytes()
        if changes is not None:
            data += b"\0changes\0" + changes.read_bytes()
    except OSError as err:
        fail(f"cannot read {err.filename}: {err.strerror}")
    out = CACHE / (hashlib.sha256(data).hexdigest()[:16] + ("-notifier" if notifier else ""))
    CACHE.mkdir(parents=True, exist_ok=True)
    # One build at a time: cargo writes one calendar_edge.wasm whatever the dataset, and the
    # tests start many servers at once.
    with open(CACHE / "build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        digest = inputs_digest(data)
        stamp = out / "inputs.sha256"
        if stamp.is_file() and stamp.read_text() == digest \
                and (out / "index.js").is_file() and (out / "index_bg.wasm").is_file() \
                and (notifier or (out / ASSETS_DIR).is_dir()):
            return out
        check_tools()
        env = dict(os.environ)
        env["CALENDAR_DATASET"] = str(dataset)
        # A file that does not exist means none: build.rs then embeds an empty history.
        env["CALENDAR_CHANGES"] = str(changes) if changes is not None else str(dataset.parent / ".no-changes")
        # A target directory of its own: no waiting on native builds' lock, and the wasm build's
        # artefacts never disturb theirs.
        env["CARGO_TARGET_DIR"] = str(CACHE / "cargo")
        which = ["--notifier"] if notifier else []
        log(f"building the Worker with {dataset} embedded "
            f"(edge/worker-tools {' '.join(['build'] + which)})")
        result = subprocess.run(
            [str(WORKER_TOOLS), "build", *which, str(out)],
            env=env, stdout=sys.stderr, stderr=sys.stderr, cwd=ROOT)
        if result.returncode != 0:
            fail(f"edge/worker-tools build failed (exit {result.returncode})")
        stamp.write_text(digest)
        return out


def capnp_string(text):
    return json.dumps(text)


# NOTIFY (`--notify FILE`, for tests): the notifier Worker gets FILE as its
# CALENDAR_NOTIFY_TARGETS secret, the variables its targets name (urlEnv, secretEnv) from this
# environment, a ledger in memory behind its CALENDAR_NOTIFY_LEDGER KV binding (workerd's KV
# protocol: GET, PUT and DELETE of a key's path), loopback reachable from it (the mocks), and a
# front Worker before it that answers `GET /__scheduled?cron=CRON` (wrangler dev
# --test-scheduled's path) by running its scheduled handler at the current time and waiting for
# it; every other request is the front's 404 (the notifier's own `fetch`, its subscriptions,
# is --subscriptions').
LEDGER_JS = """const store = new Map();
export default {
  async fetch(request) {
    const key = new URL(request.url).pathname;
    if (request.method === "GET") {
      return store.has(key) ? new Response(store.get(key)) : new Response(null, { status: 404 });
    }
    if (request.method === "PUT") {
      store.set(key, await request.text());
      return new Response(null);
    }
    if (request.method === "DELETE") {
      store.delete(key);
      return new Response(null);
    }
    return new Response(null, { status: 405 });
  },
};
"""
FRONT_JS = """export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (url.pathname !== "/__scheduled") {
      return new Response("the notifier Worker answers only /__scheduled here", { status: 404 });
    }
    const cron = url.searchParams.get("cron") ?? "*/5 * * * *";
    const result = await env.CALENDAR.scheduled({ cron, scheduledTime: new Date() });
    return new Response(result.outcome, { status: result.outcome === "ok" ? 200 : 500 });
  },
};
"""


def notify_bindings(targets_file):
    """The text bindings of `--notify`: the targets, and the variables they name that are set."""
    text = targets_file.read_text()
    names = set()
    for target in json.loads(text):
        for field in ("urlEnv", "secretEnv"):
            if isinstance(target.get(field), str):
                names.add(target[field])
    bindings = [f"(name = \"CALENDAR_NOTIFY_TARGETS\", text = {capnp_string(text)})"]
    for name in sorted(names):
        if name in os.environ:
            bindings.append(f"(name = {capnp_string(name)}, text = {capnp_string(os.environ[name])})")
    bindings.append('(name = "CALENDAR_NOTIFY_LEDGER", kvNamespace = "ledger")')
    return bindings


# The API Worker's static assets (the files its binary leaves out, edge/src/worker/assets.rs):
# the directory `edge/worker-tools build` writes beside index.js, served to the Worker under the
# binding wrangler.toml's [assets] names, here by a workerd disk service over a copy of it.
ASSETS_DIR = "assets"
# For tests: "1" serves the API Worker without its assets' binding.
WITHOUT_ASSETS_VAR = "CALENDAR_TEST_WITHOUT_ASSETS"


def assets_binding():
    """The binding name of wrangler.toml's [assets] (its one home)."""
    with open(ROOT / "wrangler.toml", "rb") as f:
        return tomllib.load(f)["assets"]["binding"]


def workerd_config(address, clock_offset_ms=None, targets_file=None, assets=None):
    bindings = []
    for name in VARS:
        if name in os.environ:
            bindings.append(f"(name = {capnp_string(name)}, text = {capnp_string(os.environ[name])})")
    if clock_offset_ms is not None:
        bindings.append(f"(name = {capnp_string(CLOCK_VAR)}, text = {capnp_string(str(clock_offset_ms))})")
    services = '[(name = "calendar", worker = .calendar)]'
    if assets is not None:
        bindings.append(f"(name = {capnp_string(assets_binding())}, service = \"assets\")")
        services = f"""[
    (name = "calendar", worker = .calendar),
    (name = "assets", disk = (path = {capnp_string(str(assets))}, writable = false)),
  ]"""
    entry = "calendar"
    outbound = ""
    extra = ""
    if targets_file is not None:
        bindings.extend(notify_bindings(targets_file))
        services = """[
    (name = "calendar", worker = .calendar),
    (name = "front", worker = .front),
    (name = "ledger", worker = .ledger),
    (name = "loopback", network = (allow = ["public", "local"])),
  ]"""
        entry = "front"
        outbound = 'globalOutbound = "loopback",'
        extra = f"""
const front :Workerd.Worker = (
  modules = [(name = "front.js", esModule = {capnp_string(FRONT_JS)})],
  compatibilityDate = {capnp_string(compatibility_date())},
  compatibilityFlags = ["service_binding_extra_handlers"],
  bindings = [(name = "CALENDAR", service = "calendar")],
);

const ledger :Workerd.Worker = (
  modules = [(name = "ledger.js", esModule = {capnp_string(LEDGER_JS)})],
  compatibilityDate = {capnp_string(compatibility_date())},
);
"""
    return f"""using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = {services},
  sockets = [(name = "http", address = {capnp_string(address)}, http = (), service = {capnp_string(entry)})],
);
{extra}
const calendar :Workerd.Worker = (
  modules = [
    (name = "index.js", esModule = embed "index.js"),
    (name = "index_bg.wasm", wasm = embed "index_bg.wasm"),
  ],
  compatibilityDate = {capnp_string(compatibility_date())},
  compatibilityFlags = [{", ".join(capnp_string(f) for f in test_compatibility_flags())}],
  bindings = [{", ".join(bindings)}],
  {outbound}
);
"""


# SUBSCRIPTIONS (`--subscriptions DIR`, for tests): the notifier Worker under `wrangler dev --local`
# (edge/worker-tools exec: .nvmrc's Node), with notifier/wrangler.toml's subscriptions block as
# written there (between its `# --- subscriptions ---` marker lines: the D1 database, the Queue's
# producer and consumer with its retries and dead-letter queue), its migrations applied to DIR
# first (`wrangler d1 migrations apply --local`), every state kept in DIR (`--persist-to`: a
# restart on the same DIR finds its subscriptions), CALENDAR_SUBSCRIPTIONS_KEY from this
# environment (and the chat endpoints' CHAT_VARS), `--now`'s clock, and `--test-scheduled`'s /__scheduled, which this script asks
# every --subscriptions-every seconds as the Cron Trigger would fire (`*/5 * * * *`, the config's).
# wrangler's own lines and the Worker's console go to standard error.
SUBSCRIPTIONS_BEGIN = "# --- subscriptions ---"
SUBSCRIPTIONS_END = "# --- end of subscriptions ---"
KEY_VAR = "CALENDAR_SUBSCRIPTIONS_KEY"


def subscriptions_block():
    """notifier/wrangler.toml's commented subscriptions block, uncommented and read."""
    lines = (ROOT / "notifier" / "wrangler.toml").read_text().splitlines()
    try:
        begin, end = lines.index(SUBSCRIPTIONS_BEGIN), lines.index(SUBSCRIPTIONS_END)
    except ValueError:
        fail("notifier/wrangler.toml has no subscriptions block between its marker lines")
    text = "\n".join(line.removeprefix("#").removeprefix(" ") for line in lines[begin + 1:end])
    return tomllib.loads(text)


def subscriptions_config(build_dir, scratch, args, clock_offset_ms):
    """The wrangler config of --subscriptions: notifier/wrangler.toml without its [build], its
    subscriptions block, the built Worker's files as they are, the test's vars."""
    with open(ROOT / "notifier" / "wrangler.toml", "rb") as source:
        config = tomllib.load(source)
    config.pop("build", None)
    config.update(subscriptions_block())
    for database in config.get("d1_databases", []):
        database["migrations_dir"] = str(ROOT / "notifier" / database.get("migrations_dir", "migrations"))
    for name in ("index.js", "index_bg.wasm"):
        shutil.copyfile(build_dir / name, scratch / name)
    # Bundled by wrangler (esbuild, the .wasm as a module as it is): its --test-scheduled
    # middleware is added only to a bundle.
    config.update(main=str(scratch / "index.js"), compatibility_date=compatibility_date())
    key = os.environ.get(KEY_VAR)
    if key is None:
        fail(f"--subscriptions needs {KEY_VAR} in the environment (`openssl rand -hex 32`)")
    variables = {KEY_VAR: key}
    for name in VARS + CHAT_VARS:
        if name in os.environ:
            variables[name] = os.environ[name]
    if clock_offset_ms is not None:
        variables[CLOCK_VAR] = str(clock_offset_ms)
    if args.allow_webhook_host:
        variables["CALENDAR_ALLOW_WEBHOOK_HOSTS"] = ",".join(args.allow_webhook_host)
    if args.subscriptions_per_client is not None:
        variables["CALENDAR_SUBSCRIPTIONS_PER_CLIENT"] = str(args.subscriptions_per_client)
    if args.max_subscriptions is not None:
        variables["CALENDAR_MAX_SUBSCRIPTIONS"] = str(args.max_subscriptions)
    config["vars"] = variables
    path = scratch / "wrangler.json"
    path.write_text(json.dumps(config, indent=2))
    return path, config["d1_databases"][0]["database_name"]


def serve_subscriptions(build_dir, address, args, clock_offset_ms):
    import threading
    import urllib.request
    persist = args.subscriptions.resolve()
    persist.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix="serve-worker-subscriptions-"))
    config, database = subscriptions_config(build_dir, scratch, args, clock_offset_ms)
    wrangler = [str(WORKER_TOOLS), "exec", str(ROOT / "node_modules" / ".bin" / "wrangler")]
    # X_LOCAL_OBSERVABILITY: wrangler dev's local trace store (for its local dashboard) records
    # every subrequest's URL, a webhook's too, as Workers Traces would: off, as notifier/
    # wrangler.toml keeps traces off.
    env = dict(os.environ, CI="1", WRANGLER_SEND_METRICS="false", X_LOCAL_OBSERVABILITY="false")
    migrate = subprocess.run(
        wrangler + ["d1", "migrations", "apply", database, "--local", "--persist-to",
                    str(persist), "--config", str(config)],
        env=env, stdout=sys.stderr, stderr=sys.stderr, stdin=subprocess.DEVNULL, cwd=scratch)
    if migrate.returncode != 0:
        fail(f"wrangler d1 migrations apply failed (exit {migrate.returncode})")
    # Port 0: wrangler picks a free one and names it in its `Ready on` line; its inspector too.
    host, port = address.rsplit(":", 1)
    dev = subprocess.Popen(
        wrangler + ["dev", "--local", "--config", str(config), "--persist-to", str(persist),
                    "--ip", host, "--port", port, "--inspector-port", "0", "--test-scheduled",
                    "--show-interactive-dev-session=false"],
        env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        cwd=scratch, start_new_session=True,
        preexec_fn=lambda: die_with_parent(signal.SIGKILL))
    stopping = []

    def stop(signum, _frame):
        stopping.append(signum)
        try:
            os.killpg(dev.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    ready = threading.Event()
    listening = []

    def relay():
        for line in dev.stdout:
            text = line.decode(errors="replace")
            sys.stderr.write(text)
            sys.stderr.flush()
            if "Ready on http://" in text and not ready.is_set():
                listening.append(text.split("Ready on http://", 1)[1].strip().rsplit(":", 1)[1])
                ready.set()

    threading.Thread(target=relay, daemon=True).start()
    deadline = time.monotonic() + 120
    while not ready.wait(0.1):
        if dev.poll() is not None or time.monotonic() > deadline or stopping:
            os.killpg(dev.pid, signal.SIGKILL) if dev.poll() is None else None
            fail("wrangler dev exited before it was ready")
    port = listening[0]
    print(f"serve-worker: listening on http://{host}:{port}", flush=True)

    def cron():
        url = f"http://{host}:{port}/__scheduled?cron=*/5+*+*+*+*"
        while not stopping:
            time.sleep(args.subscriptions_every)
            try:
                urllib.request.urlopen(url, timeout=60).read()
            except OSError as err:
                log(f"the Cron Trigger's request failed: {err}")

    threading.Thread(target=cron, daemon=True).start()
    code = dev.wait()
    # Whatever wrangler left in its group (workerd) goes with it.
    try:
        os.killpg(dev.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    shutil.rmtree(scratch, ignore_errors=True)
    if stopping:
        sys.exit(0)
    fail(f"wrangler dev exited (exit {code})")


def test_compatibility_flags():
    """The flags CALENDAR_TEST_COMPATIBILITY_FLAGS names (comma-separated; none without it)."""
    return [f.strip() for f in os.environ.get(TEST_FLAGS_VAR, "").split(",") if f.strip()]


def serve(build_dir, address, clock_offset_ms=None, targets_file=None):
    scratch = Path(tempfile.mkdtemp(prefix="serve-worker-"))
    config = scratch / "config.capnp"
    # Embeds are read relative to the config; copies also keep a later rebuild from changing
    # what this instance serves.
    for name in ("index.js", "index_bg.wasm"):
        shutil.copyfile(build_dir / name, scratch / name)
    assets = None
    if (build_dir / ASSETS_DIR).is_dir() and os.environ.get(WITHOUT_ASSETS_VAR) != "1":
        assets = scratch / ASSETS_DIR
        shutil.copytree(build_dir / ASSETS_DIR, assets)
    config.write_text(workerd_config(address, clock_offset_ms, targets_file, assets))
    # workerd reports each socket's port on the control descriptor once it listens.
    control_read, control_write = os.pipe()
    workerd = subprocess.Popen(
        [str(WORKERD), "serve", f"--control-fd={control_write}", str(config)]
        # The front Worker of --notify calls `scheduled` on a service binding, an experimental
        # handler of the pinned workerd.
        + (["--experimental"] if targets_file is not None else []),
        pass_fds=(control_write,), stdin=subprocess.DEVNULL, stdout=sys.stderr,
        stderr=sys.stderr, preexec_fn=lambda: die_with_parent(signal.SIGKILL))
    os.close(control_write)

    stopping = []

    def stop(signum, _frame):
        # Only forward the signal: `Popen.wait` is not reentrant, and the main flow is waiting.
        stopping.append(signum)
        if workerd.returncode is None:
            os.kill(workerd.pid, signal.SIGTERM)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)

    host = address.rsplit(":", 1)[0]
    listening = False
    with os.fdopen(control_read, "r") as control:
        for line in control:
            try:
                message = json.loads(line)
            except ValueError:
                continue
            if message.get("event") == "listen" and message.get("socket") == "http":
                print(f"serve-worker: listening on http://{host}:{message['port']}", flush=True)
                listening = True
                break
    code = wait_for(workerd, stopping)
    shutil.rmtree(scratch, ignore_errors=True)
    if stopping:
        sys.exit(0)
    if not listening:
        fail(f"workerd exited before listening (exit {code})")
    fail(f"workerd exited (exit {code})")


def wait_for(workerd, stopping):
    """Waits for workerd to exit; once stopped, gives it a short grace period to drain, then
    kills it (it keeps no state worth a longer wait)."""
    stopped_at = None
    while True:
        try:
            return workerd.wait(timeout=0.05)
        except subprocess.TimeoutExpired:
            if stopping and stopped_at is None:
                stopped_at = time.monotonic()
            if stopped_at is not None and time.monotonic() - stopped_at > 0.5:
                workerd.kill()


def main():
    # Stopped like a SIGTERM (workerd stopped with it) when whatever started this ends.
    die_with_parent(signal.SIGTERM)
    args = parse_args()
    if ":" not in args.listen:
        fail(f"--listen {args.listen}: expected HOST:PORT")
    dataset = (args.dataset or ROOT / "dist" / "events.json").resolve()
    if not dataset.is_file():
        fail(f"dataset {dataset} not found")
    changes = args.changes.resolve() if args.changes else dataset.with_name("changes.json")
    if args.changes and not changes.is_file():
        fail(f"changes {changes} not found")
    notifier = args.notify is not None or args.subscriptions is not None
    build_dir = build(dataset, changes if changes.is_file() else None, notifier)
    offset = None
    if args.now is not None:
        try:
            pinned = datetime.datetime.fromisoformat(args.now.replace("Z", "+00:00"))
        except ValueError:
            fail(f"--now {args.now}: expected an RFC 3339 timestamp with an offset")
        if pinned.tzinfo is None:
            fail(f"--now {args.now}: an offset is required")
        offset = round((pinned.timestamp() - time.time()) * 1000)
    if args.subscriptions is not None:
        serve_subscriptions(build_dir, args.listen, args, offset)
    else:
        serve(build_dir, args.listen, offset, args.notify)


if __name__ == "__main__":
    main()
