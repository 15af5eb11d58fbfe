//! The kept feed bodies through the public API: a forged entity tag never changes what another
//! request receives.
//!
//! The tag is a fast, unkeyed hash (`src/hash.rs`), so a client can find a query whose feed has
//! another feed's tag (`common::forge`). These tests forge one against the unfiltered feed,
//! check that it is a real collision (the same `ETag`), and ask for both, in either order, from
//! one service: each gets the bytes a fresh service gives it. The black-box suite does the same
//! on both faces (`edge/tests/forgery.rs`).
#![allow(clippy::unwrap_used, reason = "test: a failure is a failed test")]

mod common;

use calendar::{EVENTS_ICS_PATH, Response, Service};
use common::forge::{featured_colliding_with, hex_u64, percent_encoded};
use common::ics::{parse, vevents};
use common::{request, unlimited};

const NOW: &str = "2026-08-01T00:00:00Z";

fn feed(service: &Service, query: &str) -> Response {
    service.handle(&request("GET", EVENTS_ICS_PATH, query, NOW))
}

fn etag(response: &Response) -> &str {
    response.header("ETag").unwrap()
}

/// The `VEVENT`s of a feed, read with a real parser.
fn count(feed: &Response) -> usize {
    vevents(&parse(feed).0).len()
}

/// The forged query, the unfiltered feed and the forged one as fresh services answer them; the
/// two tags are equal, the bodies are not.
fn forgery() -> (String, Response, Response) {
    let fresh = unlimited();
    let genuine = feed(&fresh, "");
    let behind = fresh.dataset().behind_at(NOW.parse().unwrap()).is_some();
    let name = featured_colliding_with(
        hex_u64(fresh.dataset_cache_tag()),
        hex_u64(etag(&genuine)),
        behind,
    );
    let query = format!("featured={}", percent_encoded(&name));
    let forged = feed(&unlimited(), &query);
    assert_eq!(forged.status, 200, "{name:?}");
    assert_eq!(etag(&forged), etag(&genuine), "a real collision: {name:?}");
    assert_eq!(count(&genuine), 42);
    assert_eq!(count(&forged), 0, "{name:?} features no event");
    (query, genuine, forged)
}

#[test]
fn a_forged_tag_asked_for_first_leaves_the_feed_whole() {
    let (query, genuine, forged) = forgery();
    let service = unlimited();
    assert!(feed(&service, &query) == forged);
    for _ in 0..2 {
        let victim = feed(&service, "");
        assert!(
            victim == genuine,
            "the victim got {} events",
            count(&victim)
        );
    }
}

#[test]
fn a_forged_tag_asked_for_after_the_feed_gets_its_own_body() {
    let (query, genuine, forged) = forgery();
    let service = unlimited();
    assert!(feed(&service, "") == genuine);
    let late = feed(&service, &query);
    assert!(late == forged, "the forger got {} events", count(&late));
    assert!(feed(&service, "") == genuine);
}
