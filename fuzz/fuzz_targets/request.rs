//! Fuzzes the request function: any method, path, query, client, preflight headers,
//! `If-None-Match` and clock must give a well-formed response and never panic.
//! Run: `cargo +nightly fuzz run request` (from the repository root).
#![no_main]

use std::sync::OnceLock;

use arbitrary::Arbitrary;
use calendar::{Dataset, LimitConfig, Request, Service};
use chrono::{DateTime, Utc};
use libfuzzer_sys::fuzz_target;

#[derive(Debug, Arbitrary)]
struct Input<'a> {
    method: &'a str,
    events_path: bool,
    path: &'a str,
    query: &'a str,
    client: &'a str,
    access_control_request_headers: Option<&'a str>,
    if_none_match: Option<&'a str>,
    origin: Option<&'a str>,
    now_ms: i64,
}

fn service() -> &'static Service {
    static SERVICE: OnceLock<Service> = OnceLock::new();
    SERVICE.get_or_init(|| {
        let text = include_str!("../../tests/fixtures/dataset.json");
        let dataset = Dataset::from_json(text).expect("the fixture loads");
        Service::new(dataset, LimitConfig { max: 1_000_000, ..LimitConfig::default() })
    })
}

fuzz_target!(|input: Input<'_>| {
    let now = DateTime::<Utc>::from_timestamp_millis(input.now_ms).unwrap_or_default();
    let path = if input.events_path { calendar::EVENTS_PATH } else { input.path };
    let response = service().handle(&Request {
        method: input.method,
        access_control_request_headers: input.access_control_request_headers,
        if_none_match: input.if_none_match,
        origin: input.origin,
        ..Request::get(path, input.query, input.client, now)
    });
    // 202, 406, 413 and 415 are POST /mcp's (src/service/mcp/mod.rs).
    assert!(matches!(response.status, 200 | 202 | 204 | 304 | 400 | 404 | 405 | 406 | 413 | 415 | 429));
    if !response.body.is_empty() && response.header("content-type").is_some_and(|t| t.starts_with("application/json")) {
        let _: serde_json::Value = serde_json::from_slice(&response.body).expect("JSON body");
    }
});
