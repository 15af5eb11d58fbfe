//! Entity tags and conditional requests through the public API: a tag changes exactly when the
//! response's meaning changes, a match is a `304` without a body, and a `304` still counts.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "test: a failure is a failed test"
)]

mod common;

use std::collections::HashMap;

use calendar::{
    CACHE_CONTROL_OK, Dataset, EVENTS_ICS_PATH, EVENTS_PATH, LimitConfig, Request, Response,
    Service,
};
use common::service;

fn get<'a>(
    path: &'a str,
    query: &'a str,
    now: &str,
    if_none_match: Option<&'a str>,
) -> Request<'a> {
    Request {
        if_none_match,
        ..common::request("GET", path, query, now)
    }
}

fn etag(service: &Service, path: &str, query: &str, now: &str) -> String {
    let response = service.handle(&get(path, query, now, None));
    assert_eq!(
        response.status,
        200,
        "{}",
        String::from_utf8_lossy(&response.body)
    );
    response.header("ETag").unwrap().to_string()
}

/// The body without what may differ between equal responses: the JSON's `generatedAt`.
fn meaning(response: &Response) -> Vec<u8> {
    let mut value: serde_json::Value = match serde_json::from_slice(&response.body) {
        Ok(value) => value,
        Err(_) => return response.body.to_vec(),
    };
    value["generatedAt"] = serde_json::Value::Null;
    serde_json::to_vec(&value).unwrap()
}

/// Over many queries and request times, two responses of one representation have the same
/// tag exactly when they mean the same.
#[test]
fn etag_changes_exactly_when_the_response_changes() {
    let service = service();
    let queries = [
        "",
        "version=all&category=all&status=all",
        "version=5",
        "version=version-5",
        "version=6&status=live",
        "category=operator,arsenal",
        "category=arsenal,operator",
        "category=permanent&status=upcoming",
        "category=update",
        "status=live",
        "status=ended",
        "from=2026-08-01T00:00:00%2B08:00",
        "from=2026-07-31T16:00:00Z",
        "to=2026-08-10T00:00:00%2B08:00",
        "from=2026-08-01T00:00:00%2B08:00&to=2026-08-31T00:00:00%2B08:00",
        "from=2000-01-01T00:00:00Z",
    ];
    // Around every start, end and version boundary, plus quiet moments.
    let mut times = vec![
        "2026-01-01T00:00:00Z".to_string(),
        "2026-07-16T03:59:59Z".into(),
        "2026-07-16T04:00:00Z".into(),
        "2026-08-09T03:58:59Z".into(),
        "2026-08-09T03:59:00Z".into(),
        "2026-08-09T04:00:00Z".into(),
        "2026-08-25T20:00:00Z".into(),
        "2026-09-02T04:00:00Z".into(),
        "2030-01-01T00:00:00Z".into(),
    ];
    for version in service.dataset().versions() {
        for delta in [-1, 0, 1] {
            let t = version.starts_at + chrono::TimeDelta::seconds(delta);
            times.push(t.to_rfc3339());
        }
    }
    for path in [EVENTS_PATH, EVENTS_ICS_PATH] {
        let mut by_tag: HashMap<String, Vec<u8>> = HashMap::new();
        let mut by_meaning: HashMap<Vec<u8>, String> = HashMap::new();
        for query in queries {
            for now in &times {
                let response = service.handle(&get(path, query, now, None));
                assert_eq!(response.status, 200);
                let tag = response.header("ETag").unwrap().to_string();
                let meaning = meaning(&response);
                if let Some(seen) = by_tag.insert(tag.clone(), meaning.clone()) {
                    assert!(
                        seen == meaning,
                        "{path}?{query} at {now}: same tag {tag}, other body"
                    );
                }
                if let Some(seen) = by_meaning.insert(meaning, tag.clone()) {
                    assert_eq!(seen, tag, "{path}?{query} at {now}: same body, other tag");
                }
            }
        }
        // Enough distinct responses that the test means something.
        assert!(
            by_tag.len() > 30,
            "{path}: only {} distinct responses",
            by_tag.len()
        );
    }
}

#[test]
fn etag_follows_status_and_active_version_in_json_only() {
    let service = service();
    // op-wander starts at 2026-07-16T12:00+08:00, with version 5.
    let json = |now| etag(&service, EVENTS_PATH, "category=operator", now);
    let ics = |now| etag(&service, EVENTS_ICS_PATH, "category=operator", now);
    assert_eq!(json("2026-07-01T00:00:00Z"), json("2026-07-16T03:59:59Z"));
    assert_ne!(json("2026-07-16T03:59:59Z"), json("2026-07-16T04:00:00Z"));
    // The feed shows no status, so only a change of the returned set changes its tag.
    assert_eq!(ics("2026-07-16T03:59:59Z"), ics("2026-07-16T04:00:00Z"));
    let live = |now| {
        etag(
            &service,
            EVENTS_ICS_PATH,
            "category=operator&status=live",
            now,
        )
    };
    assert_ne!(live("2026-07-16T03:59:59Z"), live("2026-07-16T04:00:00Z"));
    // The two representations never share a tag.
    assert_ne!(json("2026-07-01T00:00:00Z"), ics("2026-07-01T00:00:00Z"));
}

#[test]
fn etag_follows_the_dataset() {
    let service = service();
    let mut document = service.dataset().document().clone();
    let before = etag(&service, EVENTS_PATH, "version=1", "2026-11-01T00:00:00Z");
    let before_ics = etag(
        &service,
        EVENTS_ICS_PATH,
        "version=1",
        "2026-11-01T00:00:00Z",
    );
    // An event of another version changes, so the responses do not; the tags still move,
    // because a tag is only as fine as the dataset fingerprint.
    if let Some(event) = document.data.events.last_mut() {
        event.title.push('!');
    }
    let changed = Service::new(
        Dataset::from_document(document).unwrap(),
        LimitConfig::default(),
    );
    assert_ne!(
        before,
        etag(&changed, EVENTS_PATH, "version=1", "2026-11-01T00:00:00Z")
    );
    assert_ne!(
        before_ics,
        etag(
            &changed,
            EVENTS_ICS_PATH,
            "version=1",
            "2026-11-01T00:00:00Z"
        )
    );
    // The same dataset loaded again gives the same tags.
    assert_eq!(
        before,
        etag(
            &self::service(),
            EVENTS_PATH,
            "version=1",
            "2026-11-01T00:00:00Z"
        )
    );
}

#[test]
fn matching_if_none_match_is_304_without_a_body() {
    let service = service();
    let now = "2026-08-01T00:00:00Z";
    for path in [EVENTS_PATH, EVENTS_ICS_PATH] {
        let tag = etag(&service, path, "status=live", now);
        let strong = tag.trim_start_matches("W/").to_string();
        for field in [
            tag.as_str(),
            strong.as_str(),
            "*",
            &format!("W/\"0\", {tag}"),
        ] {
            let response = service.handle(&get(path, "status=live", now, Some(field)));
            assert_eq!(response.status, 304, "{path} If-None-Match: {field}");
            assert!(response.body.is_empty());
            assert_eq!(response.header("ETag"), Some(tag.as_str()));
            assert_eq!(response.header("Cache-Control"), Some(CACHE_CONTROL_OK));
            assert_eq!(response.header("Access-Control-Allow-Origin"), Some("*"));
            assert_eq!(
                response.header("Access-Control-Expose-Headers"),
                Some("ETag")
            );
            assert_eq!(response.header("Content-Type"), None);
        }
        let other = service.handle(&get(path, "status=ended", now, Some(&tag)));
        assert_eq!(other.status, 200, "another query's tag does not match");
        assert_ne!(other.header("ETag"), Some(tag.as_str()));
        // A bad query is a 400 whatever the condition says.
        let bad = service.handle(&get(path, "status=soon", now, Some("*")));
        assert_eq!(bad.status, 400);
    }
}

#[test]
fn a_304_counts_against_the_rate_limit() {
    let service = common::service_with(LimitConfig {
        window_ms: 1500,
        max: 2,
        ..LimitConfig::default()
    });
    let now = "2026-08-01T00:00:00Z";
    let first = service.handle(&get(EVENTS_PATH, "", now, Some("*")));
    let second = service.handle(&get(EVENTS_ICS_PATH, "", now, Some("*")));
    assert_eq!((first.status, second.status), (304, 304));
    let third = service.handle(&get(EVENTS_PATH, "", now, Some("*")));
    assert_eq!(third.status, 429);
    assert_eq!(
        third.header("RateLimit-Policy"),
        Some("\"default\";q=2;w=2")
    );
    assert_eq!(third.header("RateLimit"), Some("\"default\";r=0;t=2"));
    assert_eq!(third.header("Retry-After"), Some("2"));
    assert_eq!(third.header("RateLimit-Limit"), Some("2"));
    assert_eq!(third.header("RateLimit-Remaining"), Some("0"));
    assert_eq!(third.header("Cache-Control"), Some("no-store"));
    for header in ["RateLimit-Policy", "RateLimit", "Retry-After"] {
        assert!(
            third
                .header("Access-Control-Expose-Headers")
                .unwrap()
                .contains(header)
        );
    }
    assert_eq!(
        first.header("RateLimit"),
        None,
        "never on a cacheable response"
    );
}

#[test]
fn the_feed_has_the_resource_headers_and_a_vevent_per_json_event() {
    let service = service();
    let now = "2026-08-01T00:00:00Z";
    let ics = service.handle(&get(EVENTS_ICS_PATH, "category=permanent", now, None));
    assert_eq!(
        ics.header("Content-Type"),
        Some("text/calendar; charset=utf-8")
    );
    assert_eq!(ics.header("Cache-Control"), Some(CACHE_CONTROL_OK));
    assert_eq!(ics.header("Access-Control-Allow-Origin"), Some("*"));
    assert_eq!(ics.header("RateLimit"), None);
    let json = service.handle(&get(EVENTS_PATH, "category=permanent", now, None));
    let json: serde_json::Value = serde_json::from_slice(&json.body).unwrap();
    let text = String::from_utf8(ics.body.to_vec()).unwrap();
    let uids: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("UID:"))
        .filter_map(|l| l.strip_suffix("@endfield-calendar"))
        .collect();
    let ids: Vec<&str> = json["data"]["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap())
        .collect();
    assert_eq!(uids, ids);
    assert!(text.contains("\r\nX-WR-CALNAME:明日方舟：终末地 日历 — permanent\r\n"));
}
