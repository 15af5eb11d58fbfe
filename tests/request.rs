//! The request function against the spec, with a pinned clock: routing, headers, filtering,
//! status, ordering, the rate limiter and the error envelope. Black-box tests over HTTP live in
//! `edge/tests/`; these pin every rule at the library level, where the clock can be set.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "test helpers: a failure is a failed test"
)]

mod common;

use calendar::{LimitConfig, Response, Service};
use common::{json, request, service, service_with};
use serde_json::Value;

/// A GET of `/api/v1/events?{query}` at `now`, from one client.
fn get(service: &Service, query: &str, now: &str) -> Response {
    service.handle(&request("GET", calendar::EVENTS_PATH, query, now))
}

fn ids(response: &Response) -> Vec<String> {
    let body = json(response);
    let events = body["data"]["events"].as_array().unwrap();
    assert_eq!(
        body["meta"]["total"],
        events.len(),
        "meta.total counts the returned events"
    );
    events
        .iter()
        .map(|e| e["id"].as_str().unwrap().to_string())
        .collect()
}

const NOW: &str = "2026-08-26T04:00:00+08:00";

/// Checks the ids a query returns, in order.
fn check(query: &str, expected: &[&str]) {
    let response = get(&service(), query, NOW);
    assert_eq!(
        response.status,
        200,
        "{query}: {}",
        String::from_utf8_lossy(&response.body)
    );
    assert_eq!(ids(&response), expected, "query {query:?}");
}

#[test]
fn success_has_the_spec_headers_and_envelope() {
    let response = get(&service(), "", NOW);
    assert_eq!(response.status, 200);
    assert_eq!(response.header("access-control-allow-origin"), Some("*"));
    assert_eq!(
        response.header("cache-control"),
        Some("public, max-age=0, s-maxage=60, stale-while-revalidate=300")
    );
    assert_eq!(
        response.header("content-type"),
        Some("application/json; charset=utf-8")
    );
    assert_eq!(response.header("x-content-type-options"), Some("nosniff"));
    let body = json(&response);
    assert_eq!(body["success"], true);
    assert_eq!(body["apiVersion"], "1");
    assert_eq!(body["timeZone"], "Asia/Shanghai");
    assert_eq!(
        body["generatedAt"], "2026-08-26T04:00:00+08:00",
        "generatedAt is the request time"
    );
    assert_eq!(body["source"]["mode"], "fallback");
    assert_eq!(body["data"]["activeVersionKey"], "version-5");
    assert_eq!(body["data"]["versions"].as_array().unwrap().len(), 6);
    assert_eq!(body["meta"]["total"], 42);
    assert_eq!(
        body["meta"]["filters"],
        serde_json::json!({"version": "all", "categories": ["all"], "status": "all", "from": null, "to": null})
    );
}

#[test]
fn every_event_has_every_field_of_the_spec_and_our_additions_and_nothing_else() {
    const FIELDS: [&str; 33] = [
        "id",
        "versionKey",
        "poolId",
        "poolKind",
        "category",
        "title",
        "related",
        "start",
        "end",
        "displayEnd",
        "status",
        "startUnknown",
        "startLabel",
        "endLabel",
        "permanent",
        "milestone",
        "eventType",
        "overlayFor",
        "visual",
        "symbol",
        "image",
        "backgroundCharacter",
        "backgroundType",
        "color",
        "eventInk",
        "description",
        "sourceNote",
        // Additions (openapi.json): what is known about the event.
        "titleEn",
        "featured",
        "featuredEn",
        "poolType",
        // Issue 48: the names in the asked language (`names`, the other locales' official
        // names, only where recorded: none in this fixture).
        "named",
        "sourceMeta",
    ];
    let body = json(&get(&service(), "", NOW));
    for event in body["data"]["events"].as_array().unwrap() {
        let keys: Vec<&str> = event
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        let mut expected = FIELDS.to_vec();
        expected.sort_unstable();
        let mut keys = keys.clone();
        keys.sort_unstable();
        assert_eq!(keys, expected, "event {}", event["id"]);
    }
    for version in body["data"]["versions"].as_array().unwrap() {
        for field in [
            "versionKey",
            "versionNumber",
            "title",
            "startsAt",
            "endsAt",
            "activitiesComplete",
            "titleEn",
            "sourceMeta",
        ] {
            assert!(
                version.get(field).is_some(),
                "version lacks {field}: {version}"
            );
        }
    }
}

#[test]
fn events_are_ordered_by_start_then_category_then_id() {
    let response = get(&service(), "version=5", NOW);
    let body = json(&response);
    let order = ["operator", "arsenal", "permanent", "limited", "update"];
    let keys: Vec<(String, usize, String)> = body["data"]["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            let start = calendar::time::parse(e["start"].as_str().unwrap())
                .unwrap()
                .to_rfc3339();
            let category = order.iter().position(|c| *c == e["category"]).unwrap();
            (start, category, e["id"].as_str().unwrap().to_string())
        })
        .collect();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!(keys, sorted);
    assert_eq!(
        &ids(&response)[..3],
        ["weapon-edge", "weapon-red", "op-wander"]
    );
}

#[test]
fn version_filter_accepts_key_or_number_and_lists_that_version_only() {
    for query in ["version=6", "version=version-6"] {
        let body = json(&get(&service(), query, NOW));
        assert_eq!(body["meta"]["filters"]["version"], "version-6");
        let versions = body["data"]["versions"].as_array().unwrap();
        assert_eq!(versions.len(), 1);
        assert_eq!(versions[0]["versionKey"], "version-6");
        assert_eq!(body["meta"]["total"], 21);
        assert!(
            body["data"]["events"]
                .as_array()
                .unwrap()
                .iter()
                .all(|e| e["versionKey"] == "version-6")
        );
        assert_eq!(
            body["data"]["activeVersionKey"], "version-5",
            "the active version stays global"
        );
    }
}

#[test]
fn category_filter_combines_names() {
    check(
        "version=6&category=operator",
        &["winter-hunt", "reconstruction-character-p1"],
    );
    check(
        "version=6&category=arsenal,operator",
        &[
            "winter-hunt",
            "deep-cold-issue",
            "reconstruction-character-p1",
            "reconstruction-weapon-p1",
        ],
    );
    check("category=update", &["secret-realm-update"]);
}

#[test]
fn status_is_computed_at_the_request_time() {
    // At NOW the milestone's moment has come (ended), the anchored warm-up is still upcoming,
    // open-ended permanent content is live, and displayEnd plays no part.
    let body = json(&get(&service(), "version=5", NOW));
    let status = |id: &str| {
        body["data"]["events"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["id"] == id)
            .unwrap()["status"]
            .as_str()
            .unwrap()
            .to_string()
    };
    assert_eq!(status("secret-realm-update"), "ended");
    assert_eq!(status("next-version-warmup"), "upcoming");
    assert_eq!(status("op-dawn"), "live");
    assert_eq!(status("op-wander"), "ended");
    assert_eq!(status("meteor-story"), "live");
    let later = json(&get(&service(), "version=5", "2027-01-01T00:00:00Z"));
    let meteor = later["data"]["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] == "meteor-story")
        .unwrap();
    assert_eq!(
        meteor["status"], "live",
        "an open-ended event never ends, whatever displayEnd says"
    );
}

#[test]
fn status_filter_selects_by_computed_status() {
    check("status=upcoming&version=5", &["next-version-warmup"]);
    check("status=live&category=operator", &["op-dawn"]);
    let at_start = get(
        &service(),
        "status=live&category=operator",
        "2026-08-09T12:00:00+08:00",
    );
    assert_eq!(
        ids(&at_start),
        ["op-dawn"],
        "start is inclusive, end exclusive"
    );
}

#[test]
fn time_window_uses_interval_intersection() {
    // [08-09 11:59, 08-09 12:00): op-wander ends at 11:59 (exclusive), op-dawn starts at 12:00.
    check(
        "category=operator&from=2026-08-09T11:58:00%2B08:00&to=2026-08-09T12:00:00%2B08:00",
        &["op-wander"],
    );
    check(
        "category=operator&from=2026-08-09T11:59:00%2B08:00&to=2026-08-09T12:00:01%2B08:00",
        &["op-dawn"],
    );
    // An open-ended event intersects any later window.
    check(
        "category=permanent&version=5&from=2030-01-01T00:00:00Z",
        &["monument-birds", "meteor-story", "secret-realm"],
    );
    // A milestone only at its own moment.
    check(
        "category=update&from=2026-08-26T04:00:00%2B08:00&to=2026-08-26T04:00:01%2B08:00",
        &["secret-realm-update"],
    );
    check("category=update&from=2026-08-26T04:00:01%2B08:00", &[]);
    check("category=update&to=2026-08-26T04:00:00%2B08:00", &[]);
}

#[test]
fn filters_are_echoed_as_applied() {
    let body = json(&get(
        &service(),
        "version=5&category=limited,operator,limited&status=ended&from=2026-08-01T00:00:00Z&to=2026-08-02T00:00:00%2B00:00",
        NOW,
    ));
    assert_eq!(
        body["meta"]["filters"],
        serde_json::json!({
            "version": "version-5",
            "categories": ["operator", "limited"],
            "status": "ended",
            "from": "2026-08-01T08:00:00+08:00",
            "to": "2026-08-02T08:00:00+08:00",
        })
    );
}

#[test]
fn active_version_is_the_latest_started() {
    let active = |now| json(&get(&service(), "", now))["data"]["activeVersionKey"].clone();
    assert_eq!(
        active("2025-01-01T00:00:00Z"),
        "version-1",
        "before any version: the first"
    );
    assert_eq!(active("2026-09-02T11:59:59+08:00"), "version-5");
    assert_eq!(active("2026-09-02T12:00:00+08:00"), "version-6");
    assert_eq!(active("2030-01-01T00:00:00Z"), "version-6");
}

fn assert_error(response: &Response, status: u16, code: &str) -> Value {
    assert_eq!(response.status, status);
    assert_eq!(response.header("cache-control"), Some("no-store"));
    assert_eq!(response.header("access-control-allow-origin"), Some("*"));
    assert_eq!(
        response.header("content-type"),
        Some("application/json; charset=utf-8")
    );
    assert_eq!(response.header("x-content-type-options"), Some("nosniff"));
    let body = json(response);
    assert_eq!(body["success"], false);
    assert_eq!(body["apiVersion"], "1");
    assert_eq!(body["error"]["code"], code);
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| !m.is_empty())
    );
    body
}

#[test]
fn invalid_queries_are_400_with_every_problem_in_details() {
    let response = get(&service(), "version=9&status=soon&from=2026-01-01", NOW);
    let body = assert_error(&response, 400, "INVALID_QUERY");
    let details = body["error"]["details"].as_array().unwrap();
    let found: Vec<(&str, &str)> = details
        .iter()
        .map(|d| {
            (
                d["parameter"].as_str().unwrap(),
                d["code"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            ("version", "UNKNOWN_VERSION"),
            ("status", "INVALID_STATUS"),
            ("from", "INVALID_DATETIME")
        ]
    );
    assert_eq!(details[0]["value"], "9");
    assert!(
        details[0]["message"]
            .as_str()
            .unwrap()
            .contains("version-6")
    );
}

#[test]
fn equal_or_reversed_bounds_are_an_invalid_range() {
    for query in [
        "from=2026-08-01T00:00:00Z&to=2026-08-01T08:00:00%2B08:00",
        "from=2026-08-02T00:00:00Z&to=2026-08-01T00:00:00Z",
    ] {
        let body = assert_error(&get(&service(), query, NOW), 400, "INVALID_QUERY");
        assert_eq!(
            body["error"]["details"][0]["code"], "INVALID_RANGE",
            "{query}"
        );
    }
}

#[test]
fn other_methods_are_405_with_allow() {
    for method in ["POST", "PUT", "DELETE", "PATCH", "HEAD"] {
        let response = service().handle(&request(method, calendar::EVENTS_PATH, "", NOW));
        let body = assert_error(&response, 405, "METHOD_NOT_ALLOWED");
        assert_eq!(response.header("allow"), Some("GET, OPTIONS"), "{method}");
        assert_eq!(body["error"]["details"], Value::Null);
    }
}

#[test]
fn other_paths_are_404() {
    for path in [
        "/index.html",
        "/openapi",
        "/assets/",
        "/api/v1/events/",
        "/api/v2/events",
        "/API/V1/EVENTS",
    ] {
        assert_error(
            &service().handle(&request("GET", path, "", NOW)),
            404,
            "NOT_FOUND",
        );
    }
}

#[test]
fn preflight_is_204_with_cors_headers_and_never_counted() {
    let service = service_with(LimitConfig {
        window_ms: 60_000,
        max: 1,
        ..LimitConfig::default()
    });
    let mut preflight = request("OPTIONS", calendar::EVENTS_PATH, "", NOW);
    for _ in 0..5 {
        let response = service.handle(&preflight);
        assert_eq!(response.status, 204);
        assert!(response.body.is_empty());
        assert_eq!(response.header("access-control-allow-origin"), Some("*"));
        assert_eq!(
            response.header("access-control-allow-methods"),
            Some("GET, OPTIONS")
        );
        assert_eq!(
            response.header("access-control-allow-headers"),
            Some("Content-Type")
        );
        assert_eq!(response.header("access-control-max-age"), Some("86400"));
    }
    assert_eq!(
        get(&service, "", NOW).status,
        200,
        "preflights used none of the quota"
    );
    preflight.access_control_request_headers = Some("If-None-Match, X-Client\r\nX-Evil: 1");
    let response = service.handle(&preflight);
    assert_eq!(
        response.header("access-control-allow-headers"),
        Some("If-None-Match")
    );
}

#[test]
fn over_the_limit_is_429_and_every_other_request_counts() {
    let service = service_with(LimitConfig {
        window_ms: 60_000,
        max: 3,
        ..LimitConfig::default()
    });
    assert_eq!(get(&service, "", NOW).status, 200);
    assert_eq!(
        get(&service, "status=bad", NOW).status,
        400,
        "invalid requests count"
    );
    assert_eq!(
        service.handle(&request("GET", "/nowhere", "", NOW)).status,
        404,
        "404s count"
    );
    let response = get(&service, "", NOW);
    assert_error(&response, 429, "RATE_LIMITED");
    assert_eq!(response.header("retry-after"), Some("60"));
    assert_eq!(response.header("ratelimit-limit"), Some("3"));
    assert_eq!(response.header("ratelimit-remaining"), Some("0"));
    // The limit is checked before the query is parsed.
    assert_error(&get(&service, "status=bad", NOW), 429, "RATE_LIMITED");
    // Another client has its own window; the window resets after 60 s.
    let mut other = request("GET", calendar::EVENTS_PATH, "", NOW);
    other.client = "198.51.100.7";
    assert_eq!(service.handle(&other).status, 200);
    assert_eq!(get(&service, "", "2026-08-26T04:01:00+08:00").status, 200);
}

#[test]
fn internal_errors_leak_nothing() {
    let response = calendar::ApiError::Internal.into_response();
    let body = assert_error(&response, 500, "INTERNAL_ERROR");
    assert_eq!(body["error"]["message"], "internal server error");
}
