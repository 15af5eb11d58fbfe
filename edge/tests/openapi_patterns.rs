//! The `pattern`s (and enums) `openapi.json` gives the parameters agree with what the server
//! enforces: whatever a pattern allows, the server accepts, so a schema-driven client or fuzzer
//! (schemathesis in `.ci/python-checks.sh`) never has a schema-valid request refused, the only
//! exceptions being what a schema cannot know (`UNKNOWN_VERSION`: which versions the data holds;
//! `INVALID_RANGE`: `from` against `to`); and whatever a pattern refuses, the server refuses
//! (`400`), with one exception the description states: the duration patterns leave out spellings
//! whose parts only add up to at most `P7D` (`PT1H90M`), since a regular expression cannot add.
//! Checked on hand-picked values and on values proptest draws from each pattern itself.
#![allow(
    clippy::unwrap_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test helpers: a failure is a failed test"
)]

mod common;

use calendar::{Body, Dataset, LimitConfig, Request, Service};
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use serde_json::{Value, json};

/// The schema of the parameter `name` of `components.parameters`.
fn schema_of(name: &str) -> Value {
    let doc = common::openapi::document();
    doc["components"]["parameters"][name]["schema"].clone()
}

fn parameter_schema(name: &str) -> jsonschema::Validator {
    let schema = schema_of(name);
    assert!(schema["pattern"].is_string(), "{name} has a pattern");
    jsonschema::validator_for(&schema).unwrap()
}

/// The schema of the header `name` of `POST /mcp`.
fn mcp_header(name: &str) -> Value {
    let doc = common::openapi::document();
    doc["paths"]["/mcp"]["post"]["parameters"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == name)
        .unwrap()["schema"]
        .clone()
}

/// A service on the fixture whose limit is never reached.
fn service() -> Service {
    let text = std::fs::read_to_string(common::fixture()).unwrap();
    let limits = LimitConfig {
        window_ms: 60_000,
        max: 1_000_000,
        ..LimitConfig::default()
    };
    Service::new(Dataset::from_json(&text).unwrap(), limits)
}

fn at() -> chrono::DateTime<chrono::Utc> {
    calendar::time::parse("2026-08-01T00:00:00Z").unwrap()
}

/// The status of `service`'s answer to `GET path?query`, and the problem codes its envelope
/// lists (none on a success).
fn answer(service: &Service, path: &str, query: &str) -> (u16, Vec<String>) {
    let response = service.handle(&Request::get(path, query, "192.0.2.1", at()));
    let codes = serde_json::from_slice::<Value>(&response.body)
        .ok()
        .and_then(|body| {
            body["error"]["details"].as_array().map(|details| {
                details
                    .iter()
                    .filter_map(|d| d["code"].as_str().map(str::to_string))
                    .collect()
            })
        })
        .unwrap_or_default();
    (response.status, codes)
}

/// `value` percent-encoded whole (every byte but the unreserved ones), as a query value.
fn encoded(value: &str) -> String {
    value
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// `count` values proptest draws from `pattern` (anchored at both ends, as every pattern of the
/// document is), with a fixed seed: the same values on every run.
fn drawn(pattern: &str, count: usize) -> Vec<String> {
    let inner = pattern
        .strip_prefix('^')
        .and_then(|p| p.strip_suffix('$'))
        .unwrap_or_else(|| panic!("{pattern}: anchored at both ends"));
    let strategy = proptest::string::string_regex(inner).unwrap();
    let mut runner = TestRunner::deterministic();
    (0..count)
        .map(|_| strategy.new_tree(&mut runner).unwrap().current())
        .collect()
}

#[test]
fn the_patterns_of_the_query_parameters_match_the_server() {
    let service = service();
    let categories: &[&str] = &[
        "all",
        "operator",
        "operator,arsenal",
        "update,update",
        "limited,permanent,update,arsenal,operator",
        "",
        ",",
        "operator,",
        ",operator",
        "all,operator",
        "Operator",
        "gacha",
        "operator arsenal",
        "operator, arsenal",
        " all ",
        "operator ,arsenal",
        "operator;arsenal",
    ];
    let durations: &[&str] = &[
        "P1D",
        "PT1H",
        "P2DT12H",
        "P1W",
        "PT30M",
        "PT45S",
        "PT1H30M",
        "P1DT1M",
        "PT90M",
        "P7D",
        "PT0S",
        "P0D",
        "P0W",
        "PT0M",
        "PT0H",
        "PT0H0M",
        "PT0H0M0S",
        "P0DT0S",
        "P0DT0H0M",
        "P00D",
        "PT00M",
        "P0D,PT1H",
        "P1D,P0W",
        "P01D",
        "PT0H1M",
        "PT0H0M1S",
        "P0DT1H",
        "PT1H0M",
        "P0DT0H0M1S",
        "PT0M30S",
        "P8D",
        "P2W",
        "PT169H",
        "P1",
        "PT",
        "P",
        "",
        "p1d",
        "P1DT",
        "PT1D",
        "P1H",
        "PT1M1H",
        "P1.5D",
        "-P1D",
        "P1D ",
        " P1D",
        "P１D",
        "PT1H,PT1H",
        "P1D,PT1H",
        "P1D,PT1H,PT5M",
        "P1D,PT1H,PT5M,PT1M",
        "P1D,",
        ",P1D",
        "P1D,,PT1H",
        "P1D;PT1H",
    ];
    let names: &[&str] = &[
        "伊冯",
        "Yvonne",
        " 伊冯 ",
        "\u{3000}伊冯\u{a0}",
        "a b",
        " ",
        "\t伊冯\n",
        "伊\u{11}冯",
        "\u{11}",
        "伊冯\u{92}",
        "\u{85}伊冯",
        "伊\u{9f}冯",
        "伊\u{7f}",
        "\u{1c}伊冯",
        &"x".repeat(60),
        &"x".repeat(61),
        "",
        // Over 60 characters as sent, within 60 once trimmed (issue 50's schemathesis run).
        &"\u{85}".repeat(61),
        &" ".repeat(61),
        &format!("{} ", "x".repeat(60)),
        &format!("\u{85}{}", "x".repeat(59)),
    ];
    let cases: [(&str, &str, &str, &[&str]); 6] = [
        (
            calendar::EVENTS_PATH,
            "version",
            "version",
            &[
                "all",
                "1",
                "6",
                "9",
                "10.2",
                "version-1",
                "version-9",
                "version-1.5",
                "v1",
                "",
                "ALL",
                "version-",
                "1.",
                ".1",
                "1..2",
                "-1",
                "version-all",
                "６",
                "1 ",
                "01",
            ],
        ),
        (calendar::EVENTS_PATH, "category", "category", categories),
        ("/api/v1/changes", "changesCategory", "category", categories),
        (calendar::EVENTS_ICS_PATH, "alarm", "alarm", durations),
        (calendar::EVENTS_ICS_PATH, "ending", "ending", durations),
        (calendar::UNITS_PATH, "unitName", "name", names),
    ];
    // What the server accepts and the duration patterns leave out: spellings of at most `P7D`
    // whose parts a regular expression would have to add up.
    let added_up = [
        "PT1H90M",
        "P1DT24H",
        "P7DT0H",
        "PT0H90M",
        "P6DT23H60M",
        "PT1H,PT1H90M",
    ];
    for (path, parameter, name, values) in cases {
        let schema = parameter_schema(parameter);
        for value in values {
            let (status, codes) = answer(&service, path, &format!("{name}={}", encoded(value)));
            let matches = schema.is_valid(&json!(value));
            if matches {
                // A well-formed version the data does not hold is `UNKNOWN_VERSION`.
                assert!(
                    status == 200 || (name == "version" && codes == ["UNKNOWN_VERSION"]),
                    "{name}={value:?}: the pattern allows what the server refuses: {codes:?}"
                );
            } else {
                assert!(
                    status == 400 || added_up.contains(value),
                    "{name}={value:?}: the pattern refuses what the server accepts"
                );
            }
        }
    }
}

/// The value schemathesis found refused (issue 39): a pattern that allowed any digits.
#[test]
fn a_duration_the_pattern_allows_is_never_over_the_bound() {
    let service = service();
    for (name, value) in [
        ("alarm", "PT00H38098790138910073M5028S"),
        ("ending", "PT00598927314378906857937M"),
        ("alarm", "P0000986W"),
        ("alarm", "PT10081M"),
        ("alarm", "PT604801S"),
        ("alarm", "PT169H"),
        ("alarm", "P8D"),
        ("alarm", "P2W"),
    ] {
        assert!(!parameter_schema(name).is_valid(&json!(value)), "{value}");
        let query = format!("{name}={value}");
        let response = service.handle(&Request::get(
            calendar::EVENTS_ICS_PATH,
            &query,
            "192.0.2.1",
            at(),
        ));
        assert_eq!(response.status, 400, "{query}");
    }
    for (name, value) in [
        ("alarm", "P1W"),
        ("alarm", "P7D,PT168H,PT10080M"),
        ("ending", "PT604800S"),
        ("ending", "P6DT23H59M59S"),
        ("ending", "P0DT0H0M1S"),
    ] {
        assert!(parameter_schema(name).is_valid(&json!(value)), "{value}");
    }
}

/// What a schema-driven client draws from each pattern, the server accepts: 300 values a
/// pattern, drawn by proptest from the pattern's own text (a version may be one the data does
/// not hold: `UNKNOWN_VERSION`, which no schema can rule out).
#[test]
fn every_value_drawn_from_a_pattern_is_accepted() {
    let service = service();
    for (path, parameter, name) in [
        (calendar::EVENTS_ICS_PATH, "alarm", "alarm"),
        (calendar::EVENTS_ICS_PATH, "ending", "ending"),
        (calendar::EVENTS_PATH, "version", "version"),
        (calendar::EVENTS_PATH, "category", "category"),
        (calendar::EVENTS_PATH, "featured", "featured"),
        ("/api/v1/changes", "changesCategory", "category"),
        (calendar::UNITS_PATH, "unitName", "name"),
    ] {
        let schema = schema_of(parameter);
        let validator = jsonschema::validator_for(&schema).unwrap();
        let pattern = schema["pattern"].as_str().unwrap();
        for value in drawn(pattern, 300) {
            if !validator.is_valid(&json!(value)) {
                // Drawn from the pattern, but over a `maxLength`: not schema-valid.
                continue;
            }
            let (status, codes) = answer(&service, path, &format!("{name}={}", encoded(&value)));
            assert!(
                status == 200 || (parameter == "version" && codes == ["UNKNOWN_VERSION"]),
                "{path}?{name}={value:?}: {status} {codes:?}"
            );
        }
    }
}

/// `POST /mcp`'s body schema, `McpMessage`, holds exactly the three shapes the server reads: a
/// body it allows is answered (`200` or `202`), one it refuses is `400` (schemathesis found
/// `{"jsonrpc":"2.0"}` allowed and refused, issue 39).
#[test]
fn the_mcp_message_schema_matches_the_server() {
    let service = service();
    let doc = common::openapi::document();
    let schema = jsonschema::validator_for(&doc["components"]["schemas"]["McpMessage"]).unwrap();
    for (body, allowed) in [
        (r#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#, true),
        // An integer to JSON Schema (schemathesis sent one, issue 39).
        (
            r#"{"jsonrpc":"2.0","id":454003046.0,"method":"ping"}"#,
            true,
        ),
        (
            r#"{"jsonrpc":"2.0","id":"a","method":"x","params":{"k":1}}"#,
            true,
        ),
        (
            r#"{"jsonrpc":"2.0","id":-9223372036854775808,"method":"ping","params":null}"#,
            true,
        ),
        (
            r#"{"jsonrpc":"2.0","id":18446744073709551615,"method":"ping"}"#,
            true,
        ),
        (
            r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            true,
        ),
        (r#"{"jsonrpc":"2.0","id":1,"result":{}}"#, true),
        (
            r#"{"jsonrpc":"2.0","id":"r","error":{"code":1,"message":"m"}}"#,
            true,
        ),
        (r#"{"jsonrpc":"2.0","id":1,"result":null}"#, true),
        (r#"{"jsonrpc":"2.0"}"#, false),
        (r#"{"jsonrpc":"2.0","id":1}"#, false),
        (
            r#"{"jsonrpc":"2.0","id":1,"result":{},"error":{"code":1,"message":"m"}}"#,
            false,
        ),
        (r#"{"jsonrpc":"2.0","result":{}}"#, false),
        (r#"{"jsonrpc":"2.0","id":null,"method":"ping"}"#, false),
        (r#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#, false),
        (
            r#"{"jsonrpc":"2.0","id":1,"method":"ping","params":[]}"#,
            false,
        ),
        (r#"{"jsonrpc":"2.0","id":1,"method":7}"#, false),
        (r#"{"jsonrpc":"1.0","id":1,"method":"ping"}"#, false),
        (r#"{"id":1,"method":"ping"}"#, false),
        (r#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#, false),
    ] {
        let value: Value = serde_json::from_str(body).unwrap();
        assert_eq!(schema.is_valid(&value), allowed, "{body}");
        let request = Request {
            method: "POST",
            content_type: Some("application/json"),
            ..Request::get(calendar::MCP_PATH, "", "192.0.2.1", at())
        };
        let status = service
            .handle(&request.with_body(Body::Read(body.as_bytes())))
            .status;
        if allowed {
            assert!(matches!(status, 200 | 202), "{body}: {status}");
        } else {
            assert_eq!(status, 400, "{body}");
        }
    }
}

/// `POST /mcp`'s headers: `MCP-Protocol-Version` lists the served versions, and whatever
/// `Accept` value its pattern allows (drawn by proptest) is answered. schemathesis found an
/// empty value of each refused (issue 39): an empty version is refused by the schema too, an
/// empty `Accept` is now read as none, on both faces (`tests/openapi.rs`).
#[test]
fn the_mcp_headers_schemas_match_the_server() {
    let service = service();
    let ping = br#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#;
    let post = |accept: Option<&str>, version: Option<&str>| {
        let request = Request {
            method: "POST",
            content_type: Some("application/json"),
            accept,
            mcp_protocol_version: version,
            ..Request::get(calendar::MCP_PATH, "", "192.0.2.1", at())
        };
        service.handle(&request.with_body(Body::Read(ping))).status
    };
    let versions = mcp_header("MCP-Protocol-Version");
    assert_eq!(versions["enum"], json!(calendar::MCP_VERSIONS));
    for version in calendar::MCP_VERSIONS {
        assert_eq!(post(None, Some(version)), 200, "{version}");
    }
    let versions = jsonschema::validator_for(&versions).unwrap();
    for refused in ["", " ", "1999-01-01", "2026-07-28"] {
        assert!(!versions.is_valid(&json!(refused)), "{refused:?}");
        assert_eq!(post(None, Some(refused)), 400, "{refused:?}");
    }
    let schema = mcp_header("Accept");
    let accept = jsonschema::validator_for(&schema).unwrap();
    for (value, allowed) in [
        ("application/json, text/event-stream", true),
        ("text/event-stream, application/json;q=0.9", true),
        ("*/*", true),
        ("application/*", true),
        ("text/html, */*;q=0.8", true),
        // Read as no `Accept` (the Worker's runtime drops an empty one).
        ("", true),
        ("text/event-stream", false),
        ("text/html", false),
        ("application/json-seq", false),
    ] {
        assert_eq!(accept.is_valid(&json!(value)), allowed, "{value:?}");
        assert_eq!(
            post(Some(value), None),
            if allowed { 200 } else { 406 },
            "{value:?}"
        );
    }
    for value in drawn(schema["pattern"].as_str().unwrap(), 300) {
        assert_eq!(post(Some(&value), None), 200, "Accept: {value:?}");
    }
}
