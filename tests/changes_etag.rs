//! The Atom feed writes absolute links from the request's origin, so two origins must not share
//! an entity tag; the JSON history has no links and keeps one tag whatever the origin.
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
fn the_atom_tag_follows_the_origin_and_the_json_tag_does_not() {
    let service = common::unlimited().with_changes(Changes::from_json(HISTORY).unwrap());
    let a = Some("https://a.example");
    let b = Some("https://b.example");
    assert_ne!(
        etag(&service, CHANGES_ATOM_PATH, a),
        etag(&service, CHANGES_ATOM_PATH, b)
    );
    assert_eq!(
        etag(&service, CHANGES_ATOM_PATH, a),
        etag(&service, CHANGES_ATOM_PATH, a)
    );
    assert_eq!(
        etag(&service, CHANGES_PATH, a),
        etag(&service, CHANGES_PATH, b)
    );
}
