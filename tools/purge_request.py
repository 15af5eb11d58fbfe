"""Sends one request of the deploy's purge (edge/src/worker/purge.rs) with the purge token, safely.

`python3 tools/purge_request.py METHOD URL` sends METHOD to URL with
`Authorization: Bearer $CALENDAR_PURGE_TOKEN` and prints the JSON answer on stdout. The token is a
secret: it goes only over https (an http URL is refused before any connection), never through a
redirect (a 3xx answer is an error, not followed: the token would go to wherever it points), and
never into a log line (errors name the method and the URL's origin and path, and an echoed
answer has the token masked).
Exit 1 on any failure, with the reason on stderr. Run by `edge/worker-tools deploy`.
"""

import json
import os
import sys
import urllib.error
import urllib.parse
import urllib.request


class NoRedirect(urllib.request.HTTPRedirectHandler):
    """Refuses every redirect instead of following it with the token."""

    def redirect_request(self, req, fp, code, msg, headers, newurl):
        raise urllib.error.HTTPError(req.full_url, code, f"redirect refused ({msg})", headers, fp)


def send(method, url, token, timeout=15):
    """The JSON answer of METHOD URL with the bearer token; raises ValueError or OSError."""
    if urllib.parse.urlsplit(url).scheme != "https":
        raise ValueError("the purge token goes only over https; CALENDAR_PUBLIC_URL must start with https://")
    opener = urllib.request.build_opener(NoRedirect)
    request = urllib.request.Request(url, method=method, headers={"Authorization": "Bearer " + token})
    with opener.open(request, timeout=timeout) as response:
        return json.load(response)


def main(argv):
    method, url = argv[1], argv[2]
    parts = urllib.parse.urlsplit(url)
    where = f"{parts.scheme}://{parts.netloc}{parts.path}"
    token = os.environ.get("CALENDAR_PURGE_TOKEN", "")
    try:
        print(json.dumps(send(method, url, token)))
    except (OSError, ValueError) as err:
        body = err.read().decode(errors="replace")[:2000] if isinstance(err, urllib.error.HTTPError) else ""
        message = f"purge_request: {method} {where}: {err} {body}".strip()
        # An answer that echoes the request's headers must not put the token in a log.
        print(message.replace(token, "***") if token else message, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
