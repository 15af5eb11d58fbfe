"""The JSON target's Standard Webhooks signature verifies with the `standardwebhooks` Python
package (pinned in .ci/requirements.txt), and a changed body or timestamp does not: checked by
running `calendar-generator notify` against a loopback receiver, on the library's fixtures
(tests/fixtures/dataset.json and history.json).

`python3 generator/tests/webhook_signature_check.py`; run by `.ci/python-checks.sh`. Needs
$CARGO_TARGET_DIR/debug/calendar-generator (cargo build -p calendar-generator). Exit 1 on a
failure.
"""

import base64
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading

from standardwebhooks.webhooks import Webhook, WebhookVerificationError

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
BINARY = os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target")),
                      "debug", "calendar-generator")
SECRET = "whsec_" + base64.b64encode(b"the-check's-secret-0123456789").decode()


class Recorder(http.server.BaseHTTPRequestHandler):
    """Records each POST's headers and body; answers 204."""

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        self.server.seen.append((dict(self.headers.items()), body))
        self.send_response(204)
        self.end_headers()

    def log_message(self, *args):
        pass


def main():
    failures = []

    def check(ok, what):
        print(("ok: " if ok else "FAIL: ") + what)
        if not ok:
            failures.append(what)

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Recorder)
    httpd.seen = []
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    with tempfile.TemporaryDirectory() as out:
        shutil.copy(os.path.join(ROOT, "tests", "fixtures", "dataset.json"),
                    os.path.join(out, "events.json"))
        shutil.copy(os.path.join(ROOT, "tests", "fixtures", "history.json"),
                    os.path.join(out, "changes.json"))
        targets = os.path.join(out, "targets.json")
        with open(targets, "w") as f:
            json.dump([{"name": "receiver", "kind": "json", "urlEnv": "CHECK_HOOK",
                        "secretEnv": "CHECK_SECRET"}], f)
        env = dict(os.environ, CHECK_HOOK=f"http://127.0.0.1:{httpd.server_port}/hook",
                   CHECK_SECRET=SECRET)
        run = subprocess.run([BINARY, "notify", "--targets", targets, "--out", out,
                              "--now", "2027-01-01T00:00:00Z", "--backfill", "3"],
                             env=env, capture_output=True, text=True, timeout=120)
        check(run.returncode == 0, f"notify ran ({run.stderr.strip()})")
        check(SECRET not in run.stderr + run.stdout, "the secret is in no output")

    # `--backfill 3` selects the three newest records that change more than wording (and their
    # runs): as many messages as the run says it sent, and at least one.
    sent = re.search(r"target `receiver`: sent (\d+) record\(s\)", run.stderr)
    told = int(sent.group(1)) if sent else 0
    check(told >= 1 and len(httpd.seen) == told,
          f"the receiver got the backfilled records ({len(httpd.seen)} of {told})")
    hook = Webhook(SECRET)
    for headers, body in httpd.seen:
        try:
            payload = hook.verify(body, headers)
            check(payload["type"] == "calendar.change"
                  and headers["webhook-id"] == "msg_" + payload["data"]["id"],
                  f"{headers['webhook-id']} verifies and names its record")
        except WebhookVerificationError as e:
            check(False, f"{headers.get('webhook-id')} verifies: {e}")
        for name, forged in (("body", (body + b" ", headers)),
                             ("timestamp", (body, dict(headers, **{
                                 "webhook-timestamp": str(int(headers["webhook-timestamp"]) - 1)})))):
            try:
                hook.verify(*forged)
                check(False, f"a changed {name} is refused")
            except WebhookVerificationError:
                pass
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
