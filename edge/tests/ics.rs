//! Black-box tests of the iCalendar feed `GET /api/v1/events.ics`, over HTTP only, so that they
//! run unchanged against `calendar-serve` and the Worker (`CALENDAR_TEST_FACE`).
//!
//! Every feed is read with a real iCalendar parser (the `icalendar` crate) and compared, event by
//! event, with the JSON of the same query: same events in the same order, same UID, same times.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a failure is a failed test"
)]

mod common;

use chrono::{DateTime, Days, FixedOffset, NaiveDate, Timelike, Utc};
use common::ics::vevents;
use common::{
    CACHE_CONTROL_OK, HttpResponse, ICS, JSON, Server, edited_fixture, fixture_json, time,
    unlimited_server,
};
use icalendar::{
    Calendar, CalendarComponent, CalendarDateTime, Component, DatePerhapsTime, EventLike,
};
use serde_json::Value;

fn shanghai() -> FixedOffset {
    FixedOffset::east_opt(8 * 3600).unwrap()
}

/// Checks the wire format RFC 5545 (3.1) asks for, which a lenient parser would forgive: CRLF
/// line ends, lines of at most 75 octets, folds that start with one space and never split a
/// character (the body is UTF-8 as a whole and every physical line is UTF-8 on its own), no
/// control characters, balanced components. Returns the unfolded logical lines.
fn check_wire_format(body: &[u8]) -> Vec<String> {
    let text = std::str::from_utf8(body).expect("the feed is UTF-8");
    assert!(text.ends_with("\r\n"), "the feed ends with CRLF");
    let mut logical: Vec<String> = Vec::new();
    for (n, line) in text.split_inclusive("\r\n").enumerate() {
        let line = line
            .strip_suffix("\r\n")
            .expect("every line ends with CRLF");
        assert!(!line.contains(['\r', '\n']), "line {n}: a bare CR or LF");
        assert!(
            line.len() <= 75,
            "line {n} has {} octets: {line:?}",
            line.len()
        );
        assert!(
            !line.chars().any(|c| c.is_control() && c != '\t'),
            "line {n}: a control character: {line:?}"
        );
        match line.strip_prefix(' ') {
            Some(rest) => logical
                .last_mut()
                .expect("a fold follows a line")
                .push_str(rest),
            None => logical.push(line.to_string()),
        }
    }
    let mut open: Vec<&str> = Vec::new();
    for line in &logical {
        if let Some(name) = line.strip_prefix("BEGIN:") {
            open.push(name);
        } else if let Some(name) = line.strip_prefix("END:") {
            assert_eq!(open.pop(), Some(name), "END:{name} closes what was opened");
        }
    }
    assert!(open.is_empty(), "unclosed components: {open:?}");
    assert_eq!(logical.first().map(String::as_str), Some("BEGIN:VCALENDAR"));
    logical
}

/// Parses a feed response with the real parser, after checking the response and wire format.
fn parse_feed(response: &HttpResponse) -> (Calendar, Vec<String>) {
    assert_eq!(
        response.status,
        200,
        "{}",
        String::from_utf8_lossy(&response.body)
    );
    assert_eq!(
        response.header("content-type"),
        Some("text/calendar; charset=utf-8")
    );
    let lines = check_wire_format(&response.body);
    let calendar: Calendar = response.text().parse().expect("the feed parses");
    (calendar, lines)
}

fn utc(time: DateTime<Utc>) -> DatePerhapsTime {
    DatePerhapsTime::DateTime(CalendarDateTime::Utc(time.with_nanosecond(0).unwrap()))
}

/// What the feed must say for a JSON event: its start and end as iCalendar values, and the
/// markers its summary carries. This is the documented placement, restated independently.
fn expected_times(event: &Value) -> (DatePerhapsTime, Option<DatePerhapsTime>) {
    let start = time(event["start"].as_str().unwrap());
    if event["milestone"] == true {
        return (utc(start), None);
    }
    match event["end"].as_str() {
        Some(end) => (utc(start), Some(utc(time(end)))),
        None => {
            let day = start.with_timezone(&shanghai()).date_naive();
            let next = day.checked_add_days(Days::new(1)).unwrap();
            (
                DatePerhapsTime::Date(day),
                Some(DatePerhapsTime::Date(next)),
            )
        }
    }
}

/// The feed's DTSTAMP: the dataset's `source.updatedAt`, else its `generatedAt`.
fn expected_stamp() -> DateTime<Utc> {
    let fixture = fixture_json();
    let stamp = fixture["source"]["updatedAt"]
        .as_str()
        .or(fixture["generatedAt"].as_str())
        .unwrap();
    time(stamp)
}

/// Compares the feed with the JSON of the same query, event by event.
fn check_same_events(server: &Server, query: &str) -> usize {
    let json = server.get(&format!("{JSON}?{query}"));
    assert_eq!(json.status, 200, "{query}: {}", json.text());
    let json = json.json();
    let (calendar, _) = parse_feed(&server.get(&format!("{ICS}?{query}")));
    let events = json["data"]["events"].as_array().unwrap();
    let vevents = vevents(&calendar);
    assert_eq!(vevents.len(), events.len(), "{query}: one VEVENT per event");
    let stamp = expected_stamp();
    for (event, vevent) in events.iter().zip(&vevents) {
        let id = event["id"].as_str().unwrap();
        let context = format!("{query}: event {id}");
        assert_eq!(
            vevent.get_uid(),
            Some(format!("{id}@endfield-calendar").as_str()),
            "{context}"
        );
        let (start, end) = expected_times(event);
        assert_eq!(vevent.get_start(), Some(start), "{context}: DTSTART");
        assert_eq!(vevent.get_end(), end, "{context}: DTEND");
        assert_eq!(vevent.get_timestamp(), Some(stamp), "{context}: DTSTAMP");
        let summary = vevent.get_summary().unwrap();
        assert!(
            summary.starts_with(event["title"].as_str().unwrap()),
            "{context}: {summary}"
        );
        let open_ended = event["end"].is_null() && event["milestone"] != true;
        assert_eq!(
            summary.contains("(open-ended)"),
            open_ended,
            "{context}: {summary}"
        );
        assert_eq!(
            summary.contains("(start date unknown)"),
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
            description.contains("Unofficial community data"),
            "{context}"
        );
        for (field, label) in [
            ("related", "Related: "),
            ("startLabel", "Start: "),
            ("endLabel", "End: "),
        ] {
            if let Some(value) = event[field].as_str() {
                assert!(
                    description.contains(&format!("{label}{value}")),
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
    let server = unlimited_server();
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
    let mut returned = 0;
    let mut empty = 0;
    for version in versions {
        for category in &category_values {
            for status in statuses {
                let query = format!("version={version}&category={category}&status={status}");
                let n = check_same_events(&server, &query);
                returned += n;
                empty += usize::from(n == 0);
            }
        }
    }
    // Time windows, including one that holds only the milestone's instant.
    let windows = [
        "from=2026-08-01T00:00:00%2B08:00",
        "to=2026-08-01T00:00:00%2B08:00",
        "from=2026-08-01T00:00:00%2B08:00&to=2026-08-31T00:00:00%2B08:00",
        "from=2026-08-26T04:00:00%2B08:00&to=2026-08-26T04:00:01%2B08:00",
        "from=2020-01-01T00:00:00Z&to=2030-01-01T00:00:00Z",
        "from=2030-01-01T00:00:00Z",
    ];
    for window in windows {
        for category in ["all", "operator,arsenal", "permanent", "update"] {
            for status in statuses {
                let query = format!("{window}&category={category}&status={status}");
                let n = check_same_events(&server, &query);
                returned += n;
                empty += usize::from(n == 0);
            }
        }
    }
    assert!(
        returned > 3_000,
        "the combinations returned {returned} events"
    );
    assert!(empty > 0, "empty feeds are covered too");
    // No parameters at all: every event of the fixture.
    assert_eq!(check_same_events(&server, ""), 42);
}

#[test]
fn the_feed_has_the_calendar_properties_and_the_resource_headers() {
    let server = unlimited_server();
    let response = server.get(&format!("{ICS}?category=operator,arsenal&version=5"));
    assert_eq!(response.header("access-control-allow-origin"), Some("*"));
    assert_eq!(response.header("cache-control"), Some(CACHE_CONTROL_OK));
    assert_eq!(response.header("x-content-type-options"), Some("nosniff"));
    assert!(response.header("etag").unwrap().starts_with("W/\""));
    for absent in [
        "ratelimit",
        "ratelimit-policy",
        "ratelimit-limit",
        "retry-after",
    ] {
        assert_eq!(response.header(absent), None, "{absent} on a cacheable 200");
    }
    let (calendar, lines) = parse_feed(&response);
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
        Some("Arknights: Endfield calendar — operator + arsenal · version-5")
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
    let server = unlimited_server();
    let (calendar, _) = parse_feed(&server.get(ICS));
    let by_uid = |id: &str| {
        let uid = format!("{id}@endfield-calendar");
        vevents(&calendar)
            .into_iter()
            .find(|e| e.get_uid() == Some(uid.as_str()))
            .unwrap_or_else(|| panic!("{id} is missing from the feed"))
    };
    // Open-ended: an all-day marker on its start day in Asia/Shanghai.
    let open = by_uid("weapon-pupil");
    let day = NaiveDate::from_ymd_opt(2026, 8, 9).unwrap();
    assert_eq!(open.get_start(), Some(DatePerhapsTime::Date(day)));
    assert_eq!(
        open.get_end(),
        Some(DatePerhapsTime::Date(day.succ_opt().unwrap()))
    );
    assert_eq!(open.get_summary(), Some("「明曜申领」 (open-ended)"));
    let description = open.get_description().unwrap();
    assert!(
        description.contains("Starts 2026-08-09 12:00 (Asia/Shanghai)"),
        "{description}"
    );
    assert!(
        description.contains("End: 「冬猎」后第1个特许寻访结束时"),
        "{description}"
    );
    // A milestone: an instant, no DTEND.
    let milestone = by_uid("secret-realm-update");
    assert_eq!(
        milestone.get_start(),
        Some(utc(time("2026-08-26T04:00:00+08:00")))
    );
    assert_eq!(milestone.get_end(), None);
    // An unknown start says so.
    let unknown = by_uid("next-version-warmup");
    assert_eq!(
        unknown.get_summary(),
        Some("新版本预热签到活动 (start date unknown)")
    );
    assert!(
        unknown
            .get_description()
            .unwrap()
            .contains("Start: 待官方公布（海报标注为 ??）")
    );
}

#[test]
fn text_is_escaped_and_folded_so_that_it_reads_back_exactly() {
    let title = "「临渊望北」特许寻访, part; one \\ two — 这是一个很长的标题，用来检查折行不会把汉字切成两半".repeat(2);
    let description = "第一行\n第二行, with ; and \\ and \"quotes\"\r\nthird: line";
    // Written as the generator publishes URLs (percent-encoded ASCII; the server refuses others).
    let image = "https://example.org/%E6%B1%A0%20pools/a.png?x=1,2;3";
    let path = edited_fixture("escaping", |value| {
        let event = &mut value["data"]["events"][0];
        event["title"] = title.clone().into();
        event["description"] = description.into();
        event["sourceNote"] = "note, with; specials\\".into();
        event["image"] = image.into();
    });
    let server = Server::start_with(&path, &[]);
    let json = server.get(&format!("{JSON}?status=all")).json();
    let id = json["data"]["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["title"] == title.as_str())
        .unwrap()["id"]
        .as_str()
        .unwrap()
        .to_string();
    let response = server.get(ICS);
    let (calendar, _) = parse_feed(&response);
    let uid = format!("{id}@endfield-calendar");
    let event = vevents(&calendar)
        .into_iter()
        .find(|e| e.get_uid() == Some(uid.as_str()))
        .unwrap();
    assert_eq!(event.get_summary(), Some(title.as_str()));
    let read = event.get_description().unwrap();
    assert!(
        read.starts_with("第一行\n第二行, with ; and \\ and \"quotes\"\nthird: line\n"),
        "{read:?}"
    );
    assert!(
        read.contains("Source: note, with; specials\\\n"),
        "{read:?}"
    );
    assert_eq!(
        event.get_url(),
        Some("https://example.org/%E6%B1%A0%20pools/a.png?x=1,2;3")
    );
    // The long title had to be folded, and was, between characters.
    assert!(response.text().contains("\r\n "), "folded lines");
    std::fs::remove_file(path).ok();
}

#[test]
fn uid_and_dtstamp_do_not_change_between_requests_or_hosts() {
    let stamps_and_uids = |server: &Server| {
        let (calendar, lines) = parse_feed(&server.get(ICS));
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
    let first = unlimited_server();
    let second = unlimited_server();
    let a = stamps_and_uids(&first);
    std::thread::sleep(std::time::Duration::from_millis(1100));
    assert_eq!(a, stamps_and_uids(&first), "a second later");
    assert_eq!(a, stamps_and_uids(&second), "another server");
    assert_eq!(a.1.len(), 42);
    let stamp = expected_stamp()
        .format("DTSTAMP:%Y%m%dT%H%M%SZ")
        .to_string();
    assert!(a.1.iter().all(|s| *s == stamp), "{stamp}: {:?}", a.1);
}

#[test]
fn the_feed_shares_the_errors_cors_and_methods_of_the_json() {
    let server = unlimited_server();
    for target in [
        format!("{ICS}?status=soon"),
        format!("{ICS}?bogus=1"),
        format!("{ICS}?version=version-99"),
        format!("{ICS}?from=2026-09-01T00:00:00Z&to=2026-08-01T00:00:00Z"),
        format!("{ICS}?category=operator,,arsenal"),
    ] {
        let response = server.get(&target);
        assert_eq!(response.status, 400, "{target}");
        assert_eq!(
            response.header("cache-control"),
            Some("no-store"),
            "{target}"
        );
        assert_eq!(response.header("access-control-allow-origin"), Some("*"));
        assert_eq!(
            response.header("content-type"),
            Some("application/json; charset=utf-8")
        );
        let body = response.json();
        assert_eq!(body["success"], false);
        assert_eq!(body["error"]["code"], "INVALID_QUERY");
        // The same problems as the JSON endpoint reports for the same query.
        let json_target = target.replacen(ICS, JSON, 1);
        assert_eq!(
            body["error"]["details"],
            server.get(&json_target).json()["error"]["details"],
            "{target}"
        );
    }
    let post = server.send("POST", ICS, &[]);
    assert_eq!(post.status, 405);
    assert_eq!(post.header("allow"), Some("GET, OPTIONS"));
    assert_eq!(post.header("cache-control"), Some("no-store"));
    let preflight = server.send(
        "OPTIONS",
        ICS,
        &[
            ("Origin", "https://example.org"),
            ("Access-Control-Request-Method", "GET"),
            ("Access-Control-Request-Headers", "If-None-Match"),
        ],
    );
    assert_eq!(preflight.status, 204);
    assert_eq!(preflight.header("access-control-allow-origin"), Some("*"));
    assert_eq!(
        preflight.header("access-control-allow-methods"),
        Some("GET, OPTIONS")
    );
    assert_eq!(
        preflight.header("access-control-allow-headers"),
        Some("If-None-Match")
    );
    for path in [
        "/api/v1/events.ics/",
        "/api/v1/events.json",
        "/api/v1/events.ICS",
    ] {
        assert_eq!(server.get(path).status, 404, "{path}");
    }
}

#[test]
fn both_representations_count_against_one_rate_limit() {
    let server = Server::start_with(&common::fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "3")]);
    assert_eq!(server.get(JSON).status, 200);
    assert_eq!(server.get(ICS).status, 200);
    // A preflight does not count.
    assert_eq!(server.send("OPTIONS", ICS, &[]).status, 204);
    assert_eq!(server.get(&format!("{ICS}?status=soon")).status, 400);
    let limited = server.get(ICS);
    assert_eq!(limited.status, 429);
    assert_eq!(limited.json()["error"]["code"], "RATE_LIMITED");
    assert_eq!(limited.header("cache-control"), Some("no-store"));
    assert_eq!(
        limited.header("ratelimit-policy"),
        Some("\"default\";q=3;w=60")
    );
    assert_eq!(server.get(JSON).status, 429);
}
