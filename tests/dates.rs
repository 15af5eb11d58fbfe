//! Dates and times on the faces as each locale writes them (CLDR's patterns, held in
//! `locales/<tag>.ftl` and pinned to CLDR by `src/catalog/dates_tests.rs`): a time the data
//! confirms, rendered by `Service::handle` with a pinned clock, in every locale.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "test: a failure is a failed test"
)]

mod common;

use common::{request, uncertain};

/// Version 7's start in `uncertain.json`, 2026-10-15 12:00 on CN's clock, its hour confirmed,
/// as CLDR 49 writes a medium date-time of yMMMd and Hm (Python babel 2.19.0:
/// `get_datetime_format("medium")` joining `format_skeleton("yMMMd")` and `("Hm")`).
const VERSION_START: [(&str, &str); 14] = [
    ("zh", "2026年10月15日 12:00"),
    ("zh-TW", "2026年10月15日 12:00"),
    ("en", "Oct 15, 2026, 12:00"),
    ("ja", "2026年10月15日 12:00"),
    ("ko", "2026년 10월 15일 12:00"),
    ("de", "15. Okt. 2026, 12:00"),
    ("fr", "15 oct. 2026, 12:00"),
    ("es", "15 oct 2026, 12:00"),
    ("pt-BR", "15 de out. de 2026 12:00"),
    ("ru", "15 окт. 2026\u{202f}г., 12:00"),
    ("it", "15 ott 2026, 12:00"),
    ("id", "15 Okt 2026 12.00"),
    ("th", "15 ต.ค. 2026 12:00 น."),
    ("vi", "12:00 15 thg 10, 2026"),
];

const NOW: &str = "2026-11-24T20:00:00+08:00";

fn body(path: &str, query: &str) -> String {
    body_at(path, query, NOW)
}

fn body_at(path: &str, query: &str, now: &str) -> String {
    let response = uncertain().handle(&request("GET", path, query, now));
    assert_eq!(response.status, 200, "{path}?{query}");
    String::from_utf8(response.body.to_vec()).unwrap()
}

#[test]
fn the_page_and_the_feed_write_a_time_as_each_locale_does() {
    assert_eq!(
        VERSION_START.map(|(tag, _)| tag).to_vec(),
        calendar::lang::Locale::ALL.map(|l| l.tag()).to_vec()
    );
    for (tag, told) in VERSION_START {
        let page = body("/", &format!("lang={tag}"));
        let version = &page[page.find("id=\"version\"").unwrap()..];
        let time = format!("data-certainty=\"confirmed\">{told}</time>");
        assert!(version.contains(&time), "{tag}: no «{time}» in\n{version}");
        // The feed's text, unfolded and unescaped (RFC 5545: `\,`), tells the pool that
        // starts with the version the same.
        let ics = body("/api/v1/events.ics", &format!("lang={tag}"));
        let ics = ics.replace("\r\n ", "").replace("\\,", ",");
        assert!(ics.contains(told), "{tag}: no «{told}» in the feed");
        assert!(!ics.contains("2026-10-15 12:00"), "{tag}: an ISO time told");
    }
}

#[test]
fn russian_and_japanese_write_their_own_dates() {
    // Once the data is behind the game, the page tells its age: `generatedAt`, 2026-11-24
    // 18:00 on CN's clock, as a month, a day and a time.
    let after = "2026-11-27T12:00:00+08:00";
    let ru = body_at("/", "lang=ru", after);
    assert!(
        ru.contains("24 нояб., 18:00 (UTC+8)"),
        "the data's age in Russian"
    );
    let ja = body_at("/", "lang=ja", after);
    assert!(ja.contains("11月24日 18:00"), "the data's age in Japanese");
    let ja = body("/api/v1/events.ics", "lang=ja").replace("\r\n ", "");
    assert!(ja.contains("2026年10月15日 12:00"), "{ja}");
}
