//! `GET /api/v1/units` as a face serves it, on `tests/fixtures/units.json`: the library's rules
//! reach the wire unchanged (at the face's own clock, so only what holds at any moment from the
//! fixture's past runs to its runs of 2099 is asserted), and the resource shares the events'
//! rate limit, CORS, caching and errors.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "tests: a failure is a failed test"
)]

mod common;

use std::path::{Path, PathBuf};

use common::{CACHE_CONTROL_OK, Server};
use serde_json::{Value, json};

const UNITS: &str = "/api/v1/units";

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/units.json")
}

fn unit<'a>(body: &'a Value, name: &str) -> &'a Value {
    let units = body["data"]["units"].as_array().unwrap();
    units.iter().find(|u| u["name"] == name).unwrap()
}

#[test]
fn the_units_and_their_runs_reach_the_wire() {
    let server = Server::start_with(&fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "1000")]);
    let response = server.get(UNITS);
    assert_eq!(response.status, 200);
    assert_eq!(
        response.header("content-type"),
        Some("application/json; charset=utf-8")
    );
    assert_eq!(response.header("cache-control"), Some(CACHE_CONTROL_OK));
    assert_eq!(response.header("access-control-allow-origin"), Some("*"));
    let tags = response.header("cache-tag").unwrap();
    assert!(tags.ends_with(",calendar-route-units"), "{tags}");
    let body = response.json();
    let names: Vec<&str> = body["data"]["units"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["伊冯", "艺术暴君", "汤汤", "玉中身", "明河"]);
    // Two runs, the second a reconstruction rerun, both past.
    let yvonne = unit(&body, "伊冯");
    assert_eq!(yvonne["runCount"], 2);
    assert_eq!(yvonne["lastRun"]["poolType"], "reconstruction");
    assert!(yvonne["daysSinceLastRun"].as_i64().unwrap() > 0);
    // An announced rerun (in 2099) is the next run, not counted.
    let tangtang = unit(&body, "汤汤");
    assert_eq!(tangtang["runCount"], 1);
    assert_eq!(tangtang["nextRun"]["eventId"], "re-tangtang");
    // No end known: live, zero days.
    assert_eq!(unit(&body, "玉中身")["daysSinceLastRun"], 0);
    // The filters, by name in a percent-encoded query.
    let weapons = server.get(&format!(
        "{UNITS}?kind=weapon&name=%E7%8E%89%E4%B8%AD%E8%BA%AB"
    ));
    assert_eq!(
        weapons.json()["meta"]["filters"],
        json!({"kind": "weapon", "name": "玉中身"})
    );
    assert_eq!(weapons.json()["meta"]["total"], 1);
}

#[test]
fn errors_conditional_requests_preflight_and_the_rate_limit_are_the_events() {
    let server = Server::start_with(&fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "6")]);
    let bad = server.get(&format!("{UNITS}?kind=hero&lang=xx"));
    assert_eq!(bad.status, 400);
    assert_eq!(bad.header("cache-control"), Some("no-store"));
    let details = bad.json()["error"]["details"].clone();
    assert_eq!(details[0]["code"], "INVALID_KIND");
    assert_eq!(details[1]["code"], "INVALID_LANG");
    let etag = server.get(UNITS).header("etag").unwrap().to_string();
    let again = server.send("GET", UNITS, &[("If-None-Match", &etag)]);
    assert_eq!(again.status, 304);
    assert!(again.body.is_empty());
    // Another view is another tag.
    let english = server.get(&format!("{UNITS}?lang=en"));
    assert_ne!(english.header("etag").unwrap(), etag);
    let preflight = server.send(
        "OPTIONS",
        UNITS,
        &[
            ("Origin", "https://example.org"),
            ("Access-Control-Request-Method", "GET"),
        ],
    );
    assert_eq!(preflight.status, 204);
    assert_eq!(
        preflight.header("access-control-allow-methods"),
        Some("GET, OPTIONS")
    );
    // Four requests counted so far (the preflight is not); one quota with the events.
    assert_eq!(server.get("/api/v1/events").status, 200);
    assert_eq!(server.get(UNITS).status, 200);
    let limited = server.get(UNITS);
    assert_eq!(limited.status, 429);
    assert_eq!(limited.json()["error"]["code"], "RATE_LIMITED");
}
