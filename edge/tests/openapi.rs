//! `openapi.json` against real responses: every response the running server gives to a spread
//! of requests must be documented for its status, carry the documented headers with documented
//! values, and have a body that validates against the documented schema.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test helpers: a failure is a failed test"
)]

mod common;

use common::openapi::{check_documented_headers, document, documented, resolve, validate};
use common::{HttpResponse, Server, fixture};
use serde_json::{Value, json};
use std::path::Path;

/// Checks one response against the operation `method` of `path`: headers, then body.
fn conforms(doc: &Value, path: &str, method: &str, response: &HttpResponse) {
    let what = format!("{method} {path} {}", response.status);
    check_documented_headers(doc, path, method, response);
    let content = documented(doc, path, method, response)
        .get("content")
        .and_then(Value::as_object);
    // The documented media type the response was sent as (a `429` of the page has two), else
    // the first documented.
    let sent = response.header("content-type").unwrap_or("");
    let chosen = content.and_then(|content| {
        content
            .iter()
            .find(|(media_type, _)| sent.starts_with(media_type.as_str()))
            .or_else(|| content.iter().next())
    });
    match chosen {
        Some((media_type, media)) if media_type == "application/json" => {
            assert_eq!(sent, "application/json; charset=utf-8", "{what}");
            validate(doc, &media["schema"], &response.json(), &what);
        }
        Some((media_type, media)) => {
            assert!(
                sent.starts_with(media_type.as_str()),
                "{what}: {sent} is not {media_type}"
            );
            validate(doc, &media["schema"], &json!(response.text()), &what);
        }
        None => assert!(response.body.is_empty(), "{what}: undocumented body"),
    }
}

#[test]
fn real_responses_conform_to_the_openapi_document() {
    let doc = document();
    assert_eq!(doc["openapi"], "3.1.0");
    assert_eq!(doc["info"]["version"], "1.0.0");
    let server = Server::start_with(&fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "100")]);
    let gets = [
        "/api/v1/events",
        "/api/v1/events?version=5",
        "/api/v1/events?version=version-6&category=operator,arsenal&status=ended",
        "/api/v1/events?from=2026-08-01T00:00:00%2B08:00&to=2026-08-31T00:00:00Z",
        "/api/v1/events?category=update&status=upcoming",
        "/api/v1/events?version=99",
        "/api/v1/events?category=all,operator&status=x&from=2026&to=2026-01-01T00:00:00",
        "/api/v1/events?from=2026-09-01T00:00:00Z&to=2026-08-01T00:00:00Z",
        "/api/v1/events?bogus=1&version=5&version=6&status=&category=%ZZ",
        "/api/v2/events",
        // The feed's reminders: a 200 on the feed, unknown parameters on the JSON.
        "/api/v1/events?alarm=P1D,PT1H&ending=PT12H",
        "/api/v1/events?alarm=P1D,PT1H,PT2H,PT3H&ending=P9D",
    ];
    for path in ["/api/v1/events", "/api/v1/events.ics"] {
        for target in gets {
            let target = target.replacen("/api/v1/events", path, 1);
            conforms(&doc, path, "GET", &server.get(&target));
        }
        let (_, not_modified) = server.revalidated(path);
        assert_eq!(not_modified.status, 304);
        conforms(&doc, path, "GET", &not_modified);
        for method in ["POST", "HEAD", "DELETE"] {
            let response = server.send(method, path, &[("Content-Length", "0")]);
            assert_eq!(response.status, 405);
            if method != "HEAD" {
                conforms(&doc, path, "GET", &response);
            }
        }
        let preflight = server.send(
            "OPTIONS",
            path,
            &[
                ("Origin", "https://example.org"),
                ("Access-Control-Request-Method", "GET"),
            ],
        );
        conforms(&doc, path, "OPTIONS", &preflight);
    }
    // The page and this document (issue 11): the same CORS, preflight, caching and errors.
    for (path, target) in [
        ("/", "/"),
        ("/", "/?category=operator&category=arsenal&version=6&utm=x"),
        // Named by `lang=`, the page a shared cache may store (without it, private).
        ("/", "/?lang=en&category=operator"),
        ("/openapi.json", "/openapi.json"),
    ] {
        let (response, not_modified) = server.revalidated(target);
        assert_eq!(response.status, 200, "{target}");
        conforms(&doc, path, "GET", &response);
        assert_eq!(not_modified.status, 304, "{target}");
        conforms(&doc, path, "GET", &not_modified);
        let refused = server.send("POST", target, &[("Content-Length", "0")]);
        assert_eq!(refused.status, 405);
        conforms(&doc, path, "GET", &refused);
        let preflight = server.send(
            "OPTIONS",
            target,
            &[
                ("Origin", "https://example.org"),
                ("Access-Control-Request-Method", "GET"),
            ],
        );
        conforms(&doc, path, "OPTIONS", &preflight);
    }
    assert_eq!(
        server.get("/openapi.json").json(),
        doc,
        "the served document is openapi.json"
    );
    // The embeds (issue 29): the card and the badge, their errors and 304s.
    for (path, query) in [
        ("/embed/countdown", ""),
        (
            "/embed/countdown",
            "?limit=5&theme=transparent&category=operator,arsenal&lang=en",
        ),
        ("/embed/countdown", "?server=americas-europe&theme=dark"),
        ("/embed/countdown", "?limit=0&theme=neon&version=99"),
        ("/embed/countdown", "?version=1&category=permanent"),
        ("/api/v1/badge.svg", ""),
        ("/api/v1/badge.svg", "?status=upcoming&lang=en"),
        ("/api/v1/badge.svg", "?theme=dark"),
    ] {
        let response = server.get(&format!("{path}{query}"));
        conforms(&doc, path, "GET", &response);
        if response.status == 200 {
            let (_, again) = server.revalidated(&format!("{path}{query}"));
            assert_eq!(again.status, 304, "{path}{query}");
            conforms(&doc, path, "GET", &again);
        }
    }
    let limited = (0..100)
        .map(|_| server.get("/api/v1/events.ics?version=1"))
        .find(|r| r.status == 429);
    conforms(
        &doc,
        "/api/v1/events.ics",
        "GET",
        &limited.expect("the limit of 100 was reached"),
    );
    // The page's 429: HTML for a browser that prefers it, the envelope for anything else.
    let browser = server.send("GET", "/", &[("Accept", "text/html,*/*;q=0.8")]);
    assert_eq!(browser.status, 429);
    assert!(browser.text().starts_with("<!DOCTYPE html>"));
    conforms(&doc, "/", "GET", &browser);
    let client = server.send("GET", "/", &[("Accept", "*/*")]);
    assert_eq!(client.status, 429);
    conforms(&doc, "/", "GET", &client);
}

#[test]
fn the_internal_error_envelope_conforms_too() {
    let doc = document();
    let response = calendar::ApiError::Internal.into_response();
    let schema = &resolve(
        &doc,
        &doc["paths"]["/api/v1/events"]["get"]["responses"]["500"],
    )["content"]["application/json"]["schema"];
    validate(
        &doc,
        schema,
        &serde_json::from_slice(&response.body).unwrap(),
        "500",
    );
}

#[test]
fn the_units_resource_conforms_too() {
    let doc = document();
    let units = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/units.json");
    let server = Server::start_with(&units, &[("CALENDAR_API_RATE_LIMIT_MAX", "100")]);
    let path = "/api/v1/units";
    for query in [
        "",
        "?kind=weapon",
        "?kind=operator&server=americas-europe&lang=en",
        "?name=%E4%BC%8A%E5%86%AF",
        "?name=nobody",
        "?kind=hero&name=&lang=xx&bogus=1",
    ] {
        conforms(&doc, path, "GET", &server.get(&format!("{path}{query}")));
    }
    let (full, not_modified) = server.revalidated(path);
    assert_eq!(full.json()["meta"]["total"], 5, "every unit of the fixture");
    assert_eq!(not_modified.status, 304);
    conforms(&doc, path, "GET", &not_modified);
    let refused = server.send("POST", path, &[("Content-Length", "0")]);
    assert_eq!(refused.status, 405);
    conforms(&doc, path, "GET", &refused);
    let preflight = server.send(
        "OPTIONS",
        path,
        &[
            ("Origin", "https://example.org"),
            ("Access-Control-Request-Method", "GET"),
        ],
    );
    assert_eq!(preflight.status, 204);
    conforms(&doc, path, "OPTIONS", &preflight);
}

#[test]
fn the_changes_resources_conform_too() {
    use calendar::changes::History;
    use calendar::v1;
    let doc = document();
    let dir = std::env::temp_dir().join(format!("calendar-openapi-changes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(fixture(), dir.join("events.json")).unwrap();
    // A history with every kind of record: changed, removed, a version moved.
    let old: v1::Document =
        serde_json::from_str(&std::fs::read_to_string(fixture()).unwrap()).unwrap();
    let mut new = old.clone();
    new.data.events[0].end = new.data.events[0]
        .end
        .map(|e| e + chrono::Duration::days(1));
    new.data.events.remove(1);
    new.data.versions[0].ends_at = new.data.versions[0]
        .ends_at
        .map(|e| e + chrono::Duration::hours(1));
    let at = calendar::time::parse("2026-10-02T08:00:00+08:00").unwrap();
    let records = calendar_generator::changes::diff(Some(&old), &new, at);
    assert_eq!(records.len(), 3);
    calendar_generator::changes::write(&dir, History::default(), records).unwrap();
    let server = Server::start_with(
        &dir.join("events.json"),
        &[("CALENDAR_API_RATE_LIMIT_MAX", "100")],
    );
    for path in ["/api/v1/changes", "/api/v1/changes.atom"] {
        for query in [
            "",
            "?since=2026-10-01T00:00:00Z",
            "?category=operator,arsenal",
            "?since=2026-10-03T00:00:00Z",
            "?since=soon&category=x&bogus=1",
        ] {
            conforms(&doc, path, "GET", &server.get(&format!("{path}{query}")));
        }
        let (_, not_modified) = server.revalidated(path);
        assert_eq!(not_modified.status, 304);
        conforms(&doc, path, "GET", &not_modified);
        conforms(
            &doc,
            path,
            "GET",
            &server.send("POST", path, &[("Content-Length", "0")]),
        );
        let preflight = server.send(
            "OPTIONS",
            path,
            &[
                ("Origin", "https://example.org"),
                ("Access-Control-Request-Method", "GET"),
            ],
        );
        conforms(&doc, path, "OPTIONS", &preflight);
    }
    let body = server.get("/api/v1/changes").json();
    assert_eq!(body["meta"]["total"], 3, "{body:#}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn the_mcp_endpoint_and_llms_txt_conform_too() {
    let doc = document();
    let server = Server::start_with(&fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "40")]);
    let json = ("Content-Type", "application/json");
    let call = |arguments: &str| {
        format!(
            r#"{{"jsonrpc":"2.0","id":"c","method":"tools/call","params":{{"name":"list_events","arguments":{arguments}}}}}"#
        )
    };
    let mut seen = std::collections::BTreeSet::new();
    for (headers, body) in [
        (vec![json], r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18"}}"#.to_string()),
        (vec![json], r#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#.into()),
        (vec![json], call(r#"{"status":"live"}"#)),
        (vec![json], call(r#"{"status":"soon"}"#)),
        (vec![json], call(r#"{"status":1}"#)),
        (vec![json], r#"{"jsonrpc":"2.0","id":3,"method":"nope"}"#.into()),
        (vec![json], r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#.into()),
        (vec![json], "{".into()),
        (vec![json], r#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#.into()),
        (vec![json, ("MCP-Protocol-Version", "1999-01-01")], r#"{"jsonrpc":"2.0","id":4,"method":"ping"}"#.into()),
        (vec![json, ("Accept", "text/html")], r#"{"jsonrpc":"2.0","id":5,"method":"ping"}"#.into()),
        (vec![("Content-Type", "text/plain")], r#"{"jsonrpc":"2.0","id":6,"method":"ping"}"#.into()),
    ] {
        let response = server.post("/mcp", &headers, body.as_bytes());
        seen.insert(response.status);
        conforms(&doc, "/mcp", "POST", &response);
    }
    // Empty: a version is refused (outside its enum, tests/openapi_patterns.rs); an `Accept`
    // is none, on both faces (the Worker's runtime drops it). Not text (obs-text, as
    // schemathesis sent `\x84`): an `Accept` outside its pattern, which allows nothing.
    for (header, value, status) in [
        ("MCP-Protocol-Version", "", 400),
        ("Accept", "", 200),
        ("Accept", "\u{84}", 406),
        ("Accept", "application/json\u{84}", 406),
    ] {
        let response = server.post(
            "/mcp",
            &[json, (header, value)],
            br#"{"jsonrpc":"2.0","id":7,"method":"ping"}"#,
        );
        assert_eq!(response.status, status, "{header}: {value:?}");
        conforms(&doc, "/mcp", "POST", &response);
    }
    let too_large = server.send("POST", "/mcp", &[json, ("Content-Length", "70000")]);
    seen.insert(too_large.status);
    conforms(&doc, "/mcp", "POST", &too_large);
    assert_eq!(
        seen.into_iter().collect::<Vec<_>>(),
        [200, 202, 400, 406, 413, 415],
        "every documented status of a POST but the head's"
    );
    // `GET` (no event stream) is a `405` documented with `POST`, not an operation of its own:
    // one that could never succeed would be a schema-valid request always refused.
    assert!(doc["paths"]["/mcp"].get("get").is_none());
    let stream = server.get("/mcp");
    assert_eq!(stream.status, 405);
    conforms(&doc, "/mcp", "POST", &stream);
    let preflight = server.send(
        "OPTIONS",
        "/mcp",
        &[
            ("Origin", "https://example.org"),
            ("Access-Control-Request-Method", "POST"),
            (
                "Access-Control-Request-Headers",
                "content-type, mcp-protocol-version",
            ),
        ],
    );
    conforms(&doc, "/mcp", "OPTIONS", &preflight);

    let llms = server.get("/llms.txt");
    assert_eq!(llms.status, 200);
    conforms(&doc, "/llms.txt", "GET", &llms);
    let etag = llms.header("etag").unwrap().to_string();
    let not_modified = server.send("GET", "/llms.txt", &[("If-None-Match", &etag)]);
    assert_eq!(not_modified.status, 304);
    conforms(&doc, "/llms.txt", "GET", &not_modified);
    let refused = server.send("POST", "/llms.txt", &[("Content-Length", "0")]);
    conforms(&doc, "/llms.txt", "GET", &refused);
    let preflight = server.send(
        "OPTIONS",
        "/llms.txt",
        &[
            ("Origin", "https://example.org"),
            ("Access-Control-Request-Method", "GET"),
        ],
    );
    conforms(&doc, "/llms.txt", "OPTIONS", &preflight);
    let limited = (0..40)
        .map(|_| server.post("/mcp", &[json], b"{"))
        .find(|r| r.status == 429);
    conforms(
        &doc,
        "/mcp",
        "POST",
        &limited.expect("the limit of 40 was reached"),
    );
}

/// The three subscription operations, on a `calendar-serve --subscriptions` whose mock receiver
/// on loopback takes the confirmations; on a face without subscriptions (the Worker for now,
/// calendar-serve without the flag) each answers the documented `404`.
#[test]
fn the_subscriptions_conform_too() {
    let doc = document();
    let (one, many) = ("/api/v1/subscriptions/{id}", "/api/v1/subscriptions");
    let json = ("Content-Type", "application/json");
    let plain = Server::start();
    let refused = [
        ("POST", many, plain.post(many, &[json], b"{}")),
        ("GET", one, plain.get("/api/v1/subscriptions/sub_x")),
        (
            "DELETE",
            one,
            plain.send("DELETE", "/api/v1/subscriptions/sub_x", &[]),
        ),
    ];
    for (method, path, response) in refused {
        assert_eq!(response.status, 404, "{method} {path}");
        conforms(&doc, path, method, &response);
    }
    if common::face() == "worker" {
        return;
    }
    let (url, _received) = common::receiver::mock();
    let host = url.trim_start_matches("http://").split('/').next().unwrap();
    let dir = common::scratch("openapi-subscriptions");
    let db = dir.join("s.db");
    let server = Server::start_with_args(
        &fixture(),
        &[
            "--subscriptions",
            db.to_str().unwrap(),
            "--allow-webhook-host",
            host,
            "--subscriptions-per-client",
            "5",
        ],
        &[(
            "CALENDAR_SUBSCRIPTIONS_KEY",
            "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff",
        )],
    );
    let body = format!(r#"{{"kind":"json","url":"{url}","reminders":{{"start":["PT1H"]}}}}"#);
    let created = server.post(many, &[json], body.as_bytes());
    assert_eq!(created.status, 201, "{}", created.text());
    conforms(&doc, many, "POST", &created);
    let value = created.json();
    let target = format!("{many}/{}", value["id"].as_str().unwrap());
    let bearer = format!("Bearer {}", value["token"].as_str().unwrap());
    let auth = ("Authorization", bearer.as_str());
    let mut seen = std::collections::BTreeSet::from([201]);
    for (body, content_type) in [
        (r#"{"kind":"json"}"#.to_string(), "application/json"),
        (
            r#"{"kind":"json","url":"https://10.1.2.3/x"}"#.into(),
            "application/json",
        ),
        ("x".repeat(5000), "application/json"),
        ("{}".into(), "text/plain"),
        ("{}".into(), "application/json"),
    ] {
        let response = server.post(many, &[("Content-Type", content_type)], body.as_bytes());
        seen.insert(response.status);
        conforms(&doc, many, "POST", &response);
    }
    let cross_site = server.post(
        many,
        &[json, ("Origin", "https://evil.example")],
        body.as_bytes(),
    );
    seen.insert(cross_site.status);
    conforms(&doc, many, "POST", &cross_site);
    let trace = server.send("TRACE", many, &[]);
    seen.insert(trace.status);
    conforms(&doc, many, "POST", &trace);
    assert_eq!(
        seen.into_iter().collect::<Vec<_>>(),
        [201, 400, 403, 405, 413, 415, 429],
        "the documented statuses of a POST but 404, 500 and 503"
    );
    for (method, headers, status) in [
        ("GET", vec![auth], 200),
        ("GET", vec![], 404),
        ("DELETE", vec![("Authorization", "Bearer wrong")], 404),
        ("DELETE", vec![auth], 204),
        ("GET", vec![auth], 404),
    ] {
        let response = server.send(method, &target, &headers);
        assert_eq!(response.status, status, "{method} {}", response.text());
        conforms(&doc, one, method, &response);
    }
    let trace = server.send("TRACE", &target, &[]);
    assert_eq!(trace.status, 405);
    conforms(&doc, one, "GET", &trace);
}

/// The page's form (`POST /notified`): `404` without subscriptions (every face), and on a
/// `calendar-serve --subscriptions` the documented statuses of its answer pages.
#[test]
fn the_pages_form_conforms_too() {
    let doc = document();
    let path = "/notified";
    let form = ("Content-Type", "application/x-www-form-urlencoded");
    let plain = Server::start();
    let absent = plain.post(path, &[form], b"url=x");
    assert_eq!(absent.status, 404);
    conforms(&doc, path, "POST", &absent);
    if common::face() == "worker" {
        return;
    }
    let (url, _received) = common::receiver::mock();
    let host = url.trim_start_matches("http://").split('/').next().unwrap();
    let dir = common::scratch("openapi-notified");
    let db = dir.join("s.db");
    let server = Server::start_with_args(
        &fixture(),
        &[
            "--subscriptions",
            db.to_str().unwrap(),
            "--allow-webhook-host",
            host,
            "--subscriptions-per-client",
            "2",
        ],
        &[(
            "CALENDAR_SUBSCRIPTIONS_KEY",
            "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff",
        )],
    );
    let webhook = format!("http://{host}/api/webhooks/1/t")
        .replace(':', "%3A")
        .replace('/', "%2F");
    let mut seen = std::collections::BTreeSet::new();
    for body in [
        format!("lang=en&url={webhook}&category=operator&alarm=PT1H"),
        "x".repeat(5000),
        "url=https%3A%2F%2Fevil.example%2Fx".into(),
        "url=https%3A%2F%2Fevil.example%2Fx".into(),
    ] {
        let response = server.post(path, &[form], body.as_bytes());
        seen.insert(response.status);
        conforms(&doc, path, "POST", &response);
    }
    let cross_site = server.post(path, &[form, ("Sec-Fetch-Site", "cross-site")], b"url=x");
    seen.insert(cross_site.status);
    conforms(&doc, path, "POST", &cross_site);
    let trace = server.send("TRACE", path, &[]);
    seen.insert(trace.status);
    conforms(&doc, path, "POST", &trace);
    assert_eq!(
        seen.into_iter().collect::<Vec<_>>(),
        [201, 400, 403, 405, 413, 429],
        "the documented statuses of the form's answer but 404 and 503"
    );
}
