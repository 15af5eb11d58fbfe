//! Black-box tests of conditional requests (`ETag`, `If-None-Match`, `304`) and of the draft
//! RateLimit fields on `429`, over HTTP only, so that they run unchanged against `calendar-serve`
//! and the Worker (`CALENDAR_TEST_FACE`).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a failure is a failed test"
)]

mod common;

use std::path::PathBuf;
use std::time::Duration;

use chrono::{SecondsFormat, Utc};
use common::{CACHE_CONTROL_OK, HttpResponse, Server, unlimited_server};
use serde_json::Value;

const ICS: &str = "/api/v1/events.ics";
const JSON: &str = "/api/v1/events";

fn etag(response: &HttpResponse) -> String {
    assert_eq!(
        response.status,
        200,
        "{}",
        String::from_utf8_lossy(&response.body)
    );
    let tag = response
        .header("etag")
        .expect("a 200 has an ETag")
        .to_string();
    assert!(
        tag.starts_with("W/\"") && tag.ends_with('"') && tag.len() > 4,
        "a weak entity tag: {tag}"
    );
    tag
}

fn get_if(server: &Server, target: &str, if_none_match: &str) -> HttpResponse {
    server.send("GET", target, &[("If-None-Match", if_none_match)])
}

/// Writes an edited copy of the fixture to a file of its own and returns its path.
fn edited_fixture(name: &str, edit: impl FnOnce(&mut Value)) -> PathBuf {
    let text = std::fs::read_to_string(common::fixture()).unwrap();
    let mut value: Value = serde_json::from_str(&text).unwrap();
    edit(&mut value);
    let dir = std::env::temp_dir().join(format!("calendar-conditional-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.json"));
    std::fs::write(&path, serde_json::to_string_pretty(&value).unwrap()).unwrap();
    path
}

#[test]
fn a_304_round_trip_on_both_representations() {
    let server = unlimited_server();
    for path in [JSON, ICS] {
        let target = format!("{path}?category=operator,arsenal");
        let first = server.get(&target);
        let tag = etag(&first);
        assert_eq!(first.header("access-control-expose-headers"), Some("ETag"));

        let again = get_if(&server, &target, &tag);
        assert_eq!(again.status, 304, "{target} with its own tag");
        assert!(again.body.is_empty(), "a 304 has no body");
        assert_eq!(again.header("etag"), Some(tag.as_str()));
        assert_eq!(again.header("cache-control"), Some(CACHE_CONTROL_OK));
        assert_eq!(again.header("access-control-allow-origin"), Some("*"));
        assert_eq!(again.header("x-content-type-options"), Some("nosniff"));
        assert_eq!(again.header("ratelimit"), None);

        // Weak comparison, lists and `*`.
        let strong = tag.trim_start_matches("W/");
        for field in [
            strong,
            "*",
            &format!("W/\"nope\", {tag}"),
            &format!("\"x\",{tag}"),
        ] {
            assert_eq!(
                get_if(&server, &target, field).status,
                304,
                "If-None-Match: {field}"
            );
        }
        // A tag the server did not give for this response: the full response.
        for field in ["W/\"0000000000000000\"", "garbage", &tag[..tag.len() - 2]] {
            let full = get_if(&server, &target, field);
            assert_eq!(full.status, 200, "If-None-Match: {field}");
            assert_eq!(full.body, complete_body(&full), "a full body");
            assert_eq!(full.header("etag"), Some(tag.as_str()));
        }
    }
}

/// The body, after checking that it is a complete document of its type.
fn complete_body(response: &HttpResponse) -> Vec<u8> {
    if response.header("content-type") == Some("text/calendar; charset=utf-8") {
        assert!(response.text().ends_with("END:VCALENDAR\r\n"));
    } else {
        assert_eq!(response.json()["success"], true);
    }
    response.body.clone()
}

#[test]
fn a_tag_names_one_query_and_one_representation() {
    let server = unlimited_server();
    let tags: Vec<String> = [
        JSON.to_string(),
        format!("{JSON}?status=ended"),
        format!("{JSON}?version=5"),
        format!("{JSON}?from=2000-01-01T00:00:00Z"),
        ICS.to_string(),
        format!("{ICS}?status=ended"),
    ]
    .iter()
    .map(|target| etag(&server.get(target)))
    .collect();
    for (i, a) in tags.iter().enumerate() {
        for b in &tags[i + 1..] {
            assert_ne!(a, b, "different responses share a tag");
        }
    }
    // The JSON's tag does not make the feed a 304, nor the other way round.
    assert_eq!(get_if(&server, ICS, &tags[0]).status, 200);
    assert_eq!(get_if(&server, JSON, &tags[4]).status, 200);
    // Spellings of the same filters are the same response, so the same tag.
    let same = [
        format!("{JSON}?status=ended"),
        format!("{JSON}?status=ended&version=all&category=all"),
    ];
    assert_eq!(etag(&server.get(&same[0])), etag(&server.get(&same[1])));
    assert_eq!(
        etag(&server.get(&format!("{JSON}?version=5"))),
        etag(&server.get(&format!("{JSON}?version=version-5")))
    );
}

#[test]
fn generated_at_does_not_change_the_tag() {
    let server = unlimited_server();
    let first = server.get(JSON);
    std::thread::sleep(Duration::from_millis(20));
    let second = server.get(JSON);
    assert_ne!(
        first.json()["generatedAt"],
        second.json()["generatedAt"],
        "the bodies differ in generatedAt"
    );
    assert_eq!(etag(&first), etag(&second));
    assert_eq!(get_if(&server, JSON, &etag(&first)).status, 304);
}

#[test]
fn the_tag_follows_the_dataset() {
    let server = unlimited_server();
    let path = edited_fixture("retitled", |value| {
        value["data"]["events"][0]["title"] = "「新的标题」".into();
    });
    let edited = Server::start_with(&path, &[]);
    for target in [JSON, ICS] {
        let tag = etag(&server.get(target));
        let other = edited.get(target);
        assert_ne!(etag(&other), tag, "{target}: another dataset, another tag");
        assert_eq!(get_if(&edited, target, &tag).status, 200);
    }
    // And a server on an equal dataset agrees with the first.
    let twin = Server::start_with(&common::fixture(), &[]);
    assert_eq!(etag(&twin.get(JSON)), etag(&server.get(JSON)));
    std::fs::remove_file(path).ok();
}

#[test]
fn the_tag_follows_an_event_status() {
    let status_of = |response: &HttpResponse, id: &str| {
        let body = response.json();
        let events = body["data"]["events"].as_array().unwrap().clone();
        let event = events.into_iter().find(|e| e["id"] == id).unwrap();
        event["status"].as_str().unwrap().to_string()
    };
    // An event that starts shortly after the server is up: `upcoming`, then `live`. How long a
    // face takes to start is unknown (the Worker face builds wasm for a new dataset), so the
    // lead grows until the event is still upcoming once the server answers.
    let mut lead = Duration::from_secs(2);
    let (server, start, id, path) = loop {
        let start = Utc::now() + lead;
        let mut id = String::new();
        let path = edited_fixture("starting", |value| {
            let event = &mut value["data"]["events"][0];
            id = event["id"].as_str().unwrap().to_string();
            event["start"] = start.to_rfc3339_opts(SecondsFormat::Millis, true).into();
            event["end"] = (start + chrono::TimeDelta::hours(1))
                .to_rfc3339_opts(SecondsFormat::Millis, true)
                .into();
            event["milestone"] = false.into();
            event["startUnknown"] = false.into();
        });
        let started = std::time::Instant::now();
        let server = Server::start_with(&path, &[]);
        if status_of(&server.get(JSON), &id) == "upcoming" {
            break (server, start, id, path);
        }
        assert!(
            lead < Duration::from_secs(600),
            "the server never started in time"
        );
        lead = started.elapsed() * 2 + Duration::from_secs(2);
    };
    let before = server.get(JSON);
    let before_ics = server.get(ICS);
    let before_upcoming_ics = server.get(&format!("{ICS}?status=upcoming"));
    assert_eq!(status_of(&before, &id), "upcoming");
    let wait = start - Utc::now() + chrono::TimeDelta::milliseconds(300);
    std::thread::sleep(wait.to_std().unwrap_or_default());
    let after = server.get(JSON);
    assert_eq!(status_of(&after, &id), "live");
    assert_ne!(etag(&before), etag(&after), "a status changed");
    assert_eq!(get_if(&server, JSON, &etag(&before)).status, 200);
    // The feed shows no status: unfiltered, it is the same feed; filtered by status, it lost
    // the event.
    assert_eq!(etag(&before_ics), etag(&server.get(ICS)));
    assert_ne!(
        etag(&before_upcoming_ics),
        etag(&server.get(&format!("{ICS}?status=upcoming")))
    );
    std::fs::remove_file(path).ok();
}

#[test]
fn a_304_counts_and_429_carries_the_draft_fields() {
    let server = Server::start_with(
        &common::fixture(),
        &[
            ("CALENDAR_API_RATE_LIMIT_MAX", "3"),
            ("CALENDAR_API_RATE_LIMIT_WINDOW_MS", "90500"),
        ],
    );
    let tag = etag(&server.get(JSON));
    assert_eq!(get_if(&server, JSON, &tag).status, 304);
    assert_eq!(get_if(&server, JSON, &tag).status, 304);
    let limited = get_if(&server, JSON, &tag);
    assert_eq!(limited.status, 429, "the 304s used the quota");
    assert_eq!(limited.json()["error"]["code"], "RATE_LIMITED");
    assert_eq!(limited.header("cache-control"), Some("no-store"));
    assert_eq!(limited.header("ratelimit-limit"), Some("3"));
    assert_eq!(limited.header("ratelimit-remaining"), Some("0"));
    // The window is 90.5 s: the policy states it in whole seconds, rounded up.
    assert_eq!(
        limited.header("ratelimit-policy"),
        Some("\"default\";q=3;w=91")
    );
    let retry_after: u64 = limited.header("retry-after").unwrap().parse().unwrap();
    assert!(
        (1..=91).contains(&retry_after),
        "Retry-After: {retry_after}"
    );
    assert_eq!(
        limited.header("ratelimit"),
        Some(format!("\"default\";r=0;t={retry_after}").as_str())
    );
    let exposed = limited.header("access-control-expose-headers").unwrap();
    for name in ["Retry-After", "RateLimit-Policy", "RateLimit"] {
        assert!(
            exposed.split(", ").any(|n| n == name),
            "{name} in {exposed}"
        );
    }
}

#[test]
fn cacheable_responses_never_carry_a_client_count() {
    let server = unlimited_server();
    for target in [
        JSON.to_string(),
        ICS.to_string(),
        format!("{JSON}?status=live"),
    ] {
        let response = server.get(&target);
        assert_eq!(response.status, 200);
        for name in [
            "ratelimit",
            "ratelimit-policy",
            "ratelimit-limit",
            "ratelimit-remaining",
            "retry-after",
        ] {
            assert_eq!(response.header(name), None, "{name} on {target}");
        }
    }
}

/// Follows `$ref`s inside the document.
fn resolve<'a>(doc: &'a Value, mut value: &'a Value) -> Value {
    while let Some(reference) = value.get("$ref").and_then(Value::as_str) {
        value = doc.pointer(reference.trim_start_matches('#')).unwrap();
    }
    value.clone()
}

/// The headers `openapi.json` documents for a response, checked against a real one: every
/// required header present, every documented header's value valid against its schema.
fn check_documented_headers(path: &str, response: &HttpResponse) {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/../openapi.json");
    let doc: Value = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    let status = response.status.to_string();
    let documented = resolve(&doc, &doc["paths"][path]["get"]["responses"][&status]);
    let headers = documented["headers"]
        .as_object()
        .cloned()
        .unwrap_or_default();
    assert!(
        !headers.is_empty(),
        "{path} {status}: no documented headers"
    );
    for (name, header) in headers {
        let header = resolve(&doc, &header);
        let value = response.header(&name.to_ascii_lowercase());
        if header["required"] == true {
            assert!(value.is_some(), "{path} {status}: {name} missing");
        }
        if let Some(value) = value {
            let validator = jsonschema::validator_for(&header["schema"]).unwrap();
            assert!(
                validator.is_valid(&Value::from(value)),
                "{path} {status}: {name}: {value:?} does not match {}",
                header["schema"]
            );
        }
    }
}

#[test]
fn the_new_responses_are_as_openapi_documents_them() {
    let server = Server::start_with(&common::fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "6")]);
    for path in [JSON, ICS] {
        let ok = server.get(path);
        check_documented_headers(path, &ok);
        let not_modified = get_if(&server, path, &etag(&ok));
        assert_eq!(not_modified.status, 304);
        check_documented_headers(path, &not_modified);
    }
    let limited = (0..6).map(|_| server.get(ICS)).find(|r| r.status == 429);
    check_documented_headers(ICS, &limited.expect("the limit of 6 was reached"));
}
