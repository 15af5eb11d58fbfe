"""The deploy's purge request (tools/purge_request.py) sends its token only over https, never
through a redirect: checked against loopback servers (plain HTTP, and TLS with a throwaway
self-signed certificate made by openssl and trusted through SSL_CERT_FILE).

`python3 edge/tests/purge_request_check.py`; run by `.ci/python-checks.sh`. Exit 1 on a failure.
"""

import http.server
import os
import ssl
import subprocess
import sys
import tempfile
import threading

TOKEN = "purge-token-for-the-check-0123456789abcdef"
SCRIPT = os.path.join(os.path.dirname(__file__), "..", "..", "tools", "purge_request.py")


class Recorder(http.server.BaseHTTPRequestHandler):
    """Answers each request by the server's `answer` and records its Authorization header."""

    def do_POST(self):
        self.server.seen.append((self.path, self.headers.get("Authorization")))
        status, headers, body = self.server.answer
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST

    def log_message(self, *args):
        pass


def server(answer, context=None):
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Recorder)
    httpd.seen, httpd.answer = [], answer
    if context:
        httpd.socket = context.wrap_socket(httpd.socket, server_side=True)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd


def purge(url, cert=None, method="POST"):
    env = dict(os.environ, CALENDAR_PURGE_TOKEN=TOKEN)
    if cert:
        env["SSL_CERT_FILE"] = cert
    return subprocess.run([sys.executable, SCRIPT, method, url], env=env, capture_output=True,
                          text=True, timeout=60)


def main():
    failures = []

    def check(ok, what):
        print(("ok: " if ok else "FAIL: ") + what)
        if not ok:
            failures.append(what)

    json_ok = (200, {"Content-Type": "application/json"}, b'{"purged": ["calendar-dataset-x"]}')
    plain = server(json_ok)
    done = purge(f"http://127.0.0.1:{plain.server_port}/__calendar/purge?tag=x")
    check(done.returncode == 1, "an http URL is refused")
    check(plain.seen == [], "nothing reached the plain-HTTP server")
    check(TOKEN not in done.stderr + done.stdout, "the token is in no output")

    with tempfile.TemporaryDirectory() as tmp:
        cert, key = os.path.join(tmp, "cert.pem"), os.path.join(tmp, "key.pem")
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                        "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                        "-keyout", key, "-out", cert], check=True, capture_output=True, timeout=60)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(cert, key)
        good = server(json_ok, context)
        done = purge(f"https://127.0.0.1:{good.server_port}/__calendar/purge?tag=x", cert)
        check(done.returncode == 0 and '"purged"' in done.stdout, "https answers are read")
        check(good.seen == [("/__calendar/purge?tag=x", "Bearer " + TOKEN)], "the token went over https")

        # An answer that echoes the request's headers (a proxy's error page, say).
        echo = server((403, {"Content-Type": "text/plain"}, f"denied: Bearer {TOKEN}".encode()), context)
        done = purge(f"https://127.0.0.1:{echo.server_port}/__calendar/purge?tag=x", cert)
        check(done.returncode == 1 and "***" in done.stderr, "an error body is shown, token masked")
        check(TOKEN not in done.stderr + done.stdout, "an echoed token is in no output")

        # urllib would follow a POST's 302 (as a GET, Authorization kept) and a GET's 307.
        for method, code in (("POST", 302), ("GET", 307)):
            target = server(json_ok, context)
            location = {"Location": f"https://127.0.0.1:{target.server_port}/steal"}
            moved = server((code, location, b""), context)
            done = purge(f"https://127.0.0.1:{moved.server_port}/__calendar/cache-tag", cert, method)
            check(done.returncode == 1 and "redirect refused" in done.stderr,
                  f"a {code} to a {method} is an error")
            check(target.seen == [], f"the {code}'s target got nothing")
            check(TOKEN not in done.stderr + done.stdout, "the token is in no output")

    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
