//! The calendar says how old it is, as a face delivers it (both faces, `CALENDAR_TEST_FACE`):
//! with the clock pinned (`--now`) after the last recorded version's end, `source.behind` names
//! it and the page, the feed's description, MCP, the card, the badge and `/llms.txt` say the
//! next version is not recorded here yet; before that end, `source.behind` is `null` and none
//! says so. The changes and the units carry the same `source`, and MCP's `recent_changes` says
//! where the record stops.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "test: a failure is a failed test"
)]

mod common;

use std::path::{Path, PathBuf};

use common::{JSON, Server, openapi};
use serde_json::json;

/// Version 7, the last, ends 2026-11-26 06:00 +08:00 (its hour unconfirmed).
fn uncertain() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/uncertain.json")
}

const LIMIT: (&str, &str) = ("CALENDAR_API_RATE_LIMIT_MAX", "1000000");

/// Every face's text at the server's clock, by name, in `lang`.
fn faces(server: &Server, lang: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for target in [
        format!("/?lang={lang}"),
        format!("/api/v1/events.ics?lang={lang}"),
        format!("/embed/countdown?lang={lang}"),
        format!("/api/v1/badge.svg?lang={lang}"),
    ] {
        let response = server.get(&target);
        assert_eq!(response.status, 200, "{target}");
        // The feed's folded, escaped lines read whole.
        let text = response
            .text()
            .replace("\r\n ", "")
            .replace("\\;", ";")
            .replace("\\,", ",");
        out.push((target, text));
    }
    let call = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                      "params": {"name": "list_events",
                                 "arguments": {"status": "upcoming", "category": "operator", "lang": lang}}});
    let response = server.post(
        "/mcp",
        &[("Content-Type", "application/json")],
        call.to_string().as_bytes(),
    );
    let text = response.json()["result"]["content"][0]["text"]
        .as_str()
        .unwrap()
        .to_string();
    out.push(("list_events".into(), text));
    out
}

#[test]
fn after_the_last_version_every_face_says_so_and_before_it_none_does() {
    let after = Server::start_with_args(
        &uncertain(),
        &["--now", "2026-11-27T12:00:00+08:00"],
        &[LIMIT],
    );
    // Both shapes of `source.behind` are the documented envelope's.
    let doc = openapi::document();
    let envelope = json!({"$ref": "#/components/schemas/SuccessResponse"});
    let body = after.get(JSON).json();
    openapi::validate(&doc, &envelope, &body, "behind");
    let behind = body["source"]["behind"].clone();
    assert_eq!(
        behind,
        json!({"versionKey": "version-7", "since": "2026-11-26T06:00:00+08:00"})
    );
    let there = after.get(&format!("{JSON}?server=americas-europe")).json();
    assert_eq!(
        there["source"]["behind"]["since"],
        "2026-11-25T17:00:00-05:00"
    );
    for (lang, words) in [
        ("zh", "版本 7 已于 11月26日 结束；下一版本尚未收录"),
        (
            "en",
            "Version 7 ended on Nov 26; the next version is not recorded here yet",
        ),
    ] {
        for (face, text) in faces(&after, lang) {
            assert!(text.contains(words), "{face}: no «{words}» in\n{text}");
        }
    }
    assert!(
        after
            .get("/llms.txt")
            .text()
            .contains("## Data age\n\nVersion 7 ended on Nov 26")
    );

    let before = Server::start_with_args(
        &uncertain(),
        &["--now", "2026-11-25T12:00:00+08:00"],
        &[LIMIT],
    );
    let body = before.get(JSON).json();
    openapi::validate(&doc, &envelope, &body, "not behind");
    assert_eq!(body["source"]["behind"], serde_json::Value::Null);
    for lang in ["zh", "en"] {
        for (face, text) in faces(&before, lang) {
            for words in ["尚未收录", "not recorded here yet", "Version 7 ended"] {
                assert!(!text.contains(words), "{face}: «{words}» in\n{text}");
            }
        }
    }
    assert!(!before.get("/llms.txt").text().contains("## Data age"));
}

/// `recent_changes`'s text for `arguments`.
fn recent_changes(server: &Server, arguments: serde_json::Value) -> String {
    let call = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                      "params": {"name": "recent_changes", "arguments": arguments}});
    let response = server.post(
        "/mcp",
        &[("Content-Type", "application/json")],
        call.to_string().as_bytes(),
    );
    response.json()["result"]["content"][0]["text"]
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn the_changes_and_the_units_carry_the_datas_age_and_mcp_says_where_the_record_stops() {
    let doc = openapi::document();
    let after = Server::start_with_args(
        &uncertain(),
        &["--now", "2026-11-27T12:00:00+08:00"],
        &[LIMIT],
    );
    let before = Server::start_with_args(
        &uncertain(),
        &["--now", "2026-11-25T12:00:00+08:00"],
        &[LIMIT],
    );
    for (path, schema) in [
        ("/api/v1/changes", "ChangesResponse"),
        ("/api/v1/units", "UnitsResponse"),
    ] {
        let schema = json!({"$ref": format!("#/components/schemas/{schema}")});
        for (server, since) in [
            ("cn", "2026-11-26T06:00:00+08:00"),
            ("americas-europe", "2026-11-25T17:00:00-05:00"),
        ] {
            let body = after.get(&format!("{path}?server={server}")).json();
            openapi::validate(&doc, &schema, &body, path);
            assert_eq!(
                body["source"]["behind"],
                json!({"versionKey": "version-7", "since": since}),
                "{path} {server}"
            );
            // The rest of `source` is the events'.
            let events = after.get(&format!("{JSON}?server={server}")).json();
            assert_eq!(body["source"], events["source"], "{path} {server}");
        }
        let body = before.get(path).json();
        openapi::validate(&doc, &schema, &body, path);
        assert_eq!(body["source"]["behind"], serde_json::Value::Null, "{path}");
    }
    // No record after the last says where the record stops, and that the data is behind.
    let text = recent_changes(
        &after,
        json!({"since": "2026-11-26T00:00:00+08:00", "lang": "en"}),
    );
    assert!(text.starts_with("0 changes"), "{text}");
    assert!(
        text.contains("the data was generated at Nov 24, 2026, 18:00 (UTC+8): later changes are not recorded yet"),
        "{text}"
    );
    assert!(
        text.contains("Version 7 ended on Nov 26; the next version is not recorded here yet"),
        "{text}"
    );
    let text = recent_changes(&before, json!({}));
    assert!(
        text.contains("later changes are not recorded yet"),
        "{text}"
    );
    assert!(!text.contains("not recorded here yet"), "{text}");
}
