//! Black-box tests of what Cloudflare's Workers Cache is told (both faces): which responses a
//! shared cache may store (`Cache-Control`) and under which names (`Cache-Tag`), and that
//! nothing per client or failed is ever stored. workerd does not simulate the cache, so the
//! headers are what can be checked here; the purge call is tested with a mock in
//! `src/worker/purge.rs`, and `wrangler.toml`'s `[cache]` block below.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a failure is a failed test"
)]

mod common;

use common::{
    CACHE_CONTROL_OK, CDN_CACHE_CONTROL, HttpResponse, ICS, JSON, Server, edited_fixture, fixture,
};

/// Every cacheable resource, by the route its tag names.
const ROUTES: [(&str, &str); 12] = [
    (JSON, "events"),
    (ICS, "events-ics"),
    ("/api/v1/changes", "changes"),
    ("/api/v1/changes.atom", "changes-atom"),
    ("/api/v1/units", "units"),
    // The page a `lang=` names; without one it is never stored (below).
    ("/?lang=zh", "page"),
    ("/openapi.json", "openapi"),
    ("/assets/page.css", "page-css"),
    ("/assets/page.js", "page-js"),
    ("/assets/icon.svg", "icon"),
    ("/embed/countdown", "embed-countdown"),
    ("/api/v1/badge.svg", "badge"),
];

fn unlimited(dataset: &std::path::Path) -> Server {
    Server::start_with(dataset, &[("CALENDAR_API_RATE_LIMIT_MAX", "1000000")])
}

/// The three tags of a cacheable response: `calendar`, the dataset's, the route's. It also
/// carries the edge's lifetime, in which serving stale is not turned off by `s-maxage`.
fn tags(response: &HttpResponse, target: &str) -> [String; 3] {
    assert_eq!(
        response.header("cache-control"),
        Some(CACHE_CONTROL_OK),
        "{target}"
    );
    let edge = response.header("cdn-cache-control").unwrap_or_default();
    assert_eq!(edge, CDN_CACHE_CONTROL, "{target}");
    assert!(
        !edge.contains("s-maxage") && edge.contains("stale-while-revalidate=300"),
        "{target}"
    );
    let value = response
        .header("cache-tag")
        .unwrap_or_else(|| panic!("{target}: a cacheable response without Cache-Tag"));
    let parts: Vec<String> = value.split(',').map(str::to_string).collect();
    parts
        .try_into()
        .unwrap_or_else(|p| panic!("{target}: three tags expected: {p:?}"))
}

fn dataset_tag(server: &Server) -> String {
    let [_, dataset, _] = tags(&server.get(JSON), JSON);
    dataset
}

#[test]
fn every_cacheable_response_names_its_dataset_and_route() {
    let server = unlimited(&fixture());
    let dataset = dataset_tag(&server);
    let hex = dataset.strip_prefix("calendar-dataset-").unwrap();
    assert!(
        hex.len() == 16
            && hex
                .bytes()
                .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase()),
        "{dataset}"
    );
    for (path, route) in ROUTES {
        // A 304 stands for the 200: same caching headers, same tags.
        let (response, again) = server.revalidated(path);
        assert_eq!(response.status, 200, "{path}");
        let [service, data, named] = tags(&response, path);
        assert_eq!(service, "calendar", "{path}");
        assert_eq!(data, dataset, "{path}: one dataset, one tag");
        assert_eq!(named, format!("calendar-route-{route}"), "{path}");
        assert_eq!(response.header("ratelimit-remaining"), None, "{path}");
        assert_eq!(response.header("ratelimit"), None, "{path}");
        assert_eq!(again.status, 304, "{path}");
        assert_eq!(
            again.header("cache-tag"),
            response.header("cache-tag"),
            "{path}"
        );
    }
    // The query does not change the tags: a purge by route drops every query of it.
    for target in [
        format!("{JSON}?category=operator,arsenal"),
        format!("{ICS}?alarm=PT1H&category=limited"),
        "/api/v1/changes?category=operator".into(),
    ] {
        let response = server.get(&target);
        assert_eq!(response.status, 200, "{target}");
        assert_eq!(tags(&response, &target)[1], dataset, "{target}");
    }
}

#[test]
fn errors_preflights_and_429s_are_never_stored_nor_tagged() {
    let server = unlimited(&fixture());
    for (method, target, status) in [
        ("GET", format!("{JSON}?version=99"), 400),
        ("GET", format!("{ICS}?alarm=P99D"), 400),
        ("GET", "/api/v1/changes?since=yesterday".to_string(), 400),
        ("GET", "/api/v2/events".to_string(), 404),
        ("GET", "/__calendar/purge".to_string(), 404),
        ("POST", JSON.to_string(), 405),
        ("HEAD", JSON.to_string(), 405),
    ] {
        let response = server.send(method, &target, &[]);
        assert_eq!(response.status, status, "{method} {target}");
        assert_eq!(
            response.header("cache-control"),
            Some("no-store"),
            "{method} {target}"
        );
        assert_eq!(response.header("cache-tag"), None, "{method} {target}");
        assert_eq!(
            response.header("cdn-cache-control"),
            None,
            "{method} {target}"
        );
    }
    let preflight = server.send(
        "OPTIONS",
        JSON,
        &[("Access-Control-Request-Headers", "x-a")],
    );
    assert_eq!(preflight.status, 204);
    assert_eq!(preflight.header("cache-tag"), None);
    assert_eq!(preflight.header("cdn-cache-control"), None);

    // The 429 is per client: no-store, untagged; the 200 before it said nothing of the budget.
    let limited = Server::start_with(&fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "1")]);
    let first = limited.get(JSON);
    assert_eq!(first.status, 200);
    assert_eq!(first.header("ratelimit-remaining"), None);
    let refused = limited.get(JSON);
    assert_eq!(refused.status, 429);
    assert_eq!(refused.header("cache-control"), Some("no-store"));
    assert_eq!(refused.header("cache-tag"), None);
    assert_eq!(refused.header("cdn-cache-control"), None);
}

/// The page without `lang=` is in the language `Accept-Language` prefers, which Cloudflare's
/// cache would not tell apart (it keys by the URL and honours `Vary` only under a Cache Rule):
/// that answer is private and untagged, so Workers Cache never stores it, and a link to `/`
/// shows each reader their language. The page a `lang=` names is shared and varies with nothing.
#[test]
fn the_page_in_a_negotiated_language_is_never_stored_by_a_shared_cache() {
    let server = unlimited(&fixture());
    for (target, accept_language, english) in [
        ("/", None, false),
        ("/", Some("en-US,en;q=0.9"), true),
        ("/", Some("zh-CN,zh;q=0.9,en;q=0.8"), false),
        ("/?lang=xx&category=operator", Some("en"), true),
    ] {
        let what = format!("{target} with {accept_language:?}");
        let headers: Vec<(&str, &str)> = accept_language
            .map(|value| ("Accept-Language", value))
            .into_iter()
            .collect();
        let response = server.send("GET", target, &headers);
        assert_eq!(response.status, 200, "{what}");
        assert_eq!(
            response.text().contains("<html lang=\"en\">"),
            english,
            "{what}"
        );
        let tag = response.header("etag").unwrap().to_string();
        let again = server.send(
            "GET",
            target,
            &[headers.as_slice(), &[("If-None-Match", tag.as_str())]].concat(),
        );
        for answer in [&response, &again] {
            assert_eq!(
                answer.header("cache-control"),
                Some("private, max-age=0"),
                "{what} {}",
                answer.status
            );
            assert_eq!(answer.header("cache-tag"), None, "{what}");
            assert_eq!(answer.header("cdn-cache-control"), None, "{what}");
            assert!(
                answer
                    .header("vary")
                    .is_some_and(|vary| vary.ends_with("Accept-Language")),
                "{what}: {:?}",
                answer.header("vary")
            );
        }
    }
    for (target, english) in [("/?lang=en", true), ("/?lang=zh&category=operator", false)] {
        for accept_language in ["en", "zh"] {
            let response = server.send("GET", target, &[("Accept-Language", accept_language)]);
            assert_eq!(response.status, 200, "{target}");
            assert_eq!(
                response.text().contains("<html lang=\"en\">"),
                english,
                "{target}"
            );
            assert_eq!(tags(&response, target)[2], "calendar-route-page");
            assert!(
                !response
                    .header("vary")
                    .is_some_and(|vary| vary.contains("Accept-Language")),
                "{target}: {:?}",
                response.header("vary")
            );
        }
    }
}

#[test]
fn another_dataset_has_another_dataset_tag() {
    let server = unlimited(&fixture());
    let edited = edited_fixture("cache-tag-other", |doc| {
        doc["data"]["events"][0]["title"] = "another title".into();
    });
    let other = unlimited(&edited);
    assert_ne!(dataset_tag(&server), dataset_tag(&other));
    // The same dataset, another process (or isolate): the same tag.
    let again = unlimited(&fixture());
    assert_eq!(dataset_tag(&server), dataset_tag(&again));
}

/// `wrangler.toml` turns Workers Cache on and keeps the Worker's version in the cache key (the
/// default, written out): a deploy, which is how a new dataset ships, starts from an empty cache.
/// `edge/worker-tools deploy` derives its configuration from this file, `[cache]` included.
#[test]
fn wrangler_toml_enables_the_cache_per_version() {
    let config = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../wrangler.toml"),
    )
    .unwrap();
    let section: Vec<&str> = config
        .lines()
        .skip_while(|line| line.trim() != "[cache]")
        .skip(1)
        .take_while(|line| !line.trim_start().starts_with('['))
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .collect();
    assert_eq!(
        section,
        ["enabled = true", "cross_version_cache = false"],
        "wrangler.toml's [cache]"
    );
}
