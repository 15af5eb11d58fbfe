"""The MCP endpoint through the official MCP Python SDK (`mcp`, pinned in .ci/requirements.txt).

Usage: python edge/tests/mcp_check.py BASE_URL FACE [units]

Against a face serving tests/fixtures/dataset.json (.ci/python-checks.sh starts it): the SDK's
client connects to BASE_URL/mcp as it does by default (it probes the 2026 protocol, which the
server refuses, then falls back to the initialize handshake), and with the handshake alone
(mode="legacy"); it lists the tools and calls each, and the SDK validates every structured result
against the tool's outputSchema. A call the API refuses is a tool error carrying the API's own
problem, and a malformed JSON-RPC body gets a JSON-RPC error, never a 500.

With `units`, against a face serving tests/fixtures/units.json (which has banners with featured
units; dataset.json has none), the tools listed, only the units' are called: list_units and
unit_history, by the Chinese and the English name, answer what GET /api/v1/units answers, and a
name the dataset does not know is a tool error.
"""

import asyncio
import json
import sys
import urllib.error
import urllib.request
import warnings

from mcp import Client
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS

# What the server speaks (src/service/mcp/mod.rs, VERSIONS).
SERVED = ["2025-06-18", "2025-11-25"]


class Failed(Exception):
    pass


def fail(face, message):
    raise Failed(f"mcp_check ({face}): FAIL: {message}")


async def session(url, face, mode):
    async with Client(url, mode=mode, raise_exceptions=True) as client:
        version = client.protocol_version
        if version not in SERVED:
            fail(face, f"negotiated {version!r}, not one of {SERVED}")
        if client.server_info is None or client.server_info.name != "endfield-calendar":
            fail(face, f"server info {client.server_info!r}")
        with warnings.catch_warnings():
            # The SDK warns that the 2026 protocol has no ping; this session is a handshake one.
            warnings.simplefilter("ignore")
            await client.send_ping()

        listed = await client.list_tools()
        names = sorted(tool.name for tool in listed.tools)
        if names != ["list_events", "list_units", "recent_changes", "unit_history"]:
            fail(face, f"tools {names}")
        for tool in listed.tools:
            if tool.input_schema.get("type") != "object" or not tool.output_schema:
                fail(face, f"{tool.name} has no object input schema or no output schema")
        if units:
            await unit_tools(client, face)
            return version

        # Every event, then a filtered call: the structured result is the API's body.
        everything = await client.call_tool("list_events", {})
        if everything.is_error or not everything.structured_content:
            fail(face, f"list_events: {everything}")
        body = everything.structured_content
        total = body["meta"]["total"]
        if total == 0 or total != len(body["data"]["events"]):
            fail(face, f"list_events listed {total} events")
        text = everything.content[0].text
        if not text.startswith(f"{total} events"):
            fail(face, f"the text rendering begins {text[:40]!r}")
        operators = await client.call_tool("list_events", {"category": "operator", "version": 6})
        events = operators.structured_content["data"]["events"]
        if not events or any(e["category"] != "operator" for e in events):
            fail(face, f"category=operator gave {[e['category'] for e in events]}")
        api = json.load(urllib.request.urlopen(f"{base}/api/v1/events?category=operator&version=6"))
        if [e["id"] for e in api["data"]["events"]] != [e["id"] for e in events]:
            fail(face, "the tool and GET /api/v1/events select different events")

        refused = await client.call_tool("list_events", {"status": "soon", "version": "99"})
        if not refused.is_error:
            fail(face, "status=soon was not a tool error")
        problems = json.loads(refused.content[0].text)["error"]["details"]
        codes = sorted(p["code"] for p in problems)
        if codes != ["INVALID_STATUS", "UNKNOWN_VERSION"]:
            fail(face, f"the tool error lists {codes}, not the API's problems")

        changes = await client.call_tool("recent_changes", {"category": "operator"})
        if changes.is_error or changes.structured_content["success"] is not True:
            fail(face, f"recent_changes: {changes}")
        # No featured units in this fixture: an empty list, and any name is unknown.
        none = await client.call_tool("list_units", {"kind": "operator"})
        if none.is_error or none.structured_content["meta"]["total"] != 0:
            fail(face, f"list_units on a dataset without units: {none}")
        unknown = await client.call_tool("unit_history", {"name": "伊冯"})
        if not unknown.is_error or "no unit named" not in unknown.content[0].text:
            fail(face, f"unit_history of an unknown name: {unknown}")
        return version


def get(path):
    return json.load(urllib.request.urlopen(f"{base}{path}"))


async def unit_tools(client, face):
    """The units' tools on tests/fixtures/units.json: the API's bodies, names in both languages."""
    everything = await client.call_tool("list_units", {})
    if everything.is_error:
        fail(face, f"list_units: {everything}")
    api = get("/api/v1/units")
    if everything.structured_content["data"] != api["data"]:
        fail(face, "list_units and GET /api/v1/units list different units")
    total = api["meta"]["total"]
    if total == 0 or not everything.content[0].text.startswith(f"{total} units"):
        fail(face, f"list_units' text begins {everything.content[0].text[:40]!r}")
    refused = await client.call_tool("list_units", {"kind": "hero"})
    codes = [p["code"] for p in json.loads(refused.content[0].text)["error"]["details"]]
    if not refused.is_error or codes != ["INVALID_KIND"]:
        fail(face, f"kind=hero: {refused}")

    api = get("/api/v1/units?name=Yvonne&server=asia&lang=en")
    for name in ["伊冯", "YVONNE"]:
        history = await client.call_tool(
            "unit_history", {"name": name, "server": "asia", "lang": "en"}
        )
        if history.is_error or history.structured_content["data"] != api["data"]:
            fail(face, f"unit_history {name!r}: {history}")
        unit = history.structured_content["data"]["units"][0]
        if unit["name"] != "伊冯" or unit["nameEn"] != "Yvonne" or unit["runCount"] < 1:
            fail(face, f"unit_history {name!r} told {unit['name']} {unit['runCount']} runs")
        text = history.content[0].text
        if any(run["eventId"] not in text for run in unit["runs"]):
            fail(face, f"unit_history's text leaves out a run: {text!r}")
    unknown = await client.call_tool("unit_history", {"name": "Nobody"})
    if not unknown.is_error or "no unit named" not in unknown.content[0].text:
        fail(face, f"unit_history of an unknown name: {unknown}")
    if unknown.structured_content is not None:
        fail(face, "a tool error carries structuredContent")


def post(url, body, headers=None):
    """(status, parsed body or None) of one raw POST."""
    request = urllib.request.Request(url, data=body, method="POST")
    for name, value in {"Content-Type": "application/json", **(headers or {})}.items():
        request.add_header(name, value)
    try:
        with urllib.request.urlopen(request) as response:
            status, raw = response.status, response.read()
    except urllib.error.HTTPError as error:
        status, raw = error.code, error.read()
    return status, (json.loads(raw) if raw else None)


def malformed(url, face):
    for body, code in [
        (b"{not json", -32700),
        (b'[{"jsonrpc":"2.0","id":1,"method":"ping"}]', -32600),
        (b'{"jsonrpc":"2.0","id":1}', -32600),
        (b'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"nope"}}', -32602),
        (b'{"jsonrpc":"2.0","id":1,"method":"resources/list"}', -32601),
    ]:
        status, answer = post(url, body)
        if status >= 500 or answer is None or answer.get("error", {}).get("code") != code:
            fail(face, f"{body!r}: {status} {answer}")


base = sys.argv[1].rstrip("/")
face = sys.argv[2]
units = sys.argv[3:] == ["units"]
url = f"{base}/mcp"
if "2025-06-18" not in HANDSHAKE_PROTOCOL_VERSIONS:
    fail(face, "this SDK no longer speaks 2025-06-18")
try:
    negotiated = asyncio.run(session(url, face, "auto"))
    legacy = asyncio.run(session(url, face, "legacy"))
    malformed(url, face)
except* Failed as failures:
    # The SDK's task groups nest a failure in groups of their own: print the failures themselves.
    def leaves(group):
        for error in group.exceptions:
            yield from leaves(error) if isinstance(error, BaseExceptionGroup) else [error]

    for failure in leaves(failures):
        print(failure, file=sys.stderr)
    sys.exit(1)
print(f"mcp_check ({face}): ok (the SDK's default negotiated {negotiated}, legacy {legacy})")
