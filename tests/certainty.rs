//! What is certain and what is not, through the public API with a pinned clock, on the
//! `uncertain.json` fixture: the page's lists and states follow the rules of `calendar::certainty`
//! (checked here against each event's own fields, never by id), the feed tells the same, the
//! `featured` filter, `Last-Modified` / `If-Modified-Since`, and the page's language.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "test: a failure is a failed test"
)]

mod common;

use calendar::certainty::{Certainty, Standing};
use calendar::{Request, Response, v1};
use common::{at, json, uncertain};

const NOW: &str = "2026-11-24T20:00:00+08:00";

fn get<'a>(path: &'a str, query: &'a str, now: &str) -> Request<'a> {
    common::request("GET", path, query, now)
}

fn events(response: &Response) -> Vec<v1::Event> {
    serde_json::from_value(json(response)["data"]["events"].clone()).unwrap()
}

fn page(request: &Request<'_>) -> (Response, String) {
    let response = uncertain().handle(request);
    assert_eq!(response.status, 200);
    let text = String::from_utf8(response.body.to_vec()).unwrap();
    (response, text)
}

/// `(list, event id, data-certainty)` of every event item of the page, in order.
fn items(html: &str) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    for list in html.split("data-list=\"").skip(1) {
        let name = list.split('"').next().unwrap().to_string();
        let body = &list[..list.find("</ul>").unwrap()];
        for item in body.split("data-event-id=\"").skip(1) {
            let id = item.split('"').next().unwrap().to_string();
            let certainty = item
                .split("data-certainty=\"")
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap()
                .to_string();
            out.push((name.clone(), id, certainty));
        }
    }
    out
}

#[test]
fn the_page_lists_each_event_by_where_it_stands_and_says_how_certain_it_is() {
    let now = at(NOW);
    let all = events(&uncertain().handle(&get("/api/v1/events", "", NOW)));
    let (_, html) = page(&get("/", "", NOW));
    let shown = items(&html);
    for event in &all {
        let standing = Standing::of(event, now);
        let places: Vec<&(String, String, String)> =
            shown.iter().filter(|(_, id, _)| *id == event.id).collect();
        let expected_list = match standing {
            Standing::Live => Some("live"),
            Standing::MayHaveEnded => Some("may-have-ended"),
            Standing::Upcoming => Some("upcoming"),
            Standing::StartNotAnnounced => Some("start-not-announced"),
            Standing::Ended => None,
        };
        match expected_list {
            None => assert!(places.is_empty(), "{} ended but is shown", event.id),
            Some(list) => {
                assert_eq!(places.len(), 1, "{} shown {places:?}", event.id);
                assert_eq!(places[0].0, list, "{}", event.id);
                assert_eq!(
                    places[0].2,
                    Certainty::of(event, now).as_str(),
                    "{}",
                    event.id
                );
            }
        }
        // The rules themselves, on the event's own fields.
        let meta = &event.source_meta;
        if standing == Standing::Upcoming {
            assert!(event.start > now, "{} upcoming with a past start", event.id);
        }
        if event.end.is_none() && meta.estimated_end.is_some_and(|e| e <= now) {
            assert_eq!(standing, Standing::MayHaveEnded, "{}", event.id);
        }
        if event.status == v1::Status::Upcoming && event.start <= now {
            assert_eq!(standing, Standing::StartNotAnnounced, "{}", event.id);
        }
    }
    // The fixture holds every state, so that the assertions above cover each.
    for state in [
        "confirmed",
        "unconfirmed-hour",
        "estimated",
        "may-have-ended",
    ] {
        assert!(shown.iter().any(|(_, _, c)| c == state), "no {state} item");
    }
    for list in ["live", "may-have-ended", "upcoming", "start-not-announced"] {
        assert!(shown.iter().any(|(l, _, _)| l == list), "no {list} list");
    }
}

#[test]
fn an_unconfirmed_hour_is_a_date_and_an_incomplete_version_says_so() {
    let (_, html) = page(&get("/", "", NOW));
    let version = &html[html.find("id=\"version\"").unwrap()..html.find("id=\"live\"").unwrap()];
    // Version 7 ends 2026-11-26 at an hour no source gives.
    assert!(version.contains("2026-11-26 时间未定"), "{version}");
    assert!(!version.contains("2026-11-26 06:00"), "{version}");
    assert!(version.contains("活动列表尚不完整"), "{version}");
    let live = &html[html.find("id=\"live\"").unwrap()..html.find("id=\"upcoming\"").unwrap()];
    assert!(!live.contains("当前没有进行中的限时活动"), "{live}");
    assert!(live.contains("本版本活动列表不完整"), "{live}");
    // Official wording is quoted, this project's inference says so.
    assert!(live.contains("官方：「版本更新维护前」"), "{live}");
    assert!(live.contains("推算："), "{live}");
}

#[test]
fn the_feed_tells_the_same_as_the_page() {
    let response = uncertain().handle(&get("/api/v1/events.ics", "", NOW));
    let ics = String::from_utf8(response.body.to_vec())
        .unwrap()
        .replace("\r\n ", "");
    // The pool whose end hour is unconfirmed is all-day dates, never 06:00 (22:00Z).
    let rerun = ics
        .split("BEGIN:VEVENT")
        .find(|v| v.contains("重构寻访#1"))
        .unwrap();
    assert!(rerun.contains("DTEND;VALUE=DATE:20261127"), "{rerun}");
    assert!(!rerun.contains("T220000Z"), "{rerun}");
    assert!(rerun.contains("时间未定 / time TBC"), "{rerun}");
    let estimated = ics
        .split("BEGIN:VEVENT")
        .find(|v| v.contains("月映申领"))
        .unwrap();
    assert!(estimated.contains("暂定 / estimated"), "{estimated}");
    assert!(ics.contains("X-WR-CALDESC:"), "{ics}");
    assert!(ics.contains("Data last updated 2026-11-24 18:00"), "{ics}");
}

#[test]
fn featured_keeps_exactly_the_pools_of_a_unit_on_both_representations() {
    let all = events(&uncertain().handle(&get("/api/v1/events", "", NOW)));
    let response = uncertain().handle(&get("/api/v1/events", "featured=%E4%BC%8A%E5%86%AF", NOW));
    let ids: Vec<String> = events(&response).into_iter().map(|e| e.id).collect();
    let expected: Vec<String> = all
        .iter()
        .filter(|e| e.featured.iter().any(|f| f == "伊冯"))
        .map(|e| e.id.clone())
        .collect();
    assert!(expected.len() >= 2, "the fixture has several of her pools");
    assert_eq!(ids, expected);
    assert_eq!(json(&response)["meta"]["filters"]["featured"][0], "伊冯");
    // Unfiltered, the echo is the spec's five fields.
    let plain = uncertain().handle(&get("/api/v1/events", "", NOW));
    assert!(json(&plain)["meta"]["filters"].get("featured").is_none());
    // A unit with no pool yet: an empty answer, not an error.
    let none = uncertain().handle(&get("/api/v1/events", "featured=nobody", NOW));
    assert_eq!(none.status, 200);
    assert!(events(&none).is_empty());
    // The feed, and the tag follows the filter.
    let feed = uncertain().handle(&get(
        "/api/v1/events.ics",
        "featured=%E4%BC%8A%E5%86%AF",
        NOW,
    ));
    let text = String::from_utf8(feed.body.to_vec()).unwrap();
    assert_eq!(text.matches("BEGIN:VEVENT").count(), expected.len());
    assert_ne!(
        feed.header("etag"),
        uncertain()
            .handle(&get("/api/v1/events.ics", "", NOW))
            .header("etag")
    );
    let bad = uncertain().handle(&get("/api/v1/events", "featured=a,,b", NOW));
    assert_eq!(bad.status, 400);
    assert_eq!(
        json(&bad)["error"]["details"][0]["code"],
        "INVALID_FEATURED"
    );
}

#[test]
fn last_modified_moves_with_the_data_and_every_status_change_and_answers_if_modified_since() {
    let service = uncertain();
    let at_now = service.handle(&get("/api/v1/events", "", NOW));
    // No status changed since the dataset was generated (18:00): its age is the answer's.
    assert_eq!(
        at_now.header("last-modified"),
        Some("Tue, 24 Nov 2026 10:00:00 GMT")
    );
    // 「潮声」 starts 2026-11-25 12:00: from then on the answer changed.
    let later = service.handle(&get("/api/v1/events", "", "2026-11-25T13:00:00+08:00"));
    assert_eq!(
        later.header("last-modified"),
        Some("Wed, 25 Nov 2026 04:00:00 GMT")
    );
    let conditional = |since: &'static str, now: &str| {
        service.handle(&Request {
            if_modified_since: Some(since),
            ..get("/api/v1/events", "", now)
        })
    };
    let fresh = conditional("Tue, 24 Nov 2026 10:00:00 GMT", NOW);
    assert_eq!(fresh.status, 304);
    assert!(fresh.body.is_empty());
    assert_eq!(fresh.header("etag"), at_now.header("etag"));
    // The same copy after the start: its statuses are stale.
    assert_eq!(
        conditional("Tue, 24 Nov 2026 10:00:00 GMT", "2026-11-25T13:00:00+08:00").status,
        200
    );
    assert_eq!(
        conditional("Tue, 24 Nov 2026 09:59:59 GMT", NOW).status,
        200
    );
    assert_eq!(conditional("not a date", NOW).status, 200);
    // With If-None-Match, If-Modified-Since is not read (RFC 9110, 13.1.3).
    let both = service.handle(&Request {
        if_none_match: Some("W/\"0000000000000000\""),
        if_modified_since: Some("Tue, 24 Nov 2026 10:00:00 GMT"),
        ..get("/api/v1/events", "", NOW)
    });
    assert_eq!(both.status, 200);
    // The page changes every minute: its Last-Modified is the request's minute.
    let (page, _) = page(&get("/", "", "2026-11-24T20:00:30+08:00"));
    assert_eq!(
        page.header("last-modified"),
        Some("Tue, 24 Nov 2026 12:00:00 GMT")
    );
}

#[test]
fn the_page_speaks_english_by_query_or_accept_language_and_varies_on_it() {
    let (zh, html) = page(&get("/", "", NOW));
    assert!(html.starts_with("<!DOCTYPE html><html lang=\"zh-CN\">"));
    assert_eq!(zh.header("vary"), Some("Accept-Language"));
    let (en_query, by_query) = page(&get("/", "lang=en", NOW));
    let (en_header, by_header) = page(&Request {
        accept_language: Some("fr-CH, fr;q=0.9, en;q=0.8, zh;q=0.5"),
        ..get("/", "", NOW)
    });
    for html in [&by_query, &by_header] {
        assert!(html.starts_with("<!DOCTYPE html><html lang=\"en\">"));
        assert!(html.contains("Live now") && html.contains("time TBC"));
        assert!(!html.contains("当前版本"));
        // Official English names where the data has them.
        assert!(html.contains("Sanctuary of Ink"));
    }
    assert_ne!(zh.header("etag"), en_query.header("etag"));
    assert_eq!(en_query.header("etag"), en_header.header("etag"));
    // Chinese preferred, or nothing the page speaks: Chinese.
    for field in ["zh-CN,zh;q=0.9,en;q=0.8", "de-DE", "en;q=0", "*"] {
        let (_, html) = page(&Request {
            accept_language: Some(field),
            ..get("/", "", NOW)
        });
        assert!(html.contains("lang=\"zh-CN\""), "{field}");
    }
    // The query wins over the header.
    let (_, html) = page(&Request {
        accept_language: Some("en"),
        ..get("/", "lang=zh", NOW)
    });
    assert!(html.contains("lang=\"zh-CN\""));
}
