//! The servers and the languages, through the public API on the `servers.json` fixture (the
//! version-6 example): each time kind on CN, Asia and Americas/Europe, status and filters on
//! each server's times, per-server entity tags and feed UIDs, the 400s, and `lang=en`.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "test: a failure is a failed test"
)]

mod common;

use calendar::{Request, Response};
use common::ics::{parse, vevents};
use common::{at, json, servers};
use icalendar::Component;
use serde_json::Value;

/// Between 「冬猎」's end on CN (11:59 UTC+8) and on Americas/Europe (11:59 UTC−5).
const NOW: &str = "2026-09-30T12:30:00+08:00";

fn get<'a>(path: &'a str, query: &'a str) -> Request<'a> {
    common::request("GET", path, query, NOW)
}

fn body(response: &Response) -> String {
    String::from_utf8(response.body.to_vec()).unwrap()
}

fn event<'a>(document: &'a Value, id: &str) -> &'a Value {
    document["data"]["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] == id)
        .unwrap()
}

fn version<'a>(document: &'a Value, key: &str) -> &'a Value {
    document["data"]["versions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["versionKey"] == key)
        .unwrap()
}

#[test]
fn americas_europe_keeps_boundary_instants_and_moves_server_clock_times_13_hours() {
    let service = servers();
    let ae = json(&service.handle(&get("/api/v1/events", "server=americas-europe")));
    assert_eq!(ae["timeZone"], "Etc/GMT+5");
    let hunt = event(&ae, "winter-hunt");
    assert_eq!(hunt["start"], "2026-09-01T23:00:00-05:00");
    assert_eq!(hunt["end"], "2026-09-30T11:59:00-05:00");
    assert_eq!(
        version(&ae, "version-6")["endsAt"],
        "2026-10-14T17:00:00-05:00"
    );
    assert_eq!(
        version(&ae, "version-6")["startsAt"],
        "2026-09-01T23:00:00-05:00"
    );

    // Every time, against CN's: an instant is the same moment, a server-clock time 13 h later.
    let cn = json(&service.handle(&get("/api/v1/events", "")));
    for e in cn["data"]["events"].as_array().unwrap() {
        let other = event(&ae, e["id"].as_str().unwrap());
        let kinds = &e["sourceMeta"]["timeKinds"];
        for field in ["start", "end"] {
            let (Some(here), Some(there)) = (e[field].as_str(), other[field].as_str()) else {
                continue;
            };
            let lag = (at(there) - at(here)).num_hours();
            let expected = if kinds[field] == "serverClock" { 13 } else { 0 };
            assert_eq!(lag, expected, "{} {field}", e["id"]);
            assert!(there.ends_with("-05:00"), "{there}");
        }
    }
    // A relative end resolves from the pool it counts: with it on Americas/Europe.
    assert_eq!(event(&ae, "deep-cold-issue")["end"], hunt["end"]);
    assert_eq!(
        event(&ae, "long-issue")["end"],
        event(&ae, "second-hunt")["end"]
    );
}

#[test]
fn status_filters_and_the_active_version_follow_the_servers_clock() {
    let service = servers();
    let live = |server: &str| -> Vec<String> {
        let query = format!("status=live&category=operator&server={server}");
        let document = json(&service.handle(&get("/api/v1/events", &query)));
        assert_eq!(document["data"]["activeVersionKey"], "version-6");
        document["data"]["events"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["id"].as_str().unwrap().to_string())
            .collect()
    };
    // On CN 「冬猎」 ended at 11:59 and the next pool opened at 12:00; on Americas/Europe it is
    // still the night before.
    assert_eq!(live("cn"), ["second-hunt"]);
    assert_eq!(live("asia"), ["second-hunt"]);
    assert_eq!(live("americas-europe"), ["winter-hunt"]);

    let query = "server=americas-europe&from=2026-09-30T00:00:00Z";
    let document = json(&service.handle(&get("/api/v1/events", query)));
    assert_eq!(
        document["meta"]["filters"]["from"],
        "2026-09-29T19:00:00-05:00"
    );
}

#[test]
fn cn_is_the_default_and_every_server_and_language_has_its_own_tag() {
    let service = servers();
    let default = service.handle(&get("/api/v1/events", ""));
    let cn = service.handle(&get("/api/v1/events", "server=cn&lang=zh"));
    assert_eq!(default.body, cn.body);
    assert_eq!(default.header("ETag"), cn.header("ETag"));
    assert!(!body(&default).contains("titleZh"));
    assert!(!body(&default).contains("-05:00"));

    let asia = service.handle(&get("/api/v1/events", "server=asia"));
    let asia_doc = json(&asia);
    assert_eq!(asia_doc["timeZone"], "Etc/GMT-8");
    assert_eq!(
        asia_doc["data"]["events"],
        json(&default)["data"]["events"],
        "Asia keeps CN's clock"
    );
    let mut tags: Vec<String> = ["", "server=asia", "server=americas-europe", "lang=en"]
        .iter()
        .map(|q| {
            let response = service.handle(&get("/api/v1/events", q));
            response.header("ETag").unwrap().to_string()
        })
        .collect();
    tags.sort();
    tags.dedup();
    assert_eq!(tags.len(), 4);

    // CN's tag does not validate Americas/Europe's representation.
    let tag = default.header("ETag").unwrap().to_string();
    let mut request = get("/api/v1/events", "server=americas-europe");
    request.if_none_match = Some(&tag);
    assert_eq!(service.handle(&request).status, 200);
}

#[test]
fn unknown_servers_and_languages_are_400s_that_list_the_allowed_values() {
    let service = servers();
    for path in ["/api/v1/events", "/api/v1/events.ics"] {
        let response = service.handle(&get(path, "server=global&lang=pt-PT"));
        assert_eq!(response.status, 400);
        let details = &json(&response)["error"]["details"];
        assert_eq!(details[0]["parameter"], "server");
        assert_eq!(details[0]["code"], "INVALID_SERVER");
        assert_eq!(
            details[0]["message"],
            "expected one of cn, asia, americas-europe"
        );
        assert_eq!(details[1]["code"], "INVALID_LANG");
        assert_eq!(
            details[1]["message"],
            "expected one of zh, zh-TW, en, ja, ko, de, fr, es, pt-BR, ru, it, id, th, vi"
        );
    }
    // Every locale's tag is taken, ASCII case aside (`zh-CN` is `zh`), on every path.
    for path in [
        "/api/v1/events",
        "/api/v1/events.ics",
        "/api/v1/units",
        "/api/v1/changes",
    ] {
        for lang in [
            "zh", "zh-CN", "ZH-tw", "en", "ja", "ko", "de", "fr", "es", "pt-br", "ru", "it", "id",
            "th", "vi",
        ] {
            let query = format!("lang={lang}");
            let response = service.handle(&get(path, &query));
            assert_eq!(response.status, 200, "{path}?{query}");
        }
    }
}

#[test]
fn the_feed_writes_each_servers_instants_in_utc_with_uids_of_its_own() {
    let service = servers();
    let cn_response = service.handle(&get("/api/v1/events.ics", ""));
    let ae_response = service.handle(&get("/api/v1/events.ics", "server=americas-europe"));
    // Read with the real parser, every UID names the feed's server.
    for (response, domain) in [
        (&cn_response, "@endfield-calendar"),
        (&ae_response, "@americas-europe.endfield-calendar"),
    ] {
        let (calendar, _) = parse(response);
        for event in vevents(&calendar) {
            let uid = event.get_uid().unwrap();
            assert!(uid.ends_with(domain), "{uid}");
        }
    }
    let cn = body(&cn_response);
    let ae = body(&ae_response);
    let vevent = |feed: &str, uid: &str| -> String {
        let at = feed.find(&format!("UID:{uid}\r\n")).unwrap();
        feed[at..feed[at..].find("END:VEVENT").unwrap() + at].to_string()
    };
    let cn_hunt = vevent(&cn, "winter-hunt@endfield-calendar");
    let ae_hunt = vevent(&ae, "winter-hunt@americas-europe.endfield-calendar");
    // The opening is one instant; the server-clock end is 13 hours later.
    assert!(cn_hunt.contains("DTSTART:20260902T040000Z\r\n"));
    assert!(ae_hunt.contains("DTSTART:20260902T040000Z\r\n"));
    assert!(cn_hunt.contains("DTEND:20260930T035900Z\r\n"));
    assert!(ae_hunt.contains("DTEND:20260930T165900Z\r\n"));
    let ae_second = vevent(&ae, "second-hunt@americas-europe.endfield-calendar");
    assert!(ae_second.contains("DTSTART:20260930T170000Z\r\n"));
    assert!(ae_second.contains("DTEND:20261014T220000Z\r\n"));
    assert!(!ae.contains("@endfield-calendar\r\n"));
    assert!(ae.contains("X-WR-TIMEZONE:Etc/GMT+5\r\n"));
    assert!(ae.contains("TZOFFSETTO:-0500\r\n"));
    // The `ending` marker and its relation follow the server's UIDs.
    let marked = body(&service.handle(&get(
        "/api/v1/events.ics",
        "server=americas-europe&ending=P1D",
    )));
    assert!(marked.contains("UID:winter-hunt.ending-P1D@americas-europe.endfield-calendar\r\n"));
    assert!(marked.contains("RELATED-TO:winter-hunt@americas-europe.endfield-calendar\r\n"));
}

#[test]
fn lang_en_gives_official_english_titles_and_keeps_the_chinese() {
    let service = servers();
    let en = json(&service.handle(&get("/api/v1/events", "lang=en")));
    let hunt = event(&en, "winter-hunt");
    assert_eq!(hunt["title"], "[Winter Hunt] Chartered Headhunting");
    assert_eq!(hunt["titleZh"], "「冬猎」特许寻访");
    assert_eq!(hunt["titleEn"], "[Winter Hunt] Chartered Headhunting");
    // No English title: the Chinese one, never a translation.
    let second = event(&en, "second-hunt");
    assert_eq!(second["title"], "「第二」特许寻访");
    assert_eq!(second["titleZh"], "「第二」特许寻访");
    assert_eq!(version(&en, "version-5")["title"], "Homecoming");
    assert_eq!(version(&en, "version-5")["titleZh"], "归乡");
    assert_eq!(version(&en, "version-6")["title"], "雪凇幽梦");
    // The times are CN's: the language does not move them.
    assert_eq!(hunt["start"], "2026-09-02T12:00:00+08:00");
    let feed = body(&service.handle(&get("/api/v1/events.ics", "lang=en")));
    assert!(feed.contains("SUMMARY:[Winter Hunt] Chartered Headhunting"));
}

/// One record: 「冬猎」's end moved (a server-clock time), and version 6's end (an instant).
const HISTORY: &str = r#"{"apiVersion":"1","changes":[
 {"id":"20260910T100000Z-event-winter-hunt","at":"2026-09-10T18:00:00+08:00","kind":"changed",
  "subject":"event","key":"winter-hunt","versionKey":"version-6","category":"operator",
  "title":"「冬猎」特许寻访","fields":["end"],
  "before":{"title":"「冬猎」特许寻访","start":"2026-09-02T12:00:00+08:00","end":"2026-09-23T11:59:00+08:00","poolId":null,"endLabel":null},
  "after":{"title":"「冬猎」特许寻访","start":"2026-09-02T12:00:00+08:00","end":"2026-09-30T11:59:00+08:00","poolId":null,"endLabel":null}},
 {"id":"20260910T100000Z-version-version-6","at":"2026-09-10T18:00:00+08:00","kind":"added",
  "subject":"version","key":"version-6","versionKey":"version-6","category":null,
  "title":"雪凇幽梦","fields":[],"before":null,
  "after":{"title":"雪凇幽梦","start":"2026-09-02T12:00:00+08:00","end":"2026-10-15T06:00:00+08:00","poolId":null,"endLabel":null}}
]}"#;

#[test]
fn the_changes_feeds_tell_each_time_kind_on_the_servers_clock_with_ids_of_their_own() {
    let service = servers().with_changes(calendar::changes::Changes::from_json(HISTORY).unwrap());
    let cn = service.handle(&get("/api/v1/changes", ""));
    let ae = service.handle(&get("/api/v1/changes", "server=americas-europe"));
    assert_eq!(ae.status, 200);
    assert_ne!(cn.header("ETag"), ae.header("ETag"));
    let ae = json(&ae);
    assert_eq!(ae["timeZone"], "Etc/GMT+5");
    let records = &ae["data"]["changes"];
    assert_eq!(records[0]["at"], "2026-09-10T05:00:00-05:00");
    assert_eq!(records[0]["before"]["start"], "2026-09-01T23:00:00-05:00");
    assert_eq!(records[0]["before"]["end"], "2026-09-23T11:59:00-05:00");
    assert_eq!(records[0]["after"]["end"], "2026-09-30T11:59:00-05:00");
    assert_eq!(records[1]["after"]["end"], "2026-10-14T17:00:00-05:00");
    assert_eq!(
        json(&cn)["data"]["changes"][0]["after"]["end"],
        "2026-09-30T11:59:00+08:00"
    );

    let atom = body(&service.handle(&get("/api/v1/changes.atom", "server=americas-europe")));
    assert!(atom.contains(
        "<id>tag:endfield-calendar.github.io,2026:americas-europe/change/20260910T100000Z-event-winter-hunt</id>"
    ));
    assert!(atom.contains("<id>tag:endfield-calendar.github.io,2026:americas-europe/changes</id>"));
    assert!(atom.contains("/api/v1/changes.atom?server=americas-europe\""));
    // The zone as a person reads it (issue 48), never `Etc/GMT+5`, whose sign reads backwards.
    assert!(atom.contains("时间为 UTC−5。"), "{atom}");
    assert!(!atom.contains("Etc/GMT"));
    let cn_atom = body(&service.handle(&get("/api/v1/changes.atom", "")));
    assert!(cn_atom.contains(
        "<id>tag:endfield-calendar.github.io,2026:change/20260910T100000Z-event-winter-hunt</id>"
    ));
    let bad = service.handle(&get("/api/v1/changes", "server=moon"));
    assert_eq!(bad.status, 400);
    assert_eq!(json(&bad)["error"]["details"][0]["code"], "INVALID_SERVER");
}

#[test]
fn the_page_tells_the_servers_clock_and_its_feed_builder_keeps_server_and_language() {
    let service = servers();
    let page = |query: &str| body(&service.handle(&get("/", query)));
    let ae = page("server=americas-europe&lang=en");
    // 「冬猎」's opening and its server-clock end, on Americas/Europe's clock.
    assert!(ae.contains("datetime=\"2026-09-01T23:00:00-05:00\""));
    assert!(ae.contains("datetime=\"2026-09-30T11:59:00-05:00\""));
    assert!(ae.contains("/api/v1/events.ics?server=americas-europe&amp;lang=en\""));
    assert!(ae.contains("<option value=\"americas-europe\" selected>"));
    // The notice names the clock the page's times are on.
    assert!(ae.contains("global Americas/Europe server's time (UTC−5)"));
    assert!(!ae.contains("Beijing time"));
    assert!(
        ae.contains(
            "href=\"/?lang=en&amp;server=americas-europe&amp;category=operator#subscribe\""
        )
    );
    let chosen = page("server=asia&category=operator&alarm=PT1H");
    assert!(
        chosen.contains("/api/v1/events.ics?category=operator&amp;alarm=PT1H&amp;server=asia\"")
    );
    // CN, the default, is what it was: no server in its URLs, times in +08:00.
    let cn = page("");
    assert!(cn.contains("datetime=\"2026-10-15T06:00:00+08:00\""));
    // (The header's server switch links the other servers; nothing else names one.)
    let switch = cn.find("<nav class=\"servers\"").unwrap();
    let switch_end = switch + cn[switch..].find("</nav>").unwrap();
    for outside in [&cn[..switch], &cn[switch_end..]] {
        assert!(!outside.contains("?server=") && !outside.contains("&amp;server="));
    }
    assert!(!cn.contains("server=cn"));
    assert!(!cn.contains("-05:00"));
    assert!(cn.contains("所有时间为北京时间"));
    // Unknown values are ignored, as every unknown parameter of the page.
    assert_eq!(service.handle(&get("/", "server=moon")).status, 200);
}
