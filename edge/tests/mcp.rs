//! `POST /mcp` as a face delivers it (both faces, `CALENDAR_TEST_FACE`): the Streamable HTTP
//! rules (methods, media types, body size, the protocol version header, notifications), the
//! JSON-RPC errors of bad input (never a `500`), CORS, `no-store`, the rate limit, and the
//! tools' results carrying the API's own bodies and problems. `/llms.txt` is served with the page's caching.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test: a failure is a failed test"
)]

mod common;

use common::{HttpResponse, Server, fixture, unlimited_server};
use serde_json::{Value, json};

const JSON: (&str, &str) = ("Content-Type", "application/json");
const ACCEPT: (&str, &str) = ("Accept", "application/json, text/event-stream");

fn rpc(server: &Server, headers: &[(&str, &str)], message: &Value) -> HttpResponse {
    server.post("/mcp", headers, message.to_string().as_bytes())
}

fn request(method: &str, params: Value) -> Value {
    json!({"jsonrpc": "2.0", "id": 1, "method": method, "params": params})
}

/// What every answer of the endpoint carries: the API's CORS and no storage in any cache.
fn never_stored(response: &HttpResponse, what: &str) {
    assert_eq!(response.header("cache-control"), Some("no-store"), "{what}");
    assert_eq!(
        response.header("access-control-allow-origin"),
        Some("*"),
        "{what}"
    );
    assert_eq!(response.header("cache-tag"), None, "{what}");
}

/// A JSON-RPC error answer: its status and code.
fn error_code(response: &HttpResponse) -> (u16, i64) {
    let body = response.json();
    assert_eq!(body["jsonrpc"], "2.0", "{body}");
    (response.status, body["error"]["code"].as_i64().unwrap())
}

#[test]
fn initialize_negotiates_a_served_version_and_notifications_are_accepted() {
    let server = unlimited_server();
    for (asked, answered) in [
        ("2025-06-18", "2025-06-18"),
        ("2025-11-25", "2025-11-25"),
        ("2024-11-05", "2025-11-25"),
        ("2026-07-28", "2025-11-25"),
    ] {
        let params = json!({"protocolVersion": asked, "capabilities": {},
                            "clientInfo": {"name": "test", "version": "0"}});
        let response = rpc(&server, &[JSON, ACCEPT], &request("initialize", params));
        assert_eq!(response.status, 200, "{asked}");
        never_stored(&response, asked);
        assert_eq!(
            response.header("content-type"),
            Some("application/json; charset=utf-8")
        );
        let body = response.json();
        assert_eq!(body["id"], 1);
        assert_eq!(body["result"]["protocolVersion"], answered, "{asked}");
        assert!(body["result"]["capabilities"]["tools"].is_object());
        assert_eq!(response.header("mcp-session-id"), None, "stateless");
    }
    let initialized = json!({"jsonrpc": "2.0", "method": "notifications/initialized"});
    let version = ("MCP-Protocol-Version", "2025-06-18");
    let accepted = rpc(&server, &[JSON, ACCEPT, version], &initialized);
    assert_eq!(accepted.status, 202);
    assert!(accepted.body.is_empty());
    never_stored(&accepted, "202");
    let ping = rpc(&server, &[JSON, version], &request("ping", json!({})));
    assert_eq!(
        (ping.status, ping.json()["result"].clone()),
        (200, json!({}))
    );
}

#[test]
fn the_http_rules_of_streamable_http_are_kept() {
    let server = unlimited_server();
    let list = request("tools/list", json!({}));
    for method in ["GET", "DELETE", "PUT"] {
        let refused = server.send(method, "/mcp", &[("Content-Length", "0")]);
        assert_eq!(refused.status, 405, "{method}");
        assert_eq!(refused.header("allow"), Some("POST, OPTIONS"), "{method}");
        never_stored(&refused, method);
        assert_eq!(error_code(&refused).1, -32600);
    }
    let plain = rpc(&server, &[("Content-Type", "text/plain")], &list);
    assert_eq!(error_code(&plain), (415, -32600));
    let untyped = rpc(&server, &[], &list);
    assert_eq!(error_code(&untyped), (415, -32600));
    let stream_only = rpc(&server, &[JSON, ("Accept", "text/event-stream")], &list);
    assert_eq!(error_code(&stream_only), (406, -32600));
    let any = rpc(&server, &[JSON, ("Accept", "*/*")], &list);
    assert_eq!(any.status, 200);

    let unknown = ("MCP-Protocol-Version", "2099-01-01");
    let refused = rpc(&server, &[JSON, unknown], &list);
    assert_eq!(error_code(&refused), (400, -32600));
    assert!(refused.text().contains("2025-06-18, 2025-11-25"));
    let init = request("initialize", json!({"protocolVersion": "2025-06-18"}));
    assert_eq!(
        rpc(&server, &[JSON, unknown], &init).status,
        200,
        "initialize negotiates"
    );
    for version in ["2025-06-18", "2025-11-25"] {
        let listed = rpc(&server, &[JSON, ("MCP-Protocol-Version", version)], &list);
        assert_eq!(listed.status, 200, "{version}");
    }
}

#[test]
fn a_body_over_64_kib_is_413_whether_announced_or_not_and_64_kib_is_read() {
    let server = unlimited_server();
    // Announced: answered from the head, the body never read (so none is sent here).
    let announced = server.send("POST", "/mcp", &[JSON, ("Content-Length", "65537")]);
    assert_eq!(error_code(&announced), (413, -32600));
    never_stored(&announced, "413");
    // Exactly the cap is read: a request padded with spaces to 64 KiB.
    let mut body = request("ping", json!({})).to_string().into_bytes();
    body.resize(64 * 1024, b' ');
    let read = server.post("/mcp", &[JSON], &body);
    assert_eq!(read.status, 200, "{}", read.text());
}

#[test]
fn bad_input_is_a_json_rpc_error_never_a_500() {
    let server = unlimited_server();
    for (body, status, code) in [
        (&b"{"[..], 400, -32700),
        (b"", 400, -32700),
        (b"\xff\xfe", 400, -32700),
        (b"null", 400, -32600),
        (b"[]", 400, -32600),
        (br#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#, 400, -32600),
        (br#"{"jsonrpc":"2.0","id":1}"#, 400, -32600),
        (br#"{"jsonrpc":"2.0","id":[1],"method":"ping"}"#, 400, -32600),
        (br#"{"jsonrpc":"2.0","id":1,"method":"nope"}"#, 200, -32601),
        (br#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#, 200, -32602),
        (br#"{"jsonrpc":"2.0","id":1,"method":"tools/call"}"#, 200, -32602),
        (br#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x"}}"#, 200, -32602),
        (
            br#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_events","arguments":{"status":7}}}"#,
            200,
            -32602,
        ),
        (
            br#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_events","arguments":[]}}"#,
            200,
            -32602,
        ),
    ] {
        let response = server.post("/mcp", &[JSON], body);
        let what = String::from_utf8_lossy(body);
        assert_eq!(error_code(&response), (status, code), "{what}");
        never_stored(&response, &what);
    }
}

#[test]
fn a_tool_answers_the_apis_body_and_the_apis_problems() {
    let server = unlimited_server();
    let call = |arguments: Value| {
        let params = json!({"name": "list_events", "arguments": arguments});
        rpc(&server, &[JSON, ACCEPT], &request("tools/call", params)).json()["result"].clone()
    };
    let result = call(json!({"category": "operator,arsenal", "version": "6"}));
    assert_eq!(result["isError"], false);
    let api = server
        .get("/api/v1/events?category=operator,arsenal&version=6")
        .json();
    let structured = &result["structuredContent"];
    assert_eq!(
        structured["data"], api["data"],
        "the same selection, the same bytes"
    );
    assert_eq!(structured["meta"], api["meta"]);
    let text = result["content"][0]["text"].as_str().unwrap();
    let total = api["meta"]["total"].as_u64().unwrap();
    assert!(text.starts_with(&format!("{total} events")), "{text}");

    let refused = call(json!({"from": "2026-09-01", "bogus": "1"}));
    assert_eq!(refused["isError"], true);
    assert!(refused.get("structuredContent").is_none());
    let envelope: Value =
        serde_json::from_str(refused["content"][0]["text"].as_str().unwrap()).unwrap();
    let api = server.get("/api/v1/events?from=2026-09-01&bogus=1").json();
    assert_eq!(
        envelope, api,
        "the API's error envelope, problem for problem"
    );

    let params = json!({"name": "recent_changes", "arguments": {"server": "asia"}});
    let changes = rpc(&server, &[JSON], &request("tools/call", params)).json();
    let api = server.get("/api/v1/changes?server=asia").json();
    assert_eq!(changes["result"]["structuredContent"]["data"], api["data"]);
}

#[test]
fn the_units_tools_answer_the_units_body_and_an_unknown_name_is_a_tool_error() {
    let units =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/units.json");
    let server = Server::start_with(&units, &[("CALENDAR_API_RATE_LIMIT_MAX", "1000")]);
    let call = |name: &str, arguments: Value| {
        let params = json!({"name": name, "arguments": arguments});
        let response = rpc(&server, &[JSON, ACCEPT], &request("tools/call", params));
        assert_eq!(response.status, 200, "{name}");
        response.json()["result"].clone()
    };
    let text = |result: &Value| result["content"][0]["text"].as_str().unwrap().to_string();

    let weapons = call("list_units", json!({"kind": "weapon", "server": "asia"}));
    assert_eq!(weapons["isError"], false);
    let api = server.get("/api/v1/units?kind=weapon&server=asia").json();
    assert_eq!(weapons["structuredContent"]["data"], api["data"]);
    assert_eq!(weapons["structuredContent"]["meta"], api["meta"]);
    let total = api["meta"]["total"].as_u64().unwrap();
    assert!(total > 0);
    assert!(
        text(&weapons).starts_with(&format!("{total} unit")),
        "{}",
        text(&weapons)
    );
    let refused = call("list_units", json!({"kind": "hero", "lang": "xx"}));
    assert_eq!(refused["isError"], true);
    let envelope: Value = serde_json::from_str(&text(&refused)).unwrap();
    assert_eq!(
        envelope,
        server.get("/api/v1/units?kind=hero&lang=xx").json()
    );

    // Two runs, the second a reconstruction rerun, by the Chinese or the English name in any
    // case; an announced rerun is the next run.
    let api = server.get("/api/v1/units?name=%E4%BC%8A%E5%86%AF").json();
    let unit = &api["data"]["units"][0];
    assert_eq!(unit["runCount"], 2);
    let mut yvonne = Value::Null;
    for name in ["伊冯", "yvonne", "Yvonne"] {
        yvonne = call("unit_history", json!({"name": name}));
        assert_eq!(yvonne["isError"], false, "{name}");
        assert_eq!(yvonne["structuredContent"]["data"], api["data"], "{name}");
    }
    let history = text(&yvonne);
    for run in unit["runs"].as_array().unwrap() {
        let id = run["eventId"].as_str().unwrap();
        assert!(
            history.contains(id),
            "each run in the text: {id}\n{history}"
        );
    }
    let tangtang = call(
        "unit_history",
        json!({"name": "汤汤", "server": "americas-europe"}),
    );
    let next = &tangtang["structuredContent"]["data"]["units"][0]["nextRun"];
    assert_eq!(next["eventId"], "re-tangtang");
    assert!(
        text(&tangtang).contains("next run starts"),
        "{}",
        text(&tangtang)
    );

    let unknown = call("unit_history", json!({"name": "Nobody"}));
    assert_eq!(unknown["isError"], true);
    assert!(unknown.get("structuredContent").is_none());
    assert!(
        text(&unknown).contains("no unit named \"Nobody\""),
        "{}",
        text(&unknown)
    );
    for (arguments, code) in [
        (json!({}), "EMPTY_PARAMETER"),
        (
            json!({"name": "伊冯", "kind": "operator"}),
            "UNKNOWN_PARAMETER",
        ),
        (json!({"name": "伊冯", "server": "eu"}), "INVALID_SERVER"),
    ] {
        let refused = call("unit_history", arguments.clone());
        assert_eq!(refused["isError"], true, "{arguments}");
        let envelope: Value = serde_json::from_str(&text(&refused)).unwrap();
        assert_eq!(envelope["error"]["details"][0]["code"], code, "{arguments}");
    }
}

#[test]
fn the_preflight_allows_post_and_the_mcp_headers() {
    let server = unlimited_server();
    let preflight = server.send(
        "OPTIONS",
        "/mcp",
        &[
            ("Origin", "https://chat.example"),
            ("Access-Control-Request-Method", "POST"),
            (
                "Access-Control-Request-Headers",
                "content-type, mcp-protocol-version, mcp-session-id",
            ),
        ],
    );
    assert_eq!(preflight.status, 204);
    assert_eq!(
        preflight.header("access-control-allow-methods"),
        Some("POST, OPTIONS")
    );
    let allowed = preflight.header("access-control-allow-headers").unwrap();
    for name in ["content-type", "mcp-protocol-version", "mcp-session-id"] {
        assert!(allowed.to_ascii_lowercase().contains(name), "{allowed}");
    }
}

#[test]
fn every_post_counts_against_the_rate_limit() {
    let server = Server::start_with(&fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "3")]);
    let ping = request("ping", json!({}));
    let statuses: Vec<u16> = (0..4)
        .map(|_| rpc(&server, &[JSON], &ping).status)
        .collect();
    assert_eq!(statuses, [200, 200, 200, 429]);
    let malformed = server.post("/mcp", &[JSON], b"{");
    assert_eq!(malformed.status, 429, "counted before the body is read");
}

#[test]
fn llms_txt_is_served_with_the_pages_caching() {
    let server = unlimited_server();
    let response = server.get("/llms.txt");
    assert_eq!(response.status, 200);
    assert_eq!(
        response.header("content-type"),
        Some("text/markdown; charset=utf-8")
    );
    assert_eq!(
        response.header("cache-control"),
        Some(common::CACHE_CONTROL_OK)
    );
    let text = response.text();
    assert!(text.starts_with("# "), "a Markdown title first");
    for path in [
        "/api/v1/events",
        "/api/v1/changes",
        "/api/v1/units",
        "/embed/countdown",
        "/api/v1/badge.svg",
        "/mcp",
        "/openapi.json",
        "list_units",
        "unit_history",
    ] {
        assert!(text.contains(path), "{path}");
    }
    let etag = response.header("etag").unwrap();
    let again = server.send("GET", "/llms.txt", &[("If-None-Match", etag)]);
    assert_eq!(again.status, 304);
}
