//! Hostile inputs at the library level: every error body is bounded, the preflight reflects a
//! bounded list, and timestamps are read strictly enough that every echo parses everywhere.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "test helpers: a failure is a failed test"
)]

use calendar::{MAX_ALLOWED_HEADERS, MAX_ERROR_BODY, MAX_LISTED_PROBLEMS};
mod common;

use calendar::{Request, Response, Service};
use common::unlimited as service;
use serde_json::Value;

/// When every request of these tests is made.
const NOW: &str = "2026-08-01T00:00:00Z";

fn request<'a>(method: &'a str, path: &'a str, query: &'a str) -> Request<'a> {
    common::request(method, path, query, NOW)
}

fn get(service: &Service, query: &str) -> Response {
    service.handle(&request("GET", calendar::EVENTS_PATH, query))
}

fn bounded_error(response: &Response, status: u16) -> Value {
    assert_eq!(response.status, status);
    assert!(
        response.body.len() <= MAX_ERROR_BODY,
        "{} bytes",
        response.body.len()
    );
    serde_json::from_slice(&response.body).unwrap()
}

#[test]
fn every_error_body_is_at_most_16_kib() {
    let service = service();
    // 65 KB of commas: 65,536 empty category items.
    let commas = format!("category={}", ",".repeat(65_535));
    let body = bounded_error(&get(&service, &commas), 400);
    let details = body["error"]["details"].as_array().unwrap();
    assert_eq!(details.len(), MAX_LISTED_PROBLEMS);
    let message = body["error"]["message"].as_str().unwrap();
    assert!(
        message.ends_with("(and 65535 more problems; details lists the first 10)"),
        "{message}"
    );
    // Thousands of long unknown parameters made of characters JSON must escape.
    let ugly = "%01".repeat(5_000);
    let query: Vec<String> = (0..200).map(|n| format!("{ugly}{n}={ugly}")).collect();
    let body = bounded_error(&get(&service, &query.join("&")), 400);
    let first = &body["error"]["details"][0];
    assert!(
        first["value"]
            .as_str()
            .unwrap()
            .ends_with("… (and 4936 more bytes)"),
        "{first}"
    );
    // A long path and a long method.
    let path = format!("/{}", "a".repeat(100_000));
    bounded_error(&service.handle(&request("GET", &path, "")), 404);
    let method = "X".repeat(100_000);
    for path in [
        calendar::EVENTS_PATH,
        "/",
        "/openapi.json",
        "/api/v1/changes",
    ] {
        bounded_error(&service.handle(&request(&method, path, "")), 405);
    }
    // A handful of problems is still listed in full.
    let body = bounded_error(&get(&service, "status=soon&x=1"), 400);
    assert_eq!(body["error"]["details"].as_array().unwrap().len(), 2);
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap()
            .ends_with("(and 1 more problem, see details)")
    );
}

#[test]
fn a_preflight_reflects_a_bounded_list_of_header_names() {
    let service = service();
    let names = vec!["X-Requested-With"; 10_000].join(", ");
    let mut preflight = request("OPTIONS", calendar::EVENTS_PATH, "");
    preflight.access_control_request_headers = Some(&names);
    let response = service.handle(&preflight);
    assert_eq!(response.status, 204);
    let allowed = response.header("access-control-allow-headers").unwrap();
    assert!(allowed.len() <= MAX_ALLOWED_HEADERS, "{}", allowed.len());
    assert!(allowed.starts_with("X-Requested-With, X-Requested-With"));
}

#[test]
fn leap_seconds_and_unicode_signs_are_refused() {
    let service = service();
    for value in [
        "2026-01-01T12:34:60Z",
        "2016-12-31T23:59:60Z",
        "2026-01-01T12:00:00%E2%88%9205:00",
        "0000-06-01T00:00:00Z",
        "9999-12-31T23:00:00Z",
    ] {
        let body = bounded_error(&get(&service, &format!("from={value}")), 400);
        assert_eq!(
            body["error"]["details"][0]["code"], "INVALID_DATETIME",
            "{value}"
        );
    }
}

/// The subset of ISO 8601 that both JavaScript's `Date` (its date-time string format) and
/// Python's `datetime.fromisoformat` read: `YYYY-MM-DDTHH:MM:SS`, then 3 or 6 (or, for
/// JavaScript and Python 3.11+, 9) fraction digits, then `+08:00`; year 0001 to 9999, seconds
/// 00 to 59.
fn parses_in_javascript_and_python(text: &str) -> bool {
    let b = text.as_bytes();
    let digits = |range: std::ops::Range<usize>| {
        b.get(range.clone())
            .is_some_and(|d| d.len() == range.len() && d.iter().all(u8::is_ascii_digit))
    };
    let number = |range: std::ops::Range<usize>| text[range].parse::<u32>().unwrap_or(99);
    let shape = digits(0..4)
        && b.get(4) == Some(&b'-')
        && digits(5..7)
        && b.get(7) == Some(&b'-')
        && digits(8..10)
        && b.get(10) == Some(&b'T')
        && digits(11..13)
        && b.get(13) == Some(&b':')
        && digits(14..16)
        && b.get(16) == Some(&b':')
        && digits(17..19);
    if !shape || number(0..4) == 0 || number(17..19) > 59 {
        return false;
    }
    let rest = &text[19..];
    let offset = match rest.strip_prefix('.') {
        None => rest,
        Some(fraction) => {
            let n = fraction.bytes().take_while(u8::is_ascii_digit).count();
            if ![3, 6, 9].contains(&n) {
                return false;
            }
            &fraction[n..]
        }
    };
    offset == "+08:00"
}

#[test]
fn every_echoed_from_and_to_parses_in_javascript_and_python() {
    let service = service();
    let accepted = [
        "2026-01-01T00:00:00Z",
        "2026-01-01t00:00:00z",
        "2026-01-01 00:00:00Z",
        "2026-01-01T00:00:00.5Z",
        "2026-01-01T00:00:00.1234Z",
        "2026-01-01T00:00:00.123456789Z",
        "2026-01-01T00:00:00%2B14:00",
        "2026-01-01T00:00:00-23:59",
        "0000-12-31T16:00:00Z",
        "0001-01-01T00:00:00%2B08:00",
        "9999-12-31T15:59:59.999Z",
        "2016-12-31T23:59:59.999999999Z",
    ];
    for value in accepted {
        let response = get(&service, &format!("from={value}"));
        assert_eq!(response.status, 200, "{value}");
        let body: Value = serde_json::from_slice(&response.body).unwrap();
        let echoed = body["meta"]["filters"]["from"].as_str().unwrap();
        assert!(
            parses_in_javascript_and_python(echoed),
            "{value} -> {echoed}"
        );
    }
}
