//! The iCalendar feed `GET /api/v1/events.ics` over HTTP, on both faces (`CALENDAR_TEST_FACE`):
//! what a face adds to the library's feed. Its rules (every filter against the JSON, escaping
//! and folding, each kind of event, the reminders, the errors it shares with the JSON) are the
//! library's, tested with a pinned clock in `tests/ics.rs` and `tests/ics_reminders.rs`; here
//! each face must deliver the library's bytes whole, with the library's headers, each once, and
//! a real iCalendar parser (the `icalendar` crate) must read the feed as it arrives.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "test code: a failure is a failed test"
)]

mod common;

use calendar::Request;
use common::ics::vevents;
use common::{ICS, library, unlimited_server};
use icalendar::Calendar;

#[test]
fn each_face_serves_the_librarys_feed_byte_for_byte_with_its_headers() {
    let server = unlimited_server();
    let library = library();
    // No `status` filter: then the body and the tag do not depend on the clock, and the face's
    // own clock may differ from the one given to the library here.
    for (query, vevent_count) in [
        ("", 42),
        ("category=operator,arsenal&version=5", 6),
        ("alarm=P1D,PT1H&ending=P1D", 42 + 33),
        ("server=americas-europe&lang=en&alarm=PT30M", 42),
    ] {
        let target = match query {
            "" => ICS.to_string(),
            _ => format!("{ICS}?{query}"),
        };
        let response = server.get(&target);
        let expected = library.handle(&Request::get(ICS, query, "192.0.2.1", chrono::Utc::now()));
        assert_eq!(response.status, 200, "{target}: {}", response.text());
        assert_eq!(expected.status, 200, "{target}");
        // Every header the library wrote, once, with its value. `Last-Modified` follows the
        // status of the events, so the clock: the library's rule (`tests/certainty.rs`), crossed
        // with both faces in `conditional.rs`.
        for (name, value) in &expected.headers {
            if name.eq_ignore_ascii_case("last-modified") {
                continue;
            }
            assert_eq!(
                response.header(&name.to_ascii_lowercase()),
                Some(value.as_str()),
                "{target}: {name}"
            );
        }
        assert_eq!(
            response.header("content-type"),
            Some("text/calendar; charset=utf-8")
        );
        assert!(response.header("etag").unwrap().starts_with("W/\""));
        for absent in [
            "ratelimit",
            "ratelimit-policy",
            "ratelimit-limit",
            "retry-after",
        ] {
            assert_eq!(response.header(absent), None, "{absent} on a cacheable 200");
        }
        assert!(
            response.body == expected.body,
            "{target}: the body differs from the library's"
        );
        let calendar: Calendar = response.text().parse().unwrap();
        assert_eq!(vevents(&calendar).len(), vevent_count, "{target}");
    }
}
