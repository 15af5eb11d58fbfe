//! What is certain and what is not, through the public API with a pinned clock, on the
//! `uncertain.json` fixture: the page's lists and states follow the rules of `calendar::certainty`
//! (checked here against each event's own fields, never by id), the feed tells the same, the
//! `featured` filter, `Last-Modified` / `If-Modified-Since`, the page's language, and the MCP
//! tools' text marking every estimate. On the `unconfirmed.json` fixture and its history: no face
//! tells an unconfirmed hour as a clock time, a tentative start's date is said once, and the
//! footer counts every cited notice.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "test: a failure is a failed test"
)]
#![allow(
    clippy::disallowed_methods,
    reason = "test: chrono's strftime is the independent oracle of what the library writes"
)]

mod common;

use calendar::catalog;
use calendar::certainty::{Certainty, Standing};
use calendar::lang::Locale;
use calendar::{Request, Response, Service, v1};
use chrono::{DateTime, FixedOffset, Utc};
use common::{at, json, uncertain, unconfirmed};

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
    assert!(version.contains("2026年11月26日 时间未定"), "{version}");
    assert!(!version.contains("06:00"), "{version}");
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
    assert!(rerun.contains("时间未定"), "{rerun}");
    let estimated = ics
        .split("BEGIN:VEVENT")
        .find(|v| v.contains("月映申领"))
        .unwrap();
    assert!(estimated.contains("暂定"), "{estimated}");
    assert!(ics.contains("X-WR-CALDESC:"), "{ics}");
    assert!(ics.contains("数据更新于 2026年11月24日 18:00"), "{ics}");
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
        accept_language: Some("nl-BE, nl;q=0.9, en;q=0.8, zh;q=0.5"),
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
    // Chinese preferred, or nothing the page speaks: Chinese (the language menu names every
    // locale, so only the document's own `lang` tells).
    for field in ["zh-CN,zh;q=0.9,en;q=0.8", "nl-NL", "en;q=0", "*"] {
        let (_, html) = page(&Request {
            accept_language: Some(field),
            ..get("/", "", NOW)
        });
        assert!(
            html.starts_with("<!DOCTYPE html><html lang=\"zh-CN\">"),
            "{field}"
        );
    }
    // The query wins over the header.
    let (_, html) = page(&Request {
        accept_language: Some("en"),
        ..get("/", "lang=zh", NOW)
    });
    assert!(html.starts_with("<!DOCTYPE html><html lang=\"zh-CN\">"));
}

/// The servers and languages every face is read in.
const SERVERS: [&str; 3] = ["cn", "asia", "americas-europe"];
const LANGS: [&str; 2] = ["zh", "en"];

/// Before the first version (a version's start counted down to), while versions 7 and 8 meet
/// (every list of the page), and after nearly everything ended.
const MOMENTS: [&str; 3] = [
    "2026-08-01T00:00:00+08:00",
    NOW,
    "2026-12-20T00:00:00+08:00",
];

fn text(response: &Response) -> String {
    assert_eq!(response.status, 200);
    // Unfolded, so that a folded iCalendar line cannot hide a time.
    String::from_utf8(response.body.to_vec())
        .unwrap()
        .replace("\r\n ", "")
}

/// Every way a face could write `t` as a clock time: on the server's clock and on CN's (labels'),
/// as text and as in RFC 3339, and as iCalendar's UTC form.
fn clock_forms(t: DateTime<FixedOffset>) -> Vec<String> {
    let cn = t.with_timezone(&FixedOffset::east_opt(8 * 3600).unwrap());
    let mut forms = Vec::new();
    for local in [t, cn] {
        forms.push(local.format("%Y-%m-%d %H:%M").to_string());
        forms.push(local.format("%Y-%m-%dT%H:%M").to_string());
        // As each locale writes a date and a time (CLDR's, `catalog::dates`).
        for lang in Locale::ALL {
            forms.push(catalog::minute(lang, local.naive_local()));
            forms.push(catalog::month_day_minute(lang, local.naive_local()));
        }
    }
    forms.push(t.with_timezone(&Utc).format("%Y%m%dT%H%M%SZ").to_string());
    forms
}

/// What the JSON (exempt: it carries the times as machine fields) says of `server`'s times:
/// `(name, time, hour unconfirmed)` for every version's and event's time.
fn times_on(service: &Service, server: &str) -> Vec<(String, DateTime<FixedOffset>, bool)> {
    let query = format!("server={server}");
    let body = json(&service.handle(&get("/api/v1/events", &query, NOW)));
    let time = |v: &serde_json::Value| v.as_str().map(|t| DateTime::parse_from_rfc3339(t).unwrap());
    let listed = |meta: &serde_json::Value, field: &str| {
        meta["hourUnconfirmed"]
            .as_array()
            .is_some_and(|a| a.iter().any(|f| f == field))
    };
    let mut out = Vec::new();
    for v in body["data"]["versions"].as_array().unwrap() {
        let key = v["versionKey"].as_str().unwrap();
        for field in ["startsAt", "endsAt"] {
            if let Some(t) = time(&v[field]) {
                out.push((format!("{key} {field}"), t, listed(&v["sourceMeta"], field)));
            }
        }
    }
    for e in body["data"]["events"].as_array().unwrap() {
        let id = e["id"].as_str().unwrap();
        let meta = &e["sourceMeta"];
        let end = time(&e["end"]).or_else(|| time(&meta["estimatedEnd"]));
        for (field, t) in [("start", time(&e["start"])), ("end", end)] {
            if let Some(t) = t {
                out.push((format!("{id} {field}"), t, listed(meta, field)));
            }
        }
    }
    out
}

/// The text of a `tools/call` of the MCP endpoint at `now` (its `content`, the human-readable
/// rendering; `structuredContent` is the API's JSON, exempt like it), and its structured content.
fn tool(
    service: &Service,
    name: &str,
    arguments: serde_json::Value,
    now: &str,
) -> (String, serde_json::Value) {
    let call = serde_json::json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                                  "params": {"name": name, "arguments": arguments}});
    let response = mcp_post(service, &call, now);
    let result = &json(&response)["result"];
    assert_eq!(result["isError"], false, "{name} {result}");
    let text = result["content"][0]["text"].as_str().unwrap().to_string();
    (text, result["structuredContent"].clone())
}

/// Every face of `server` at `now` in `lang`, as `(face, text, lists every event)`: the page,
/// the feed (with and without alarms), the MCP tools' texts, the countdown card (every item)
/// and the badge (of each category's first item). A face that lists every event must write
/// the confirmed pool's start to the minute, so that the scan sees what it looks for.
fn faces_at(service: &Service, server: &str, lang: &str, now: &str) -> Vec<(String, String, bool)> {
    let query = format!("server={server}&lang={lang}");
    let mut faces = vec![(
        format!("page {query} at {now}"),
        text(&service.handle(&get("/", &query, now))),
        true,
    )];
    for feed in [query.clone(), format!("{query}&alarm=P1D,PT1H&ending=P1D")] {
        faces.push((
            format!("feed {feed} at {now}"),
            text(&service.handle(&get("/api/v1/events.ics", &feed, now))),
            true,
        ));
    }
    let arguments = serde_json::json!({"server": server, "lang": lang});
    let (events, _) = tool(service, "list_events", arguments.clone(), now);
    faces.push((format!("list_events {query} at {now}"), events, true));
    let (units, listed) = tool(service, "list_units", arguments, now);
    faces.push((format!("list_units {query} at {now}"), units, false));
    let names: Vec<&str> = listed["data"]["units"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["name"].as_str().unwrap())
        .collect();
    assert!(
        names.len() >= 3,
        "the fixture's pools feature units: {names:?}"
    );
    for name in names {
        let arguments = serde_json::json!({"name": name, "server": server, "lang": lang});
        let (history, _) = tool(service, "unit_history", arguments, now);
        faces.push((
            format!("unit_history {name} {query} at {now}"),
            history,
            false,
        ));
    }
    faces.push((
        format!("embed {query} at {now}"),
        text(&service.handle(&get("/embed/countdown", &format!("{query}&limit=10"), now))),
        false,
    ));
    for category in ["operator", "arsenal", "permanent", "limited", "update"] {
        let badge = format!("{query}&category={category}");
        faces.push((
            format!("badge {badge} at {now}"),
            text(&service.handle(&get("/api/v1/badge.svg", &badge, now))),
            false,
        ));
    }
    faces
}

/// The test: every face's output, for every server, language and moment, holds no
/// unconfirmed time of any event or version as a clock time, while confirmed times are still
/// written to the minute (so the scan sees what it looks for).
#[test]
fn no_face_tells_an_unconfirmed_hour_as_a_clock_time() {
    let service = unconfirmed();
    let mut found = Vec::new();
    for server in SERVERS {
        let times = times_on(&service, server);
        let unconfirmed: Vec<_> = times.iter().filter(|(_, _, u)| *u).collect();
        let confirmed: Vec<_> = times.iter().filter(|(_, _, u)| !*u).collect();
        assert!(unconfirmed.len() >= 12, "{server}: {unconfirmed:?}");
        // The fixture never gives a confirmed time the same clock text as an unconfirmed one.
        for (name, t, _) in &unconfirmed {
            for (other, c, _) in &confirmed {
                let forms = clock_forms(*c);
                assert!(
                    clock_forms(*t).iter().all(|f| !forms.contains(f)),
                    "{server}: {name} and {other} read alike"
                );
            }
        }
        let confirmed_pool = |body: &str| {
            let (_, start, _) = times
                .iter()
                .find(|(name, _, _)| name == "confirmed-pool start")
                .unwrap();
            clock_forms(*start).iter().any(|f| body.contains(f))
        };
        let mut faces = Vec::new();
        for now in MOMENTS {
            for lang in LANGS {
                faces.extend(faces_at(&service, server, lang, now));
            }
            let query = format!("server={server}");
            faces.push((
                format!("atom {query} at {now}"),
                text(&service.handle(&get("/api/v1/changes.atom", &query, now))),
                true,
            ));
            let arguments = serde_json::json!({"server": server});
            let (changes, _) = tool(&service, "recent_changes", arguments, now);
            faces.push((format!("recent_changes {query} at {now}"), changes, false));
        }
        for (face, body, lists_every_event) in &faces {
            for (name, t, _) in &unconfirmed {
                for form in clock_forms(*t) {
                    if body.contains(&form) {
                        found.push(format!("{face}: {name} written as {form}"));
                    }
                }
            }
            assert!(
                !lists_every_event || confirmed_pool(body),
                "{face}: a confirmed time is not to the minute"
            );
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The MCP tools' text tells an estimate as one, as the page does: the tentative start and the
/// tentative end (`sourceMeta.estimatedEnd`, never `end`) of each event are marked, checked
/// against the event's own fields; a time nothing marks tentative is not.
#[test]
fn the_mcp_text_never_tells_an_estimate_as_a_confirmed_time() {
    let service = uncertain();
    let (text, body) = tool(&service, "list_events", serde_json::json!({}), NOW);
    let all: Vec<v1::Event> = serde_json::from_value(body["data"]["events"].clone()).unwrap();
    let cn = FixedOffset::east_opt(8 * 3600).unwrap();
    let mut estimates = 0;
    for e in &all {
        let meta = &e.source_meta;
        let line = text
            .lines()
            .find(|l| l.ends_with(&format!("({})", e.id)))
            .unwrap();
        let tentative_start = e.start_unknown || meta.estimated.contains(&v1::TimeField::Start);
        let tentative_end = e.end.is_none().then_some(meta.estimated_end).flatten();
        let mut expected = Vec::new();
        if tentative_start {
            expected.push(e.start);
        }
        expected.extend(tentative_end);
        for t in &expected {
            let minute = catalog::minute(Locale::En, t.with_timezone(&cn).naive_local());
            assert!(line.contains(&format!("{minute} (estimated)")), "{line}");
        }
        assert_eq!(
            line.matches("(estimated)").count(),
            expected.len(),
            "{line}"
        );
        if tentative_end.is_some() {
            assert!(!line.contains("not announced"), "{line}");
        }
        estimates += expected.len();
    }
    assert!(estimates >= 3, "the fixture has tentative starts and ends");
}

/// The text of the page's item of `id` (its `<li>`).
fn item<'a>(html: &'a str, id: &str) -> &'a str {
    let start = html.find(&format!("data-event-id=\"{id}\"")).unwrap();
    let rest = &html[start..];
    &rest[..rest.find("</li>").unwrap()]
}

#[test]
fn a_tentative_end_is_told_once() {
    let service = unconfirmed();
    let now = at(NOW);
    let all = events(&service.handle(&get("/api/v1/events", "", NOW)));
    let cn = FixedOffset::east_opt(8 * 3600).unwrap();
    let tentative: Vec<(&v1::Event, chrono::NaiveDate)> = all
        .iter()
        .filter(|e| Standing::of(e, now) != Standing::Ended)
        .filter_map(|e| {
            let estimate = e.end.is_none().then_some(e.source_meta.estimated_end)??;
            Some((e, estimate.with_timezone(&cn).date_naive()))
        })
        .collect();
    // The fixture's tentative end has a label (not official) that names its date again.
    assert!(tentative.iter().any(|(e, date)| {
        let label_date = date.format("%Y-%m-%d").to_string();
        e.end_label
            .as_deref()
            .is_some_and(|l| l.contains(&label_date))
            && e.source_meta.official_labels.is_empty()
    }));
    for lang in LANGS {
        let html = text(&service.handle(&get("/", &format!("lang={lang}"), NOW)));
        for (e, date) in &tentative {
            let item = item(&html, &e.id);
            let date = catalog::date(Locale::from_tag(lang).unwrap(), *date);
            assert_eq!(item.matches(date.as_str()).count(), 1, "{lang}: {item}");
            // What the label says besides the date (its rule) is still told: in English, in
            // English words, never the label's Chinese.
            let label = e.end_label.as_deref().unwrap_or_default();
            if lang == "en" {
                assert!(!item.contains("结束") && !item.contains("暂定"), "{item}");
                if label.contains("次「特许寻访」后结束") {
                    assert!(
                        item.contains("ends after 3 Chartered Headhuntings"),
                        "{item}"
                    );
                }
            } else if let Some(open) = label
                .find(date.as_str())
                .and_then(|at| label[..at].rfind('（'))
            {
                assert!(item.contains(label[..open].trim()), "{lang}: {item}");
            }
        }
    }
    let ics = text(&service.handle(&get("/api/v1/events.ics", "", NOW)));
    for (e, date) in &tentative {
        let vevent = ics
            .split("BEGIN:VEVENT")
            .find(|v| v.contains(&format!("UID:{}@", e.id)))
            .unwrap();
        let description = vevent
            .lines()
            .find(|l| l.starts_with("DESCRIPTION:"))
            .unwrap();
        // The feed's default language is Chinese.
        let date = catalog::date(Locale::ZhCn, *date);
        assert_eq!(
            description.matches(date.as_str()).count(),
            1,
            "{description}"
        );
    }
}

#[test]
fn a_tentative_start_is_told_once() {
    let service = unconfirmed();
    let now = at(NOW);
    let all = events(&service.handle(&get("/api/v1/events", "", NOW)));
    let tentative: Vec<&v1::Event> = all
        .iter()
        .filter(|e| {
            e.source_meta.estimated.contains(&v1::TimeField::Start)
                && matches!(
                    Standing::of(e, now),
                    Standing::Upcoming | Standing::StartNotAnnounced
                )
        })
        .collect();
    assert!(!tentative.is_empty());
    for lang in LANGS {
        let html = text(&service.handle(&get("/", &format!("lang={lang}"), NOW)));
        for e in &tentative {
            let cn = FixedOffset::east_opt(8 * 3600).unwrap();
            let date = catalog::date(
                Locale::from_tag(lang).unwrap(),
                e.start.with_timezone(&cn).date_naive(),
            );
            let item = item(&html, &e.id);
            assert_eq!(item.matches(&date).count(), 1, "{lang}: {item}");
        }
    }
    // The feed says it once too (its placeholder sentence aside).
    let ics = text(&service.handle(&get("/api/v1/events.ics", "", NOW)));
    for e in &tentative {
        let vevent = ics
            .split("BEGIN:VEVENT")
            .find(|v| v.contains(&format!("UID:{}@", e.id)))
            .unwrap();
        assert!(!vevent.contains("Start: 暂定"), "{vevent}");
    }
}

#[test]
fn the_footer_counts_the_notices_cited_in_sources_too() {
    let service = unconfirmed();
    let document: v1::Document = serde_json::from_str(common::UNCONFIRMED).unwrap();
    let mut read: Vec<v1::NoticeRef> = document
        .data
        .events
        .iter()
        .flat_map(|e| e.source_meta.notices.clone())
        .collect();
    let mut sources: Vec<String> = document
        .data
        .events
        .iter()
        .flat_map(|e| e.source_meta.sources.clone())
        .collect();
    for v in &document.data.versions {
        if let Some(notices) = v.source_meta.get("notices") {
            read.extend(serde_json::from_value::<Vec<v1::NoticeRef>>(notices.clone()).unwrap());
        }
        if let Some(cited) = v.source_meta.get("sources") {
            sources.extend(serde_json::from_value::<Vec<String>>(cited.clone()).unwrap());
        }
    }
    let mut all = read.clone();
    all.extend(sources.iter().filter_map(|s| v1::NoticeRef::cited_in(s)));
    all.sort();
    all.dedup();
    read.sort();
    read.dedup();
    // The fixture cites notices only through `sources` too, so counting those matters.
    assert!(all.len() > read.len());
    let zh = text(&service.handle(&get("/", "", NOW)));
    assert!(zh.contains(&format!("被引用 {} 条", all.len())), "{zh}");
    let en = text(&service.handle(&get("/", "lang=en", NOW)));
    assert!(
        en.contains(&format!("notices ({} cited", all.len())),
        "{en}"
    );
    let ics = text(&service.handle(&get("/api/v1/events.ics", "", NOW)));
    assert!(
        ics.contains(&format!("引用官方公告 {} 则", all.len())),
        "{ics}"
    );
    let ics = text(&service.handle(&get("/api/v1/events.ics", "lang=en", NOW)));
    assert!(ics.contains(&format!("{} official notice(s) cited", all.len())));
}

/// A face's text as a reader sees it: an iCalendar body unfolded and its TEXT escapes undone,
/// so that a sentence folded across lines or holding `;` and `,` reads whole.
fn readable(face: &str, text: &str) -> String {
    if face.starts_with("feed") {
        text.replace("\r\n ", "")
            .replace("\\;", ";")
            .replace("\\,", ",")
    } else {
        text.to_string()
    }
}

/// `call` (a JSON-RPC message) posted to the MCP endpoint at `now`.
fn mcp_post(service: &Service, call: &serde_json::Value, now: &str) -> calendar::Response {
    let body = serde_json::to_vec(call).unwrap();
    service.handle(
        &Request {
            method: "POST",
            content_type: Some("application/json"),
            ..get(calendar::MCP_PATH, "", now)
        }
        .with_body(calendar::Body::Read(&body)),
    )
}

/// `initialize`'s instructions at `now`.
fn instructions(service: &Service, now: &str) -> String {
    let call = serde_json::json!({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                                  "params": {"protocolVersion": "2025-11-25"}});
    json(&mcp_post(service, &call, now))["result"]["instructions"]
        .as_str()
        .unwrap()
        .to_string()
}

/// What every face says once the data is behind, in each language: the words of
/// `certainty::Behind` ("not recorded here yet"), never "not announced".
const BEHIND_WORDS: [&str; 2] = ["尚未收录", "not recorded here yet"];

/// The test of the data's age: at a pinned clock after the last recorded version's end
/// (`uncertain.json`: version 7 ends 2026-11-26 06:00 +08:00), `source.behind` names it on
/// every server and every face (the page, the feed with and without alarms, the MCP tools'
/// texts and instructions, the card, the badge, `/llms.txt`) says the next version is not
/// recorded here yet, dated on the server's clock; before that end, `source.behind` is `null`
/// and no face says so.
#[test]
fn after_the_last_version_every_face_says_the_data_is_behind_and_before_it_none_does() {
    let service = uncertain();
    let before = "2026-11-26T05:59:59+08:00";
    let after = "2026-11-27T12:00:00+08:00";
    for server in SERVERS {
        let query = format!("server={server}");
        let source =
            |now| json(&service.handle(&get(calendar::EVENTS_PATH, &query, now)))["source"].clone();
        assert_eq!(
            source(before)["behind"],
            serde_json::Value::Null,
            "{server}"
        );
        let behind = source(after)["behind"].clone();
        assert_eq!(behind["versionKey"], "version-7", "{server}: {behind}");
        let since = behind["since"].as_str().unwrap();
        // Written like every other time: in the server's offset.
        let offset = if server == "americas-europe" {
            "-05:00"
        } else {
            "+08:00"
        };
        assert!(since.ends_with(offset), "{server}: {since}");
        let since = DateTime::parse_from_rfc3339(since).unwrap();
        assert_eq!(since.with_timezone(&Utc), at("2026-11-26T06:00:00+08:00"));
        let day = |lang| catalog::month_day(Locale::from_tag(lang).unwrap(), since.date_naive());
        // Version 7's end is an instant whose hour no source gives: on UTC−5, CN's 11-26 is
        // 11-25 or 11-26, its date not known either.
        let americas = server == "americas-europe";
        for lang in LANGS {
            let expected = match (lang, americas) {
                ("zh", true) => {
                    "版本 7 已于 11月25日 或 11月26日 结束；下一版本尚未收录".to_string()
                }
                ("zh", false) => format!("版本 7 已于 {} 结束；下一版本尚未收录", day(lang)),
                (_, true) => "Version 7 ended on Nov 25 or Nov 26; the next version is not \
                              recorded here yet"
                    .to_string(),
                (_, false) => format!(
                    "Version 7 ended on {}; the next version is not recorded here yet",
                    day(lang)
                ),
            };
            for (face, text, _) in faces_at(&service, server, lang, after) {
                let text = readable(&face, &text);
                assert!(
                    text.contains(&expected),
                    "{face}: no «{expected}» in\n{text}"
                );
                for old in [
                    "下一版本尚未公布",
                    "暂无已公布",
                    "next version is not announced",
                ] {
                    assert!(!text.contains(old), "{face}: «{old}» in\n{text}");
                }
            }
            for (face, text, _) in faces_at(&service, server, lang, before) {
                let text = readable(&face, &text);
                for words in BEHIND_WORDS {
                    assert!(!text.contains(words), "{face}: «{words}» in\n{text}");
                }
            }
        }
    }
    // The faces that take no server: the MCP instructions and llms.txt, on CN's clock.
    let expected = "Version 7 ended on Nov 26; the next version is not recorded here yet";
    // The case: no upcoming event is not "nothing is announced".
    let upcoming = serde_json::json!({"status": "upcoming", "category": "operator", "lang": "en"});
    let (answer, _) = tool(&service, "list_events", upcoming, after);
    assert!(
        answer.starts_with("0 events") && answer.contains(expected),
        "{answer}"
    );
    assert!(instructions(&service, after).contains(expected));
    // Both explain `source.behind` always; only behind do they say it is so now.
    assert!(!instructions(&service, before).contains("Version 7 ended"));
    let llms = |now| text(&service.handle(&get("/llms.txt", "", now)));
    assert!(llms(after).contains(expected), "{}", llms(after));
    assert!(!llms(before).contains("Version 7 ended"));
    // The page's version card and its empty Upcoming list, in the words.
    let page =
        |lang| text(&service.handle(&get("/", &format!("lang={lang}&status=upcoming"), after)));
    assert!(page("zh").contains("数据截至 11月24日 18:00（UTC+8），请以官方公告为准"));
    assert!(
        page("en").contains("data as of Nov 24, 18:00 (UTC+8); check the official announcements")
    );
}
