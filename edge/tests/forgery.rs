//! A forged entity tag on both faces (`CALENDAR_TEST_FACE`): it never changes what another
//! request receives, in a `calendar-serve` process or a Worker isolate.
//!
//! The tag is a fast, unkeyed hash (`src/hash.rs`). `tests/common/forge.rs` (the library's
//! test helper, shared by `#[path]`) inverts it: from the unfiltered feed's tag and the
//! dataset's fingerprint it finds a 16-byte `featured` name, sent percent-encoded, whose feed
//! (no event) has that very tag. The library over the served fixture checks that the forgery is
//! real (equal tags) and gives each feed's bytes. Then a fresh face is asked for both, in either
//! order: each must get its own bytes under the shared tag. The library's own test of the same
//! is `tests/cache.rs`.
#![allow(
    clippy::unwrap_used,
    clippy::panic,
    reason = "test code: a failure is a failed test"
)]

mod common;

use calendar::{Request, Response};
use common::forge::{featured_colliding_with, hex_u64, percent_encoded};
use common::{HttpResponse, ICS, library, unlimited_server};

/// The feed without a filter and the forged one, as the library answers them.
struct Forgery {
    target: String,
    genuine: Response,
    forged: Response,
}

/// `BEGIN:VEVENT` lines: how many events a feed holds.
fn vevents(body: &[u8]) -> usize {
    String::from_utf8_lossy(body)
        .matches("\r\nBEGIN:VEVENT\r\n")
        .count()
}

fn forgery() -> Forgery {
    // Each feed from a library of its own, that has kept nothing. No `status` filter: feed and
    // tag depend on the clock only through whether the data is behind (`source.behind`), which
    // changes only at a version's end, so the face's clock may differ from this one by seconds.
    let now = chrono::Utc::now();
    let feed = |query: &str| library().handle(&Request::get(ICS, query, "192.0.2.1", now));
    let genuine = feed("");
    let tag = genuine.header("ETag").unwrap();
    let behind = library().dataset().behind_at(now).is_some();
    let name =
        featured_colliding_with(hex_u64(library().dataset_cache_tag()), hex_u64(tag), behind);
    let query = format!("featured={}", percent_encoded(&name));
    let forged = feed(&query);
    assert_eq!(forged.status, 200, "{name:?}");
    assert_eq!(
        forged.header("ETag"),
        Some(tag),
        "a real collision: {name:?}"
    );
    assert_eq!(vevents(&genuine.body), 42);
    assert_eq!(vevents(&forged.body), 0, "{name:?} features no event");
    Forgery {
        target: format!("{ICS}?{query}"),
        genuine,
        forged,
    }
}

/// The face's response is the library's: status, tag and bytes.
fn check(response: &HttpResponse, expected: &Response, what: &str) {
    assert_eq!(response.status, 200, "{what}: {}", response.text());
    assert_eq!(response.header("etag"), expected.header("ETag"), "{what}");
    assert!(
        response.body == expected.body,
        "{what}: {} events instead of {}",
        vevents(&response.body),
        vevents(&expected.body)
    );
}

#[test]
fn a_forged_tag_asked_for_first_leaves_the_feed_whole() {
    let forgery = forgery();
    let server = unlimited_server();
    check(&server.get(&forgery.target), &forgery.forged, "the forger");
    for _ in 0..2 {
        check(
            &server.get(ICS),
            &forgery.genuine,
            "the feed after the forger",
        );
    }
}

#[test]
fn a_forged_tag_asked_for_after_the_feed_gets_its_own_body() {
    let forgery = forgery();
    let server = unlimited_server();
    check(&server.get(ICS), &forgery.genuine, "the feed");
    check(
        &server.get(&forgery.target),
        &forgery.forged,
        "the forger after the feed",
    );
    check(
        &server.get(ICS),
        &forgery.genuine,
        "the feed after the forger",
    );
}
