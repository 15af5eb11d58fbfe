//! The Atom feed writes absolute links from the public origin (else relative ones, never from
//! the request's `Host`), so two public origins must not share an entity tag and two hosts must;
//! the JSON history has no links and keeps one tag whatever the origin. Both tell by the dataset
//! (the feed its times, the JSON its `source`), so both are as new as it.
#![allow(clippy::unwrap_used, reason = "test: a failure is a failed test")]

mod common;

use calendar::Service;
use calendar::changes::{CHANGES_ATOM_PATH, CHANGES_PATH, Changes};

/// A history as the generator writes it (records of one `dist/changes.json`; not named
/// `changes.json`, which a server would take for the fixture dataset's own history).
const HISTORY: &str = include_str!("fixtures/history.json");

fn etag(service: &Service, path: &str, origin: Option<&str>) -> String {
    let response = service.handle(&calendar::Request {
        origin,
        ..common::request("GET", path, "", "2026-11-23T00:00:00Z")
    });
    assert_eq!(response.status, 200, "{path}");
    response.header("etag").unwrap().to_owned()
}

#[test]
fn the_atom_tag_follows_the_public_origin_only_and_the_json_tag_neither() {
    let service = || common::unlimited().with_changes(Changes::from_json(HISTORY).unwrap());
    let a = Some("https://a.example");
    let b = Some("https://b.example");
    let plain = service();
    assert_eq!(
        etag(&plain, CHANGES_ATOM_PATH, a),
        etag(&plain, CHANGES_ATOM_PATH, b),
        "relative links: the Host does not matter"
    );
    let at_a = service().with_public_origin("https://a.example").unwrap();
    let at_b = service().with_public_origin("https://b.example").unwrap();
    assert_ne!(
        etag(&at_a, CHANGES_ATOM_PATH, a),
        etag(&at_b, CHANGES_ATOM_PATH, a)
    );
    assert_eq!(
        etag(&at_a, CHANGES_ATOM_PATH, a),
        etag(&at_a, CHANGES_ATOM_PATH, b)
    );
    assert_eq!(etag(&at_a, CHANGES_PATH, a), etag(&plain, CHANGES_PATH, b));
}

#[test]
fn the_history_is_as_new_as_its_records_and_the_dataset_that_tells_it() {
    // The Atom feed tells a record's times by the dataset's certainty, and the JSON history
    // carries the dataset's `source` (its age, `behind`), so a newer dataset makes both newer.
    let fixture = include_str!("fixtures/dataset.json");
    let mut newer: serde_json::Value = serde_json::from_str(fixture).unwrap();
    newer["generatedAt"] = "2026-11-30T12:00:00+08:00".into();
    let service = Service::new(
        calendar::Dataset::from_json(&newer.to_string()).unwrap(),
        calendar::LimitConfig {
            max: u32::MAX,
            ..calendar::LimitConfig::default()
        },
    )
    .with_changes(Changes::from_json(HISTORY).unwrap());
    let last_modified = |path| {
        let response = service.handle(&common::request("GET", path, "", "2026-12-01T00:00:00Z"));
        response.header("last-modified").unwrap().to_owned()
    };
    for path in [CHANGES_ATOM_PATH, CHANGES_PATH] {
        assert_eq!(
            last_modified(path),
            "Mon, 30 Nov 2026 04:00:00 GMT",
            "{path}: the dataset's generatedAt, newer than every record"
        );
    }
}
