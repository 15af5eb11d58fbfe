//! `GET /api/v1/units` through the public API at pinned moments, on `fixtures/units.json`: a
//! unit with two runs, a reconstruction rerun, an announced future run, a run with no end known
//! and an announced run whose start is only a placeholder.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    clippy::panic,
    reason = "tests: a failure is a failed test"
)]

mod common;

use calendar::{Dataset, LimitConfig, Response, Service, UNITS_PATH};
use common::{json, request};
use serde_json::{Value, json};

const UNITS: &str = include_str!("fixtures/units.json");

fn service() -> Service {
    let limits = LimitConfig {
        max: u32::MAX,
        ..LimitConfig::default()
    };
    Service::new(Dataset::from_json(UNITS).unwrap(), limits)
}

fn get(service: &Service, query: &str, now: &str) -> Response {
    service.handle(&request("GET", UNITS_PATH, query, now))
}

fn unit<'a>(body: &'a Value, name: &str) -> &'a Value {
    body["data"]["units"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["name"] == name)
        .unwrap_or_else(|| panic!("no unit {name}"))
}

fn ids(runs: &Value) -> Vec<&str> {
    runs.as_array()
        .unwrap()
        .iter()
        .map(|r| r["eventId"].as_str().unwrap())
        .collect()
}

const NOW: &str = "2026-05-01T12:00:00+08:00";

#[test]
fn every_featured_unit_is_listed_once_in_order_of_its_first_run() {
    let response = get(&service(), "", NOW);
    assert_eq!(response.status, 200);
    let body = json(&response);
    let names: Vec<&str> = body["data"]["units"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["伊冯", "艺术暴君", "汤汤", "玉中身", "明河"]);
    assert_eq!(body["meta"]["total"], 5);
    assert_eq!(
        body["meta"]["filters"],
        json!({"kind": "all", "name": null})
    );
    assert_eq!(unit(&body, "伊冯")["kind"], "operator");
    assert_eq!(unit(&body, "玉中身")["kind"], "weapon");
}

#[test]
fn a_unit_with_two_runs_and_a_reconstruction_rerun() {
    let body = json(&get(&service(), "", NOW));
    let yvonne = unit(&body, "伊冯");
    assert_eq!(ids(&yvonne["runs"]), ["op-first", "re-yvonne"]);
    assert_eq!(yvonne["runCount"], 2);
    assert_eq!(yvonne["firstRun"]["eventId"], "op-first");
    assert_eq!(yvonne["lastRun"]["eventId"], "re-yvonne");
    assert_eq!(yvonne["lastRun"]["poolType"], "reconstruction");
    assert_eq!(yvonne["runs"][0]["poolType"], "chartered");
    assert_eq!(yvonne["nextRun"], Value::Null);
    // The rerun ended 2026-04-10 06:00 +08:00: 21 days and 6 hours before NOW.
    assert_eq!(yvonne["daysSinceLastRun"], 21);
    // Its end's hour is not sourced: the run says so, as the event does.
    let rerun = &yvonne["lastRun"];
    assert_eq!(rerun["certainty"], "unconfirmed-hour");
    assert_eq!(rerun["hourUnconfirmed"], json!(["end"]));
    assert_eq!(rerun["status"], "ended");
    assert_eq!(rerun["end"], "2026-04-10T06:00:00+08:00");
    // While the rerun is live, it is zero days.
    let live = json(&get(&service(), "name=伊冯", "2026-04-01T00:00:00Z"));
    assert_eq!(unit(&live, "伊冯")["daysSinceLastRun"], 0);
    assert_eq!(unit(&live, "伊冯")["lastRun"]["status"], "live");
}

#[test]
fn an_announced_future_run_is_the_next_run_and_not_counted() {
    let body = json(&get(&service(), "", NOW));
    let tangtang = unit(&body, "汤汤");
    assert_eq!(ids(&tangtang["runs"]), ["op-second", "re-tangtang"]);
    assert_eq!(tangtang["runCount"], 1);
    assert_eq!(tangtang["lastRun"]["eventId"], "op-second");
    assert_eq!(tangtang["nextRun"]["eventId"], "re-tangtang");
    assert_eq!(tangtang["nextRun"]["status"], "upcoming");
    // A unit whose only run is announced with a placeholder start: nothing has begun.
    let ming_he = unit(&body, "明河");
    assert_eq!(ming_he["runCount"], 0);
    assert_eq!(ming_he["firstRun"], Value::Null);
    assert_eq!(ming_he["lastRun"], Value::Null);
    assert_eq!(ming_he["daysSinceLastRun"], Value::Null);
    assert_eq!(ming_he["nextRun"]["startUnknown"], true);
    assert_eq!(ming_he["nextRun"]["certainty"], "estimated");
}

#[test]
fn a_run_with_no_end_known_is_live_so_zero_days() {
    let body = json(&get(&service(), "", NOW));
    let open = unit(&body, "玉中身");
    assert_eq!(open["runs"][0]["end"], Value::Null);
    assert_eq!(open["runs"][0]["status"], "live");
    assert_eq!(open["daysSinceLastRun"], 0);
    assert_eq!(open["runCount"], 1);
}

#[test]
fn the_filters_select_by_kind_and_by_name() {
    let service = service();
    let weapons = json(&get(&service, "kind=weapon", NOW));
    let names: Vec<&str> = weapons["data"]["units"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["艺术暴君", "玉中身"]);
    assert_eq!(weapons["meta"]["filters"]["kind"], "weapon");
    let one = json(&get(&service, "name=%E6%B1%A4%E6%B1%A4", NOW));
    assert_eq!(one["meta"]["total"], 1);
    assert_eq!(one["meta"]["filters"]["name"], "汤汤");
    // A name no pool features is an empty list, not an error.
    let none = get(&service, "name=nobody", NOW);
    assert_eq!(none.status, 200);
    assert_eq!(json(&none)["meta"]["total"], 0);
}

#[test]
fn a_bad_query_is_the_api_error_envelope_with_every_problem() {
    let response = get(&service(), "kind=hero&lang=xx&since=1", NOW);
    assert_eq!(response.status, 400);
    let body = json(&response);
    assert_eq!(body["success"], false);
    assert_eq!(body["error"]["code"], "INVALID_QUERY");
    let problems: Vec<(&str, &str)> = body["error"]["details"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["parameter"].as_str().unwrap(),
                p["code"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        problems,
        [
            ("since", "UNKNOWN_PARAMETER"),
            ("kind", "INVALID_KIND"),
            ("lang", "INVALID_LANG")
        ]
    );
}

#[test]
fn times_are_told_on_the_server_asked_for_and_titles_in_english_where_given() {
    let body = json(&get(&service(), "server=americas-europe", NOW));
    let first = &unit(&body, "伊冯")["runs"][0];
    assert!(
        first["start"].as_str().unwrap().ends_with("-05:00"),
        "{first}"
    );
    assert_eq!(body["timeZone"], "Etc/GMT+5");
    let english = json(&get(&service(), "lang=en", NOW));
    let runs = &unit(&english, "伊冯")["runs"];
    assert_eq!(
        runs[1]["title"],
        "[Resplendent Spectrum] RE-Factor Headhunting #1"
    );
    assert_eq!(
        runs[0]["title"], "「热烈色彩」特许寻访",
        "Chinese where no English is given"
    );
}

#[test]
fn the_tag_changes_with_the_days_since_and_a_conditional_request_is_a_304() {
    let service = service();
    let first = get(&service, "", NOW);
    let tag = first.header("ETag").unwrap().to_string();
    // An hour later nothing a unit says has changed: the same tag, and a 304 without a body.
    let later = "2026-05-01T13:00:00+08:00";
    let same = service.handle(&calendar::Request {
        if_none_match: Some(&tag),
        ..request("GET", UNITS_PATH, "", later)
    });
    assert_eq!(same.status, 304);
    assert!(same.body.is_empty());
    // Once a day has passed since the rerun's end, the days since change: a new tag, and
    // `Last-Modified` is that day's boundary.
    let next_day = get(&service, "", "2026-05-02T06:30:00+08:00");
    assert_ne!(next_day.header("ETag").unwrap(), tag);
    assert_eq!(
        next_day.header("Last-Modified"),
        Some("Fri, 01 May 2026 22:00:00 GMT")
    );
    assert_eq!(
        first.header("Cache-Control"),
        Some(calendar::CACHE_CONTROL_OK)
    );
    let tags = first.header("Cache-Tag").unwrap();
    assert!(tags.ends_with(",calendar-route-units"), "{tags}");
}

#[test]
fn english_names_appear_only_where_the_dataset_gives_them() {
    let service = service();
    let body = json(&get(&service, "", NOW));
    assert_eq!(unit(&body, "伊冯")["nameEn"], "Yvonne");
    for name in ["艺术暴君", "汤汤", "玉中身", "明河"] {
        assert_eq!(
            unit(&body, name)["nameEn"],
            Value::Null,
            "{name}: no source"
        );
    }
    // The English name selects the unit, in any case, on the units and on the events.
    let by_english = json(&get(&service, "name=yvonne", NOW));
    assert_eq!(by_english["meta"]["total"], 1);
    assert_eq!(by_english["data"]["units"][0]["name"], "伊冯");
    let events = |query: &str| {
        let response = service.handle(&request("GET", calendar::EVENTS_PATH, query, NOW));
        assert_eq!(response.status, 200, "{query}");
        json(&response)
    };
    let ids = |body: &Value| -> Vec<String> {
        body["data"]["events"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["id"].as_str().unwrap().to_string())
            .collect()
    };
    let chinese = events("featured=%E4%BC%8A%E5%86%AF");
    assert_eq!(ids(&chinese), ["op-first", "re-yvonne"]);
    assert_eq!(ids(&events("featured=Yvonne")), ids(&chinese));
    assert_eq!(chinese["meta"]["filters"]["featured"], json!(["伊冯"]));
    // Under lang=en, `featured` is English where `featuredEn` names the unit, Chinese elsewhere,
    // with the Chinese names beside; a filter by either name still selects.
    let english = events("lang=en&featured=Yvonne,%20%E6%B1%A4%E6%B1%A4");
    assert_eq!(
        ids(&english),
        ["op-first", "op-second", "re-yvonne", "re-tangtang"]
    );
    for event in english["data"]["events"].as_array().unwrap() {
        let zh = event["featuredZh"].as_array().unwrap();
        let en = event["featuredEn"].as_array().unwrap();
        let shown = event["featured"].as_array().unwrap();
        assert_eq!(zh.len(), shown.len());
        for ((shown, zh), en) in shown.iter().zip(zh).zip(en) {
            let expected = if en.is_null() { zh } else { en };
            assert_eq!(shown, expected, "{}", event["id"]);
        }
    }
    let plain = events("");
    for event in plain["data"]["events"].as_array().unwrap() {
        assert!(event.get("featuredZh").is_none(), "only under lang=en");
    }
}

#[test]
fn the_english_page_names_a_unit_in_english_only_where_the_dataset_does() {
    let service = service();
    let page = |query: &str| {
        let response = service.handle(&request("GET", "/", query, "2026-04-01T00:00:00Z"));
        assert_eq!(response.status, 200);
        String::from_utf8(response.body.to_vec()).unwrap()
    };
    let english = page("lang=en");
    assert!(english.contains("Rate-up: Yvonne"), "the sourced name");
    // No source: the Chinese name, in its language and marked untranslated, saying why.
    assert!(
        english.contains(
            "Rate-up: <span class=\"untranslated\" lang=\"zh-CN\" title=\"No official English \
             name recorded here\">玉中身</span>"
        ),
        "no source: the Chinese name, marked"
    );
    assert!(!english.contains("Rate-up: 伊冯"));
    let chinese = page("lang=zh");
    assert!(chinese.contains("UP：伊冯") && !chinese.contains("Yvonne"));
}
