#!/usr/bin/env bash
# Runs the checks written in Python (feeds through icalendar, the page in chromium) on both faces.
#
# Run by `.ci/run` and ci.yml's browser job, against running faces:
# - the ICS feeds through a second, independent iCalendar parser (Python icalendar; the Rust
#   tests use the icalendar crate) on calendar-serve: edge/tests/ics_check.py;
# - the page in a real browser on both faces: Debian's chromium driven by Playwright, which never
#   downloads a browser (edge/tests/browser_check.py, and edge/tests/browser_certainty.py for the
#   certain and uncertain states, in Chinese and English; edge/tests/browser_units.py for the
#   banner history; edge/tests/browser_notified.py for the "Get notified" form on calendar-serve
#   --subscriptions, and another origin's page that cannot subscribe through it;
#   edge/tests/browser_embed.py for the embeds, the badge as XML and the HTML 429;
#   edge/tests/browser_card.py for the card's whole time left at 320x120); screenshots land in
#   target/browser/;
# - the README's screenshot command (tools/page_screenshot.py: the shipped dataset at its pinned
#   moment), into target/browser/readme-page.png, with a notice when docs/page.png differs;
# - the deploy's purge request (tools/purge_request.py): its token only over https, never through
#   a redirect, against loopback servers: edge/tests/purge_request_check.py;
# - the JSON notification's Standard Webhooks signature (calendar-generator notify) through the
#   `standardwebhooks` package: generator/tests/webhook_signature_check.py.
# - the MCP endpoint on both faces with the official MCP Python SDK as the client:
#   edge/tests/mcp_check.py (on tests/fixtures/dataset.json, and its units' tools on
#   tests/fixtures/units.json).
# - openapi.json against calendar-serve through schemathesis: requests drawn from the document
#   (positive mode, every built-in check), none schema-valid refused but for INVALID_RANGE and an
#   unknown version (edge/tests/schemathesis_hooks.py), the subscriptions' paths and the page's
#   form (/notified) left out (this server keeps none: each answers 404 to every method; with
#   `--subscriptions` a schema-valid body is still refused for what no schema can know, a URL
#   whose receiver takes the confirmation; edge/tests/openapi.rs checks them with and without
#   `--subscriptions`); bounded by examples per operation, a
#   request timeout and a wall-clock limit, its state kept under target/schemathesis/.
# Python packages: .ci/requirements.txt, in the venv target/ci-python. Needs
# $CARGO_TARGET_DIR/debug/calendar-serve and calendar-generator (cargo build -p calendar-edge
# -p calendar-generator; CARGO_TARGET_DIR defaults to target), chromium with CJK fonts, and for the
# Worker face the tools of edge/worker-tools (edge/worker-tools check).
set -euo pipefail
cd "$(dirname "$0")/.."

venv=target/ci-python
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r .ci/requirements.txt

pid=
url=
stop() {
    if [ -n "$pid" ]; then
        kill "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
        pid=
    fi
}
trap stop EXIT

# start FACE [FLAG...]: serves the test fixture ($DATASET, else tests/fixtures/dataset.json) from
# FACE on a free loopback port, with a rate limit of $LIMIT (else out of reach); sets url. The
# Worker face may build first (minutes on a cold machine), so the wait ends when the server says
# where it listens or exits, within 10 minutes.
start() {
    local face=$1 server=("${CARGO_TARGET_DIR:-target}/debug/calendar-serve") log
    shift
    [ "$face" = worker ] && server=(python3 tools/serve_worker.py)
    log=$(mktemp)
    CALENDAR_API_RATE_LIMIT_MAX=${LIMIT:-1000000} "${server[@]}" --listen 127.0.0.1:0 \
        --dataset "${DATASET:-tests/fixtures/dataset.json}" "$@" >"$log" 2>"$log.err" &
    pid=$!
    for _ in $(seq 6000); do
        grep -q "listening on" "$log" && break
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    url=$(sed -n 's/.*listening on //p' "$log")
    if [ -z "$url" ]; then
        echo "python-checks: the $face face did not start:" >&2
        tail -n 40 "$log.err" >&2
        exit 1
    fi
    rm -f "$log" "$log.err"
}

echo "python-checks: the ICS feeds through Python icalendar (calendar-serve)"
start native
"$venv/bin/python" edge/tests/ics_check.py "$url"
stop

# schemathesis leaves hypothesis no deadline (it sets none per example); what bounds the run is
# the examples per operation (about a minute on 2 cores), each request's timeout and `timeout`.
echo "python-checks: openapi.json's schema-valid requests accepted (schemathesis, calendar-serve)"
start native
mkdir -p target/schemathesis
if ! (cd target/schemathesis &&
    SCHEMATHESIS_HOOKS=../../edge/tests/schemathesis_hooks.py timeout 300 \
        "../../$venv/bin/schemathesis" run ../../openapi.json --url "$url" --mode positive \
        --checks all --exclude-checks positive_data_acceptance --max-examples 150 --workers 2 \
        --exclude-path-regex '^/(api/v1/subscriptions|notified)' \
        --request-timeout 10 --generation-database none --continue-on-failure --no-color); then
    echo "python-checks: schemathesis found answers openapi.json does not allow (above), or ran past 5 minutes" >&2
    exit 1
fi
stop

echo "python-checks: the deploy's purge request sends its token only over https, never redirected"
"$venv/bin/python" edge/tests/purge_request_check.py

echo "python-checks: the JSON notification's signature verifies with standardwebhooks"
"$venv/bin/python" generator/tests/webhook_signature_check.py
units=2026-04-01T12:00:00+08:00 # a rerun and an open-ended run live, past and announced runs
for face in native worker; do
    echo "python-checks: /mcp through the official MCP Python SDK ($face face)"
    start "$face"
    "$venv/bin/python" edge/tests/mcp_check.py "$url" "$face"
    stop
    echo "python-checks: the units' MCP tools through the SDK ($face face, --now $units)"
    DATASET=tests/fixtures/units.json start "$face" --now "$units"
    "$venv/bin/python" edge/tests/mcp_check.py "$url" "$face" units
    stop
done

pinned=2026-09-20T12:00:00+08:00 # no fixture event starts or ends within days of it
rm -rf target/browser
for face in native worker; do
    echo "python-checks: the page in chromium ($face face, --now $pinned)"
    start "$face" --now "$pinned"
    "$venv/bin/python" edge/tests/browser_check.py "$url" "$face" target/browser
    stop
done

for face in native worker; do
    echo "python-checks: the embeds and the HTML 429 in chromium ($face face, --now $pinned)"
    LIMIT=12 start "$face" --now "$pinned"
    "$venv/bin/python" edge/tests/browser_embed.py "$url" "$face" target/browser
    stop
done

card=2026-11-10T12:00:00+08:00 # tests/fixtures/uncertain.json: the longest times left, both languages
for face in native worker; do
    echo "python-checks: the card shows the whole time left at 320x120 ($face face, --now $card)"
    DATASET=tests/fixtures/uncertain.json start "$face" --now "$card"
    "$venv/bin/python" edge/tests/browser_card.py "$url" "$face" target/browser
    stop
done

uncertain=2026-11-24T20:00:00+08:00 # version 7's last days: every state of tests/fixtures/uncertain.json
for face in native worker; do
    echo "python-checks: what is certain, in chromium ($face face, --now $uncertain)"
    DATASET=tests/fixtures/uncertain.json start "$face" --now "$uncertain"
    "$venv/bin/python" edge/tests/browser_certainty.py "$url" "$face" target/browser
    stop
done

for face in native worker; do
    echo "python-checks: the banner history, in chromium ($face face, --now $units)"
    DATASET=tests/fixtures/units.json start "$face" --now "$units"
    "$venv/bin/python" edge/tests/browser_units.py "$url" "$face" target/browser
    stop
done

echo "python-checks: the page's \"Get notified\" form, in chromium (calendar-serve --subscriptions)"
"$venv/bin/python" edge/tests/browser_notified.py "${CARGO_TARGET_DIR:-target}/debug/calendar-serve" target/browser

echo "python-checks: the README's screenshot (tools/page_screenshot.py, the shipped dataset)"
"$venv/bin/python" tools/page_screenshot.py --out target/browser/readme-page.png
# Another chromium or font draws other pixels, and a refresh of dist/ may change what the pinned
# moment shows: a notice, not a failure. Regenerate with the command in the README's caption.
cmp -s docs/page.png target/browser/readme-page.png ||
    echo "::notice::docs/page.png differs from what tools/page_screenshot.py draws now (target/browser/readme-page.png); regenerate it if the page or the data changed"
