//! Black-box tests of conditional requests (`ETag`, `If-None-Match`, `304`) and of the draft
//! RateLimit fields on `429`, over HTTP only, so that they run unchanged against `calendar-serve`
//! and the Worker (`CALENDAR_TEST_FACE`). What the faces translate is checked here: the
//! `If-None-Match` field reaches the library, a `304` goes out with its headers and no body,
//! the `429`'s fields survive the adapter. When a tag changes (dataset, query, status, time) is
//! the library's rule, tested with a pinned clock in `tests/etag.rs`.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a failure is a failed test"
)]

mod common;

use common::openapi::{check_documented_headers, document};
use common::{CACHE_CONTROL_OK, HttpResponse, ICS, JSON, Server, unlimited_server};

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

#[test]
fn a_304_round_trip_on_both_representations() {
    let server = unlimited_server();
    for path in [JSON, ICS] {
        let target = format!("{path}?category=operator,arsenal");
        let (first, again) = server.revalidated(&target);
        let tag = etag(&first);
        assert_eq!(first.header("access-control-expose-headers"), Some("ETag"));
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

#[test]
fn the_new_responses_are_as_openapi_documents_them() {
    let doc = document();
    let server = Server::start_with(&common::fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "6")]);
    for path in [JSON, ICS] {
        let ok = server.get(path);
        assert!(check_documented_headers(&doc, path, "GET", &ok) > 0);
        let not_modified = get_if(&server, path, &etag(&ok));
        assert_eq!(not_modified.status, 304);
        assert!(check_documented_headers(&doc, path, "GET", &not_modified) > 0);
    }
    let limited = (0..6).map(|_| server.get(ICS)).find(|r| r.status == 429);
    let limited = limited.expect("the limit of 6 was reached");
    assert!(check_documented_headers(&doc, ICS, "GET", &limited) > 0);
}

#[test]
fn last_modified_and_if_modified_since_cross_both_faces() {
    let server = unlimited_server();
    let doc = document();
    for path in [JSON, ICS, "/"] {
        // The page changes every minute: asked again when the minute turned in between.
        let (first, again) = server.revalidated_with(path, "last-modified", "If-Modified-Since");
        assert_eq!(first.status, 200, "{path}");
        let last_modified = first.header("last-modified").unwrap().to_string();
        assert!(last_modified.ends_with(" GMT"), "{path}: {last_modified}");
        check_documented_headers(&doc, path, "get", &first);
        assert_eq!(again.status, 304, "{path} since its own Last-Modified");
        assert!(again.body.is_empty());
        assert_eq!(again.header("last-modified"), Some(last_modified.as_str()));
        check_documented_headers(&doc, path, "get", &again);
        let old = server.send(
            "GET",
            path,
            &[("If-Modified-Since", "Thu, 01 Jan 1970 00:00:00 GMT")],
        );
        assert_eq!(old.status, 200, "{path} since 1970");
    }
}
