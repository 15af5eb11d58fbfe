//! The Atom feed writes absolute links from the request's origin, so two origins must not share
//! an entity tag; the JSON history has no links and keeps one tag whatever the origin.
#![allow(clippy::unwrap_used, reason = "test: a failure is a failed test")]

use calendar::changes::{CHANGES_ATOM_PATH, CHANGES_PATH, Changes};
use calendar::{Dataset, LimitConfig, Request, Service};

const FIXTURE: &str = include_str!("../edge/tests/fixtures/dataset.json");
const HISTORY: &str = include_str!("../dist/changes.json");

fn etag(service: &Service, path: &str, origin: Option<&str>) -> String {
    let response = service.handle(&Request {
        method: "GET",
        path,
        query: "",
        client: "192.0.2.1",
        access_control_request_headers: None,
        if_none_match: None,
        origin,
        now: calendar::time::parse("2026-11-23T00:00:00Z").unwrap(),
    });
    assert_eq!(response.status, 200, "{path}");
    response.header("etag").unwrap().to_owned()
}

#[test]
fn the_atom_tag_follows_the_origin_and_the_json_tag_does_not() {
    let limits = LimitConfig {
        window_ms: 60_000,
        max: 1_000_000,
    };
    let service = Service::new(Dataset::from_json(FIXTURE).unwrap(), limits)
        .with_changes(Changes::from_json(HISTORY).unwrap());
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
