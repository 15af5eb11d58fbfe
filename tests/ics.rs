//! The iCalendar feed `GET /api/v1/events.ics` through the public API with a pinned clock, on
//! the fixture: every filter against the JSON, the calendar's properties, each kind of event,
//! escaping and folding, stable `UID`/`DTSTAMP`, and the errors, methods and rate limit it shares
//! with the JSON.
//!
//! Every feed is read with a real iCalendar parser (the `icalendar` crate), after its wire format
//! is checked, and compared, event by event, with the JSON of the same query: same events in the
//! same order, same UID, same times.
#![allow(
    clippy::unwrap_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a failure is a failed test"
)]
#![allow(
    clippy::disallowed_methods,
    reason = "test: chrono's strftime is the independent oracle of what the library writes"
)]

mod common;

use calendar::catalog::{Arg, phrase, say};
use calendar::lang::Locale;
use calendar::{
    CACHE_CONTROL_OK, Dataset, EVENTS_ICS_PATH as ICS, EVENTS_PATH as JSON, LimitConfig, Request,
    Response, Service,
};
use chrono::{DateTime, Days, FixedOffset, NaiveDate, Timelike, Utc};
use common::ics::{by_uid, parse, vevents};
use common::{FIXTURE, at, json, unlimited};
use icalendar::{CalendarComponent, CalendarDateTime, Component, DatePerhapsTime, EventLike};
use serde_json::Value;

/// A word of the default feed (Chinese), as the catalog has it.
fn zh(id: &str) -> &'static str {
    phrase(Locale::ZhCn, id)
}

/// A message of the default feed with its values, as the catalog tells it.
fn zh_told(id: &str, args: &[(&str, &str)]) -> String {
    let args: Vec<(&str, Arg<'_>)> = args.iter().map(|(k, v)| (*k, Arg::Str(v))).collect();
    say(Locale::ZhCn, id, &args)
}

/// Inside version 5: some events have ended, some are live, some upcoming.
const NOW: &str = "2026-08-20T12:00:00+08:00";
/// After every end in the fixture: only what never ends is still live.
const LATER: &str = "2026-11-25T12:00:00+08:00";

fn get<'a>(path: &'a str, query: &'a str, now: &str) -> Request<'a> {
    common::request("GET", path, query, now)
}

fn shanghai() -> FixedOffset {
    FixedOffset::east_opt(8 * 3600).unwrap()
}

fn utc(time: DateTime<Utc>) -> DatePerhapsTime {
    DatePerhapsTime::DateTime(CalendarDateTime::Utc(time.with_nanosecond(0).unwrap()))
}

/// What the feed must say for a JSON event (of a body whose versions are `versions`): its start
/// and end as iCalendar values, and whether its end is estimated. This is the documented
/// placement, restated independently.
fn expected_times(event: &Value, versions: &[Value]) -> Expected {
    let start = at(event["start"].as_str().unwrap());
    if event["milestone"] == true {
        return Expected::Timed(utc(start), None);
    }
    if let Some(end) = event["end"].as_str() {
        return Expected::Timed(utc(start), Some(utc(at(end))));
    }
    let day = |t: DateTime<Utc>| t.with_timezone(&shanghai()).date_naive();
    let first = day(start);
    let last = estimated_end(event, versions)
        .map(day)
        .filter(|last| *last >= first);
    let after = last
        .unwrap_or(first)
        .checked_add_days(Days::new(1))
        .unwrap();
    let (first, after) = (DatePerhapsTime::Date(first), DatePerhapsTime::Date(after));
    match last {
        Some(_) => Expected::Estimated(first, after),
        None => Expected::Marker(first, after),
    }
}

/// How a JSON event is placed in the feed: timed (or an instant), the one-day marker of an
/// open-ended event, or an open-ended event's days through an estimated end.
#[derive(Clone)]
enum Expected {
    Timed(DatePerhapsTime, Option<DatePerhapsTime>),
    Marker(DatePerhapsTime, DatePerhapsTime),
    Estimated(DatePerhapsTime, DatePerhapsTime),
}

/// The end the feed shows an open-ended event through, if any: its `estimatedEnd`, else (its
/// start announced) its version's `endsAt`; never for a permanent event.
fn estimated_end(event: &Value, versions: &[Value]) -> Option<DateTime<Utc>> {
    if event["permanent"] == true {
        return None;
    }
    if let Some(estimate) = event["sourceMeta"]["estimatedEnd"].as_str() {
        return Some(at(estimate));
    }
    if event["startUnknown"] == true {
        return None;
    }
    let version = versions
        .iter()
        .find(|v| v["versionKey"] == event["versionKey"])
        .unwrap();
    version["endsAt"].as_str().map(at)
}

/// The feed's DTSTAMP: the dataset's `source.updatedAt`, else its `generatedAt`.
fn expected_stamp() -> DateTime<Utc> {
    let fixture: Value = serde_json::from_str(FIXTURE).unwrap();
    let stamp = fixture["source"]["updatedAt"]
        .as_str()
        .or(fixture["generatedAt"].as_str())
        .unwrap();
    at(stamp)
}

/// Compares the feed with the JSON of the same query at `now`, event by event.
fn check_same_events(service: &Service, query: &str, now: &str) -> usize {
    let response = service.handle(&get(JSON, query, now));
    assert_eq!(response.status, 200, "{query}: {:?}", json(&response));
    let json = json(&response);
    let (calendar, _) = parse(&service.handle(&get(ICS, query, now)));
    let events = json["data"]["events"].as_array().unwrap();
    let versions = json["data"]["versions"].as_array().unwrap();
    let vevents = vevents(&calendar);
    assert_eq!(vevents.len(), events.len(), "{query}: one VEVENT per event");
    let stamp = expected_stamp();
    for (event, vevent) in events.iter().zip(&vevents) {
        let id = event["id"].as_str().unwrap();
        let context = format!("{query} at {now}: event {id}");
        assert_eq!(
            vevent.get_uid(),
            Some(format!("{id}@endfield-calendar").as_str()),
            "{context}"
        );
        let expected = expected_times(event, versions);
        let (start, end) = match expected.clone() {
            Expected::Timed(start, end) => (start, end),
            Expected::Marker(start, end) | Expected::Estimated(start, end) => (start, Some(end)),
        };
        assert_eq!(vevent.get_start(), Some(start), "{context}: DTSTART");
        assert_eq!(vevent.get_end(), end, "{context}: DTEND");
        assert_eq!(vevent.get_timestamp(), Some(stamp), "{context}: DTSTAMP");
        let summary = vevent.get_summary().unwrap();
        assert!(
            summary.starts_with(event["title"].as_str().unwrap()),
            "{context}: {summary}"
        );
        assert_eq!(
            summary.contains(zh("ics-summary-open-ended")),
            matches!(expected, Expected::Marker(..)),
            "{context}: {summary}"
        );
        assert_eq!(
            summary.contains(zh("ics-summary-end-estimated")),
            matches!(expected, Expected::Estimated(..)),
            "{context}: {summary}"
        );
        assert_eq!(
            summary.contains(zh("ics-summary-start-unknown")),
            event["startUnknown"] == true,
            "{context}: {summary}"
        );
        assert_eq!(
            vevent.get_categories(),
            Some(vec![event["category"].as_str().unwrap().to_string()]),
            "{context}"
        );
        assert_eq!(vevent.get_url(), event["image"].as_str(), "{context}");
        let description = vevent.get_description().unwrap();
        assert!(
            description.contains(&zh_told("ics-notice", &[])),
            "{context}"
        );
        for (field, id, name) in [
            ("related", "ics-related", "related"),
            ("startLabel", "ics-start-label", "label"),
            ("endLabel", "ics-end-label", "label"),
        ] {
            if let Some(value) = event[field].as_str() {
                assert!(
                    description.contains(&zh_told(id, &[(name, value)])),
                    "{context}: {field} missing from {description:?}"
                );
            }
        }
        assert_eq!(vevent.property_value("TRANSP"), Some("TRANSPARENT"));
    }
    events.len()
}

#[test]
fn every_filter_combination_gives_the_events_of_the_json() {
    let service = unlimited();
    let categories = ["operator", "arsenal", "permanent", "limited", "update"];
    let mut category_values = vec!["all".to_string()];
    for mask in 1u32..32 {
        let names: Vec<&str> = (0..5)
            .filter(|bit| mask & (1 << bit) != 0)
            .map(|bit| categories[bit])
            .collect();
        category_values.push(names.join(","));
    }
    let versions = [
        "all",
        "version-1",
        "version-2",
        "version-3",
        "version-4",
        "version-5",
        "version-6",
        "5",
    ];
    let statuses = ["all", "upcoming", "live", "ended"];
    // Time windows, including one that holds only the milestone's instant.
    let windows = [
        "from=2026-08-01T00:00:00%2B08:00",
        "to=2026-08-01T00:00:00%2B08:00",
        "from=2026-08-01T00:00:00%2B08:00&to=2026-08-31T00:00:00%2B08:00",
        "from=2026-08-26T04:00:00%2B08:00&to=2026-08-26T04:00:01%2B08:00",
        "from=2020-01-01T00:00:00Z&to=2030-01-01T00:00:00Z",
        "from=2030-01-01T00:00:00Z",
    ];
    for now in [NOW, LATER] {
        let mut returned = 0;
        let mut empty = 0;
        let mut check = |query: &str| {
            let n = check_same_events(&service, query, now);
            returned += n;
            empty += usize::from(n == 0);
        };
        for version in versions {
            for category in &category_values {
                for status in statuses {
                    check(&format!(
                        "version={version}&category={category}&status={status}"
                    ));
                }
            }
        }
        for window in windows {
            for category in ["all", "operator,arsenal", "permanent", "update"] {
                for status in statuses {
                    check(&format!("{window}&category={category}&status={status}"));
                }
            }
        }
        assert!(
            returned > 3_000,
            "the combinations returned {returned} events at {now}"
        );
        assert!(empty > 0, "empty feeds are covered too at {now}");
        // No parameters at all: every event of the fixture.
        assert_eq!(check_same_events(&service, "", now), 42);
    }
}

#[test]
fn the_feed_has_the_calendar_properties_and_the_resource_headers() {
    let response = unlimited().handle(&get(ICS, "category=operator,arsenal&version=5", NOW));
    assert_eq!(response.header("Access-Control-Allow-Origin"), Some("*"));
    assert_eq!(response.header("Cache-Control"), Some(CACHE_CONTROL_OK));
    assert_eq!(response.header("X-Content-Type-Options"), Some("nosniff"));
    assert!(response.header("ETag").unwrap().starts_with("W/\""));
    for absent in [
        "RateLimit",
        "RateLimit-Policy",
        "RateLimit-Limit",
        "Retry-After",
    ] {
        assert_eq!(response.header(absent), None, "{absent} on a cacheable 200");
    }
    let (calendar, lines) = parse(&response);
    for line in [
        "VERSION:2.0",
        "CALSCALE:GREGORIAN",
        "X-WR-TIMEZONE:Asia/Shanghai",
        "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
        "X-PUBLISHED-TTL:PT1H",
        "BEGIN:VTIMEZONE",
        "TZID:Asia/Shanghai",
    ] {
        let count = lines.iter().filter(|l| *l == line).count();
        assert_eq!(count, 1, "{line} appears once in\n{}", lines.join("\n"));
    }
    assert!(lines.iter().any(|l| l.starts_with("PRODID:")));
    // The name says which filters the subscription has.
    assert_eq!(
        calendar.get_name(),
        Some(
            format!(
                "{} — operator + arsenal · version-5",
                zh_told("ics-name", &[])
            )
            .as_str()
        )
    );
    let name = lines
        .iter()
        .find(|l| l.starts_with("X-WR-CALNAME:"))
        .unwrap();
    assert!(name.contains("operator + arsenal · version-5"), "{name}");
    assert_eq!(calendar.get_timezone(), Some("Asia/Shanghai"));
    // Nothing else but events and the time zone in the calendar.
    for component in &calendar.components {
        match component {
            CalendarComponent::Event(_) => {}
            CalendarComponent::Other(other) => assert_eq!(other.component_kind(), "VTIMEZONE"),
            other => panic!("unexpected component {other:?}"),
        }
    }
}

#[test]
fn open_ended_milestone_and_unknown_start_events_are_all_there() {
    let (calendar, _) = parse(&unlimited().handle(&get(ICS, "", NOW)));
    // Open-ended with no end at all, not even a tentative one: all day through the date its
    // version (version-5, to 2026-09-02 06:00) ends, told as an estimate.
    let open = by_uid(&calendar, "weapon-pupil@endfield-calendar");
    let day = |m, d| DatePerhapsTime::Date(NaiveDate::from_ymd_opt(2026, m, d).unwrap());
    assert_eq!(open.get_start(), Some(day(8, 9)));
    assert_eq!(open.get_end(), Some(day(9, 3)));
    let estimated = format!("「明曜申领」{}", zh("ics-summary-end-estimated"));
    assert_eq!(open.get_summary(), Some(estimated.as_str()));
    let description = open.get_description().unwrap();
    let through = zh_told(
        "ics-through-version-end",
        &[
            ("start", "2026年8月9日 12:00"),
            ("zone", "Asia/Shanghai"),
            ("end", "2026年9月2日 06:00（暂定）"),
        ],
    );
    assert!(description.contains(&through), "{description}");
    let end = zh_told(
        "ics-end-label",
        &[("label", "「冬猎」后第1个特许寻访结束时")],
    );
    assert!(description.contains(&end), "{description}");
    // A milestone: an instant, no DTEND.
    let milestone = by_uid(&calendar, "secret-realm-update@endfield-calendar");
    assert_eq!(
        milestone.get_start(),
        Some(utc(at("2026-08-26T04:00:00+08:00")))
    );
    assert_eq!(milestone.get_end(), None);
    // An unknown start says so.
    let unknown = by_uid(&calendar, "next-version-warmup@endfield-calendar");
    let summary = format!("新版本预热签到活动{}", zh("ics-summary-start-unknown"));
    assert_eq!(unknown.get_summary(), Some(summary.as_str()));
    let start = zh_told(
        "ics-start-label",
        &[("label", "待官方公布（海报标注为 ??）")],
    );
    assert!(unknown.get_description().unwrap().contains(&start));
}

#[test]
fn an_open_ended_event_whose_version_has_no_end_keeps_the_marker() {
    // The fixture with version-6, the last, open-ended: 「幽寒申领」 (version-6, no end, no
    // estimate) has nothing to run to.
    let mut document: Value = serde_json::from_str(FIXTURE).unwrap();
    let versions = document["data"]["versions"].as_array_mut().unwrap();
    let last = versions.last_mut().unwrap();
    assert_eq!(last["versionKey"], "version-6");
    let day = |m, d| DatePerhapsTime::Date(NaiveDate::from_ymd_opt(2026, m, d).unwrap());
    for (ends_at, end, marker) in [
        (
            last["endsAt"].clone(),
            day(10, 16),
            "ics-summary-end-estimated",
        ),
        (Value::Null, day(9, 3), "ics-summary-open-ended"),
    ] {
        let summary = format!("「幽寒申领」{}", zh(marker));
        document["data"]["versions"][5]["endsAt"] = ends_at;
        let dataset = Dataset::from_json(&document.to_string()).unwrap();
        let service = Service::new(dataset, LimitConfig::default());
        let (calendar, _) = parse(&service.handle(&get(ICS, "", NOW)));
        let open = by_uid(&calendar, "deep-cold-issue@endfield-calendar");
        assert_eq!(open.get_start(), Some(day(9, 2)), "{summary}");
        assert_eq!(open.get_end(), Some(end), "{summary}");
        assert_eq!(open.get_summary(), Some(summary.as_str()));
        // Every event of the feed is still placed by the documented rule.
        assert_eq!(check_same_events(&service, "", NOW), 42);
    }
    // A start that is only a placeholder bounds no span either: 「细枝申领」 of the uncertain
    // fixture (start not announced, no end, no estimate; its version-7 ends) stays the marker.
    let (calendar, _) =
        parse(&common::uncertain().handle(&get(ICS, "", "2026-11-01T12:00:00+08:00")));
    let placeholder = by_uid(&calendar, "xizhi@endfield-calendar");
    let day = NaiveDate::from_ymd_opt(2026, 11, 20).unwrap();
    assert_eq!(placeholder.get_start(), Some(DatePerhapsTime::Date(day)));
    assert_eq!(
        placeholder.get_end(),
        Some(DatePerhapsTime::Date(day.succ_opt().unwrap()))
    );
    assert!(
        placeholder
            .get_summary()
            .unwrap()
            .ends_with(zh("ics-summary-open-ended"))
    );
}

#[test]
fn text_is_escaped_and_folded_so_that_it_reads_back_exactly() {
    let title = "「临渊望北」特许寻访, part; one \\ two — 这是一个很长的标题，用来检查折行不会把汉字切成两半".repeat(2);
    let description = "第一行\n第二行, with ; and \\ and \"quotes\"\r\nthird: line";
    // Written as the generator publishes URLs (percent-encoded ASCII; the dataset refuses others).
    let image = "https://example.org/%E6%B1%A0%20pools/a.png?x=1,2;3";
    let mut value: Value = serde_json::from_str(FIXTURE).unwrap();
    let event = &mut value["data"]["events"][0];
    event["title"] = title.clone().into();
    event["description"] = description.into();
    event["sourceNote"] = "note, with; specials\\".into();
    event["image"] = image.into();
    let id = event["id"].as_str().unwrap().to_string();
    let service = Service::new(
        Dataset::from_json(&value.to_string()).unwrap(),
        LimitConfig::default(),
    );
    let response = service.handle(&get(ICS, "", NOW));
    let (calendar, _) = parse(&response);
    let event = by_uid(&calendar, &format!("{id}@endfield-calendar"));
    assert_eq!(event.get_summary(), Some(title.as_str()));
    let read = event.get_description().unwrap();
    assert!(
        read.starts_with("第一行\n第二行, with ; and \\ and \"quotes\"\nthird: line\n"),
        "{read:?}"
    );
    assert!(
        read.contains(&format!(
            "{}\n",
            zh_told("ics-source", &[("note", "note, with; specials\\")])
        )),
        "{read:?}"
    );
    assert_eq!(event.get_url(), Some(image));
    // The long title had to be folded, and was, between characters (`parse` checked that every
    // physical line is whole UTF-8).
    let text = String::from_utf8(response.body.to_vec()).unwrap();
    assert!(text.contains("\r\n "), "folded lines");
}

#[test]
fn uid_and_dtstamp_do_not_change_between_requests_or_services() {
    let stamps_and_uids = |service: &Service, now: &str| {
        let (calendar, lines) = parse(&service.handle(&get(ICS, "", now)));
        let uids: Vec<String> = vevents(&calendar)
            .iter()
            .map(|e| e.get_uid().unwrap().to_string())
            .collect();
        let stamps: Vec<String> = lines
            .iter()
            .filter(|l| l.starts_with("DTSTAMP:"))
            .cloned()
            .collect();
        (uids, stamps)
    };
    let first = unlimited();
    let second = unlimited();
    let a = stamps_and_uids(&first, NOW);
    assert_eq!(
        a,
        stamps_and_uids(&first, "2026-08-20T12:00:01+08:00"),
        "a second later"
    );
    assert_eq!(a, stamps_and_uids(&first, LATER), "months later");
    assert_eq!(a, stamps_and_uids(&second, NOW), "another service");
    assert_eq!(a.1.len(), 42);
    let stamp = expected_stamp()
        .format("DTSTAMP:%Y%m%dT%H%M%SZ")
        .to_string();
    assert!(a.1.iter().all(|s| *s == stamp), "{stamp}: {:?}", a.1);
}

#[test]
fn the_feed_shares_the_errors_cors_and_methods_of_the_json() {
    let service = unlimited();
    for query in [
        "status=soon",
        "bogus=1",
        "version=version-99",
        "from=2026-09-01T00:00:00Z&to=2026-08-01T00:00:00Z",
        "category=operator,,arsenal",
    ] {
        let response = service.handle(&get(ICS, query, NOW));
        assert_eq!(response.status, 400, "{query}");
        assert_eq!(
            response.header("Cache-Control"),
            Some("no-store"),
            "{query}"
        );
        assert_eq!(response.header("Access-Control-Allow-Origin"), Some("*"));
        assert_eq!(
            response.header("Content-Type"),
            Some("application/json; charset=utf-8")
        );
        let body = json(&response);
        assert_eq!(body["success"], false);
        assert_eq!(body["error"]["code"], "INVALID_QUERY");
        // The same problems as the JSON endpoint reports for the same query.
        assert_eq!(
            body["error"]["details"],
            json(&service.handle(&get(JSON, query, NOW)))["error"]["details"],
            "{query}"
        );
    }
    let post = service.handle(&common::request("POST", ICS, "", NOW));
    assert_eq!(post.status, 405);
    assert_eq!(post.header("Allow"), Some("GET, OPTIONS"));
    assert_eq!(post.header("Cache-Control"), Some("no-store"));
    let preflight = service.handle(&Request {
        access_control_request_headers: Some("If-None-Match"),
        ..common::request("OPTIONS", ICS, "", NOW)
    });
    assert_eq!(preflight.status, 204);
    assert_eq!(preflight.header("Access-Control-Allow-Origin"), Some("*"));
    assert_eq!(
        preflight.header("Access-Control-Allow-Methods"),
        Some("GET, OPTIONS")
    );
    assert_eq!(
        preflight.header("Access-Control-Allow-Headers"),
        Some("If-None-Match")
    );
    for path in [
        "/api/v1/events.ics/",
        "/api/v1/events.json",
        "/api/v1/events.ICS",
    ] {
        assert_eq!(service.handle(&get(path, "", NOW)).status, 404, "{path}");
    }
}

#[test]
fn both_representations_count_against_one_rate_limit() {
    let service = common::service_with(LimitConfig {
        max: 3,
        ..LimitConfig::default()
    });
    let send = |method: &str, path: &str, query: &str| -> Response {
        service.handle(&common::request(method, path, query, NOW))
    };
    assert_eq!(send("GET", JSON, "").status, 200);
    assert_eq!(send("GET", ICS, "").status, 200);
    // A preflight does not count.
    assert_eq!(send("OPTIONS", ICS, "").status, 204);
    assert_eq!(send("GET", ICS, "status=soon").status, 400);
    let limited = send("GET", ICS, "");
    assert_eq!(limited.status, 429);
    assert_eq!(json(&limited)["error"]["code"], "RATE_LIMITED");
    assert_eq!(limited.header("Cache-Control"), Some("no-store"));
    assert_eq!(
        limited.header("RateLimit-Policy"),
        Some("\"default\";q=3;w=60")
    );
    assert_eq!(send("GET", JSON, "").status, 429);
}
