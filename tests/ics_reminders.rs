//! The feed's reminders, `alarm` and `ending` on `GET /api/v1/events.ics`, through the public
//! API with a pinned clock, on the fixture.
//!
//! Every feed is read with a real iCalendar parser (the `icalendar` crate) and compared with the
//! JSON of the same filters: each event's alarms (trigger, `RELATED=END`, absolute triggers) and
//! each `ending` marker (time, UID, summary) are restated here from the documented rules.
#![allow(
    clippy::unwrap_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a failure is a failed test"
)]

mod common;

use calendar::{EVENTS_ICS_PATH as ICS, EVENTS_PATH as JSON, Request, Service};
use chrono::{DateTime, Duration, Timelike, Utc};
use common::ics::{by_uid, parse, vevents};
use common::{json, unlimited};
use icalendar::{
    Calendar, CalendarDateTime, Component, DatePerhapsTime, Event, EventLike, Property, Related,
    Trigger,
};

/// Inside version 5: the reminders do not depend on the clock, the `status` filter does.
const NOW: &str = "2026-08-20T12:00:00+08:00";

fn get<'a>(path: &'a str, query: &'a str) -> Request<'a> {
    common::request("GET", path, query, NOW)
}

/// A feed's time: whole seconds.
fn time(text: &str) -> DateTime<Utc> {
    common::at(text).with_nanosecond(0).unwrap()
}

/// The feed of `query`, its wire format checked (lines of at most 75 octets among the rest).
fn feed(service: &Service, query: &str) -> Calendar {
    parse(&service.handle(&get(ICS, query))).0
}

/// The triggers of an event's `VALARM`s, in order, each checked to be a DISPLAY alarm with a
/// description.
fn triggers(event: &Event) -> Vec<Trigger> {
    event
        .components()
        .iter()
        .filter(|c| c.component_kind() == "VALARM")
        .map(|alarm| {
            let props = alarm.properties();
            assert_eq!(props["ACTION"].value(), "DISPLAY");
            assert!(!props["DESCRIPTION"].value().is_empty());
            read_trigger(&props["TRIGGER"])
        })
        .collect()
}

/// Reads a `TRIGGER` with the crate. Its duration parser (the `iso8601` crate, unsigned) cannot
/// read a sign, so a negative duration is read without its `-` and negated here; `RELATED` and
/// `VALUE` are still the crate's reading.
fn read_trigger(property: &Property) -> Trigger {
    let unreadable = |()| panic!("unreadable trigger {property:?}");
    let Some(magnitude) = property.value().strip_prefix('-') else {
        return Trigger::try_from(property).unwrap_or_else(unreadable);
    };
    let mut positive = Property::new("TRIGGER", magnitude);
    for (name, parameter) in property.params() {
        positive.add_parameter(name, parameter.value());
    }
    match Trigger::try_from(&positive).unwrap_or_else(unreadable) {
        Trigger::Duration(duration, related) => Trigger::Duration(-duration, related),
        other => panic!("a negative date-time trigger: {other:?}"),
    }
}

/// How a lead is written in the English marker's summary.
fn words(secs: i64) -> String {
    let units = [
        (86_400, "day"),
        (3_600, "hour"),
        (60, "minute"),
        (1, "second"),
    ];
    let mut rest = secs;
    let mut parts = Vec::new();
    for (size, unit) in units {
        let n = rest / size;
        rest %= size;
        if n > 0 {
            parts.push(format!("{n} {unit}{}", if n == 1 { "" } else { "s" }));
        }
    }
    parts.join(" ")
}

/// Checks the feed of `filters` with `alarm` and `ending` against the JSON of `filters`.
/// `alarm_secs` and `ending` are the leads in seconds, as the request means them: alarms
/// longest first, each once; `ending_text` the marker's UID part.
fn check(
    service: &Service,
    filters: &str,
    reminders: &str,
    alarm_secs: &[i64],
    ending: Option<(i64, &str)>,
) -> (usize, usize) {
    // In English: `words` writes a lead as the English feed does.
    let json = json(&service.handle(&get(JSON, &format!("{filters}&lang=en"))));
    let events = json["data"]["events"].as_array().unwrap();
    let calendar = feed(service, &format!("{filters}&{reminders}&lang=en"));
    let mut got = vevents(&calendar).into_iter();
    let (mut alarms, mut markers) = (0, 0);
    for event in events {
        let id = event["id"].as_str().unwrap();
        let title = event["title"].as_str().unwrap();
        let context = format!("{filters}&{reminders}: {id}");
        let vevent = got.next().unwrap_or_else(|| panic!("{context}: missing"));
        assert_eq!(
            vevent.get_uid(),
            Some(format!("{id}@endfield-calendar").as_str()),
            "{context}"
        );
        let start = time(event["start"].as_str().unwrap());
        let end = event["end"].as_str().map(time);
        let milestone = event["milestone"] == true;
        let timed = !milestone && end.is_some_and(|e| e > start);
        let open_ended = !milestone && end.is_none();
        let mut expected = Vec::new();
        for &secs in alarm_secs {
            let lead = Duration::seconds(secs);
            if event["startUnknown"] != true {
                expected.push(if open_ended {
                    Trigger::DateTime(CalendarDateTime::Utc(start - lead))
                } else {
                    Trigger::Duration(-lead, None)
                });
            }
            if timed {
                expected.push(Trigger::Duration(-lead, Some(Related::End)));
            }
        }
        let got_triggers = triggers(vevent);
        assert_eq!(got_triggers, expected, "{context}: alarms");
        alarms += got_triggers.len();
        let Some((secs, canonical)) = ending.filter(|_| timed) else {
            continue;
        };
        let marker = got
            .next()
            .unwrap_or_else(|| panic!("{context}: marker missing"));
        let at = end.unwrap() - Duration::seconds(secs);
        assert_eq!(
            marker.get_uid(),
            Some(format!("{id}.ending-{canonical}@endfield-calendar").as_str()),
            "{context}"
        );
        assert_eq!(
            marker.get_start(),
            Some(DatePerhapsTime::DateTime(CalendarDateTime::Utc(at))),
            "{context}: marker time"
        );
        assert_eq!(
            marker.get_end(),
            None,
            "{context}: the marker is an instant"
        );
        assert_eq!(
            marker.get_summary(),
            Some(format!("{title} ends in {}", words(secs)).as_str()),
            "{context}"
        );
        assert_eq!(
            marker.property_value("RELATED-TO"),
            Some(format!("{id}@endfield-calendar").as_str())
        );
        assert_eq!(
            marker.get_categories(),
            Some(vec![event["category"].as_str().unwrap().to_string()])
        );
        assert_eq!(
            triggers(marker),
            [Trigger::Duration(Duration::zero(), None)],
            "{context}: the marker's own alarm"
        );
        markers += 1;
    }
    assert!(got.next().is_none(), "{filters}&{reminders}: extra VEVENTs");
    (alarms, markers)
}

#[test]
fn alarms_and_markers_for_every_combination_are_exact() {
    let service = unlimited();
    let alarm_cases: [(&str, &[i64]); 6] = [
        ("", &[]),
        ("alarm=P1D", &[86_400]),
        ("alarm=PT1H,P1D", &[86_400, 3_600]),
        ("alarm=PT24H,P1D,PT30M", &[86_400, 1_800]),
        ("alarm=P7D,P2DT12H,PT1S", &[604_800, 216_000, 1]),
        ("alarm=P1W", &[604_800]),
    ];
    let ending_cases: [(&str, Option<(i64, &str)>); 5] = [
        ("", None),
        ("ending=P1D", Some((86_400, "P1D"))),
        ("ending=PT24H", Some((86_400, "P1D"))),
        ("ending=PT90M", Some((5_400, "PT1H30M"))),
        ("ending=P7D", Some((604_800, "P7D"))),
    ];
    let filters = [
        "status=all",
        "category=operator,arsenal",
        "version=5",
        "category=update",
    ];
    let (mut alarms, mut markers) = (0, 0);
    for filter in filters {
        for (alarm, secs) in alarm_cases {
            for (ending, lead) in ending_cases {
                let reminders = [alarm, ending]
                    .into_iter()
                    .filter(|p| !p.is_empty())
                    .collect::<Vec<_>>()
                    .join("&");
                let (a, m) = check(&service, filter, &reminders, secs, lead);
                alarms += a;
                markers += m;
            }
        }
    }
    assert!(alarms > 1_000, "{alarms} alarms checked");
    assert!(markers > 100, "{markers} markers checked");
}

#[test]
fn an_open_ended_event_and_a_milestone_get_their_own_kind_of_alarm() {
    let calendar = feed(&unlimited(), "alarm=P1D&ending=P1D");
    // Starts 2026-08-09 12:00 in Shanghai and never ends: one absolute trigger a day before.
    assert_eq!(
        triggers(by_uid(&calendar, "weapon-pupil@endfield-calendar")),
        [Trigger::DateTime(CalendarDateTime::Utc(time(
            "2026-08-08T12:00:00+08:00"
        )))]
    );
    // A milestone: one alarm before its instant, no marker.
    assert_eq!(
        triggers(by_uid(&calendar, "secret-realm-update@endfield-calendar")),
        [Trigger::Duration(-Duration::days(1), None)]
    );
    let uids: Vec<&str> = vevents(&calendar)
        .iter()
        .filter_map(|e| e.get_uid())
        .collect();
    assert!(!uids.contains(&"weapon-pupil.ending-P1D@endfield-calendar"));
    assert!(!uids.contains(&"secret-realm-update.ending-P1D@endfield-calendar"));
    // The start of `next-version-warmup` is a placeholder: only its end is reminded.
    assert_eq!(
        triggers(by_uid(&calendar, "next-version-warmup@endfield-calendar")),
        [Trigger::Duration(-Duration::days(1), Some(Related::End))]
    );
    let marker = by_uid(
        &calendar,
        "next-version-warmup.ending-P1D@endfield-calendar",
    );
    assert_eq!(
        marker.get_start(),
        Some(DatePerhapsTime::DateTime(CalendarDateTime::Utc(time(
            "2026-09-01T06:00:00+08:00"
        ))))
    );
}

#[test]
fn bad_reminders_are_400s_naming_the_parameter_and_the_json_has_none() {
    let service = unlimited();
    let problems = |path: &str, query: &str| {
        let response = service.handle(&get(path, query));
        assert_eq!(response.status, 400, "{path}?{query}");
        assert_eq!(response.header("Cache-Control"), Some("no-store"));
        let body = json(&response);
        assert_eq!(body["error"]["code"], "INVALID_QUERY");
        common::problems(&body)
    };
    let p = |name: &str, code: &str| (name.to_string(), code.to_string());
    for (query, expected) in [
        ("alarm=P8D", vec![p("alarm", "INVALID_DURATION")]),
        ("alarm=P1D,,PT1H", vec![p("alarm", "INVALID_DURATION")]),
        ("alarm=-P1D", vec![p("alarm", "INVALID_DURATION")]),
        ("alarm=PT0S", vec![p("alarm", "INVALID_DURATION")]),
        (
            "alarm=P1D,PT1H,PT5M,PT1M",
            vec![p("alarm", "TOO_MANY_ALARMS")],
        ),
        ("alarm=", vec![p("alarm", "EMPTY_PARAMETER")]),
        ("ending=1d", vec![p("ending", "INVALID_DURATION")]),
        (
            "ending=P1D&ending=P2D",
            vec![p("ending", "DUPLICATE_PARAMETER")],
        ),
        (
            "alarm=soon&ending=P9D&status=x",
            vec![
                p("status", "INVALID_STATUS"),
                p("alarm", "INVALID_DURATION"),
                p("ending", "INVALID_DURATION"),
            ],
        ),
    ] {
        assert_eq!(problems(ICS, query), expected, "{query}");
    }
    for query in ["alarm=P1D", "ending=P1D"] {
        let name = query.split('=').next().unwrap();
        assert_eq!(
            problems(JSON, query),
            [p(name, "UNKNOWN_PARAMETER")],
            "{query} on the JSON"
        );
    }
}

#[test]
fn the_reminders_are_part_of_the_entity_tag() {
    let service = unlimited();
    let tag = |query: &str| {
        let response = service.handle(&get(ICS, query));
        assert_eq!(response.status, 200, "{query}");
        response.header("ETag").unwrap().to_string()
    };
    let plain = tag("");
    let day = tag("alarm=P1D");
    assert_ne!(plain, day);
    assert_ne!(day, tag("ending=P1D"));
    assert_ne!(day, tag("alarm=P1D,PT1H"));
    assert_ne!(tag("ending=P1D"), tag("ending=P2D"));
    // The same reminders written another way are the same feed.
    assert_eq!(day, tag("alarm=PT24H"));
    assert_eq!(tag("alarm=PT1H,P1D"), tag("alarm=P1D,PT60M"));
    // And a 304 only for the tag of the same reminders.
    let conditional = |if_none_match: &str| {
        service
            .handle(&Request {
                if_none_match: Some(if_none_match),
                ..get(ICS, "alarm=P1D")
            })
            .status
    };
    assert_eq!(conditional(&day), 304);
    assert_eq!(conditional(&plain), 200);
}
